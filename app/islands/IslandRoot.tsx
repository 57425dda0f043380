import { useEffect, type ReactNode } from "react";
import { IslandIdPrefix } from "./islandId";

/**
 * The root of every island, on the server and in the browser alike. Gives the components inside
 * their id prefix (useIslandId) and tells the page once it has hydrated.
 */
export function IslandRoot({
  idPrefix,
  onHydrated,
  children,
}: {
  idPrefix: string;
  onHydrated?: () => void;
  children?: ReactNode;
}) {
  useEffect(() => onHydrated?.(), [onHydrated]);
  return <IslandIdPrefix value={idPrefix}>{children}</IslandIdPrefix>;
}
