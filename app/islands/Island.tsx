import { createElement, type ComponentType } from "react";
import { IslandRoot } from "./IslandRoot";
import { islandLoaders, usedByDefault, type IslandName, type IslandProps } from "./registry";

// Prerendering only: every island component, loaded once, and React's string renderer. The browser
// build drops this branch (import.meta.env.SSR is a build-time constant), so none of it ships.
const server = import.meta.env.SSR
  ? {
      renderToString: (await import("react-dom/server")).renderToString,
      components: Object.fromEntries(
        await Promise.all(Object.entries(islandLoaders).map(async ([name, load]) => [name, await load()] as const)),
      ) as Record<IslandName, ComponentType<object>>,
    }
  : undefined;

interface Props<N extends IslandName> {
  name: N;
  props: IslandProps<N>;
  /** Needed only when a page holds the same island twice: keeps their generated ids apart. */
  instance?: string;
  /**
   * For a section: a spinner labelled with it ("Loading service area") shows while its code loads.
   * Its content is in the HTML all along.
   */
  label?: string;
  /**
   * When its code loads: "near" as it comes near the screen; "used" on the first pointer, focus, key
   * or input inside it, for an island whose HTML works by itself: a form the browser posts (the
   * estimate and quote forms, "used" by default, registry.ts) or buttons the browser runs through
   * their commands (the phone menu; a browser without commands loads it as it comes near).
   * Default: "used" for the islands in usedByDefault, else "near".
   */
  when?: "near" | "used";
}

/**
 * Renders an interactive component as its own React root: prerendered here,
 * hydrated on its own in the browser (entry.client.tsx) from the name and
 * props written on the wrapper. Ids inside it come from its prefix (useIslandId), the same in both places.
 * The wrapper is `display: contents`: it adds no box to the layout.
 */
export function Island<N extends IslandName>({
  name,
  props,
  instance = name,
  label,
  when = usedByDefault.has(name) ? "used" : "near",
}: Props<N>) {
  const idPrefix = `${instance}-`;
  const html = server
    ? server.renderToString(
        createElement(IslandRoot, { idPrefix }, createElement(server.components[name], props as object)),
      )
    : "";
  const json = JSON.stringify(props);
  return (
    <div
      className="contents"
      data-island={name}
      data-island-id={idPrefix}
      data-props={json === "{}" ? undefined : json}
      data-island-label={label}
      data-island-when={when === "used" ? "used" : undefined}
      dangerouslySetInnerHTML={{ __html: html }}
      suppressHydrationWarning
    />
  );
}
