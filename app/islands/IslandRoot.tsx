import { useEffect, type ReactNode } from "react";

/**
 * The root of every island, on the server and in the browser alike (the same
 * tree, so React's generated ids match). Tells the page once it has hydrated.
 */
export function IslandRoot({ onHydrated, children }: { onHydrated?: () => void; children?: ReactNode }) {
  useEffect(() => onHydrated?.(), [onHydrated]);
  return children;
}
