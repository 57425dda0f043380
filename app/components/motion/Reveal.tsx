import { useEffect, useRef, useState, type CSSProperties, type ElementType, type ReactNode } from "react";

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
}

/**
 * Fades (and optionally slides) its content in once, the first time enough
 * of it scrolls into view. The hiding itself is CSS (`.reveal` in app.css)
 * and applies only when scripting runs and the visitor allows motion, so
 * without JavaScript or with reduced motion the content is simply there.
 * Opacity and transform only: nothing around it moves (no layout shift).
 */
export function Reveal({ threshold, distance = 0, as: Tag = "div", className = "", children, ...rest }: Props) {
  const ref = useRef<HTMLElement>(null);
  const [revealed, setRevealed] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element || revealed) return;
    if (typeof IntersectionObserver === "undefined") {
      setRevealed(true);
      return;
    }
    // A section taller than the screen could never show `threshold` of itself: ask for what can fit.
    const fits = (window.innerHeight * 0.8) / Math.max(element.offsetHeight, 1);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setRevealed(true);
          observer.disconnect();
        }
      },
      { threshold: Math.min(threshold, fits) },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [threshold, revealed]);

  return (
    <Tag
      ref={ref}
      className={`reveal ${className}`}
      data-revealed={revealed}
      style={{ "--reveal-distance": `${distance}px` } as CSSProperties}
      {...rest}
    >
      {children}
    </Tag>
  );
}
