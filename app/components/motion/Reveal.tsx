import type { CSSProperties, ElementType, ReactNode } from "react";

interface Props {
  /** Share of the element that must be visible before it fades in (0.15 home, 0.25 services). */
  threshold: number;
  /** How far it slides up while fading in, in px (0 = fade only). */
  distance?: number;
  as?: ElementType;
  className?: string;
  children: ReactNode;
  id?: string;
  "aria-labelledby"?: string;
  "aria-label"?: string;
  /** Render the element as it ends, without fading: where no observer runs (the editor's preview). */
  still?: boolean;
}

/**
 * Fades (and optionally slides) its content in once, the first time enough
 * of it scrolls into view. The hiding itself is CSS (`.reveal` in app.css)
 * and applies only when scripting runs and the visitor allows motion, so
 * without JavaScript or with reduced motion the content is simply there.
 * Opacity and transform only: nothing around it moves (no layout shift).
 *
 * The attributes are all it renders: the page's one observer (lib/reveal.ts,
 * started by entry.client.tsx for every `.reveal` in the prerendered HTML)
 * flips `data-revealed`. Inside an island React never rewrites the
 * attribute, since its value in the props never changes.
 */
export function Reveal({
  threshold,
  distance = 0,
  as: Tag = "div",
  className = "",
  children,
  still = false,
  ...rest
}: Props) {
  const fading = still
    ? {}
    : {
        "data-revealed": "false",
        "data-reveal-threshold": threshold,
        style: { "--reveal-distance": `${distance}px` } as CSSProperties,
      };
  return (
    <Tag className={still ? className : `reveal ${className}`} {...fading} {...rest}>
      {children}
    </Tag>
  );
}
