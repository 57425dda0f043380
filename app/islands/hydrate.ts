import { createElement, startTransition, type ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";
import { IslandRoot } from "./IslandRoot";

/**
 * The hydrating half of the islands: loaded, with the UI library, only once the first island of a
 * page is needed (schedule.ts), so a page whose islands are all out of sight or unused runs none
 * of it. The built site gets Preact here in place of React DOM (vite/preactInBrowser.ts, decision
 * 0005): it hydrates an island in one short task and leaves the prerendered HTML as it is, which
 * is why an island's first render must match that HTML exactly (useIslandId). The transition only
 * matters under React (`npm run dev`), which yields to the browser inside it.
 *
 * Resolves once the island has hydrated and its effects have run.
 */
export function hydrateIsland(element: HTMLElement, Component: ComponentType<object>): Promise<void> {
  const props = JSON.parse(element.dataset.props ?? "{}") as object;
  const idPrefix = element.dataset.islandId ?? "";
  return new Promise<void>((resolve) => {
    const onHydrated = () => {
      element.dataset.hydrated = "true";
      resolve();
    };
    startTransition(() => {
      hydrateRoot(element, createElement(IslandRoot, { idPrefix, onHydrated }, createElement(Component, props)));
    });
  });
}
