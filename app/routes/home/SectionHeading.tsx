import type { ReactNode } from "react";

interface Props {
  id: string;
  /** The small line over the heading; none (an emptied optional text) leaves it out. */
  eyebrow?: string | undefined;
  title: string;
  children?: ReactNode;
  /** Light text for dark sections. */
  inverted?: boolean;
  align?: "left" | "center";
}

/** Eyebrow, h2 and optional intro: the one heading style every home section shares. */
export function SectionHeading({ id, eyebrow, title, children, inverted = false, align = "left" }: Props) {
  const centered = align === "center";
  return (
    <div className={centered ? "mx-auto max-w-2xl text-center" : "max-w-2xl"}>
      {eyebrow && (
        <p
          className={`mb-3 flex items-center gap-3 text-sm font-semibold tracking-[0.18em] uppercase ${
            centered ? "justify-center" : ""
          } ${inverted ? "text-brand-light" : "text-wood-dark"}`}
        >
          <span aria-hidden="true" className={`h-0.5 w-8 ${inverted ? "bg-brand-light" : "bg-wood"}`} />
          {eyebrow}
        </p>
      )}
      <h2 id={id} className="text-3xl font-semibold sm:text-4xl lg:text-[2.75rem]">
        {title}
      </h2>
      {children && <div className={`mt-4 text-lg ${inverted ? "text-white/90" : "text-ink-muted"}`}>{children}</div>}
    </div>
  );
}
