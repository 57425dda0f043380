import type { ReactNode } from "react";

/**
 * Sections below the first screen: each is styled, laid out and painted only
 * as it comes near the screen (`.below-fold > *` in app.css).
 */
export function BelowFold({ children }: { children: ReactNode }) {
  return <div className="below-fold contents">{children}</div>;
}
