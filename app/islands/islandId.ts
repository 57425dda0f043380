import { createContext, useContext, useId } from "react";

/** The id prefix of the island a component renders in (Island.tsx); null outside one (unit tests). */
export const IslandIdPrefix = createContext<string | null>(null);

/**
 * An id for one element of an island, the same in the prerendered HTML and in the browser. The
 * HTML is rendered by React and the browser hydrates it with Preact (decision 0005), whose useId
 * values differ from React's, so inside an island the id is the island's prefix plus a name the
 * component gives, unique within that island. Outside an island it falls back to useId.
 */
export function useIslandId(name: string): string {
  const prefix = useContext(IslandIdPrefix);
  const fallback = useId().replace(/[^a-zA-Z0-9_-]/g, "");
  return `${prefix ?? fallback}${name}`;
}
