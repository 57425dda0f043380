import { createElement, startTransition, type ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";
import { IslandRoot } from "./IslandRoot";

/**
 * The React half of the islands: loaded (with React DOM, the largest script of the site) only
 * once the first island of a page is needed (schedule.ts), so a page whose islands are all out
 * of sight or unused runs no React at all.
 *
 * Hydrates one island at transition priority (React yields to the browser inside it); resolves once committed.
 */
export function hydrateIsland(element: HTMLElement, Component: ComponentType<object>): Promise<void> {
  const props = JSON.parse(element.dataset.props ?? "{}") as object;
  return new Promise<void>((resolve) => {
    const onHydrated = () => {
      element.dataset.hydrated = "true";
      resolve();
    };
    startTransition(() => {
      const idPrefix = element.dataset.islandId ?? "";
      hydrateRoot(element, createElement(IslandRoot, { idPrefix, onHydrated }, createElement(Component, props)));
    });
  });
}
