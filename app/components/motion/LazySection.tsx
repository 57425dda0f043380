import { Suspense, type ReactNode } from "react";
import { SectionSpinner } from "./SectionSpinner";

/** Shows a labelled spinner while a section's code loads (after client-side navigation; prerendered HTML covers first load). */
export function LazySection({ label, children }: { label: string; children: ReactNode }) {
  return <Suspense fallback={<SectionSpinner label={`Loading ${label}`} />}>{children}</Suspense>;
}
