import { business } from "~/content";
import { LOGO_MARK_SHAPES } from "./logoMark.mjs";

/** Fence-and-roof mark with the company name; links home. */
export function Logo({ tone = "dark", onNavigate }: { tone?: "dark" | "light"; onNavigate?: () => void }) {
  const textColour = tone === "dark" ? "text-charcoal" : "text-white";
  return (
    // The name gives way first when the row is short, so the call and estimate buttons beside it
    // always stay on screen: it wraps onto a second line (a short name of SHORT_NAME_MAX characters
    // fits in two at 360 px), and on the narrowest screens (under 360 px) only the mark shows.
    <a href="/" onClick={onNavigate} className={`flex min-h-11 min-w-0 items-center gap-2.5 ${textColour}`}>
      <LogoMark className="h-9 w-9 shrink-0" />
      <span className="line-clamp-2 min-w-0 font-heading text-lg leading-[1.05] font-semibold tracking-wide [overflow-wrap:anywhere] uppercase max-[359px]:sr-only sm:text-xl">
        {business.shortName}
        <span className="sr-only">, home</span>
      </span>
    </a>
  );
}

/** Each theme colour of the mark as a class: Tailwind makes the classes it finds written out in full. */
const FILL: Record<(typeof LOGO_MARK_SHAPES)[number]["colour"], string> = {
  "brand-dark": "fill-brand-dark",
  wood: "fill-wood",
  "wood-dark": "fill-wood-dark",
};

export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" className={className} aria-hidden="true" focusable="false">
      {LOGO_MARK_SHAPES.map(({ d, colour }) => (
        <path key={d} d={d} className={FILL[colour]} />
      ))}
    </svg>
  );
}
