import { Suspense, type ReactNode } from "react";

/**
 * Lets React hydrate its content in a pass of its own. React hydrates a
 * prerendered Suspense boundary after the rest of the page, at idle priority
 * and one boundary at a time, so a page cut into a few of these never keeps a
 * slow phone's main thread busy for long in one go. Nothing here suspends;
 * the boundary changes nothing else.
 */
export function HydrationBoundary({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
