import { createElement, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { IslandRoot } from "./IslandRoot";
import { islandLoaders, type IslandName } from "./registry";

/** How far below the screen an island that waits to be "visible" starts loading its code. */
const VISIBLE_MARGIN = "600px 0px";

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

function load(element: HTMLElement) {
  const name = element.dataset.island;
  if (name === undefined || !Object.hasOwn(islandLoaders, name)) {
    return Promise.reject(new Error(`Unknown island "${name}"`));
  }
  return islandLoaders[name as IslandName]();
}

/** Hydrates one island at transition priority (React yields to the browser inside it); resolves once committed. */
function hydrate(element: HTMLElement, Component: Awaited<ReturnType<typeof load>>) {
  const props = JSON.parse(element.dataset.props ?? "{}") as object;
  return new Promise<void>((resolve) => {
    const onHydrated = () => {
      element.dataset.hydrated = "true";
      resolve();
    };
    startTransition(() => {
      hydrateRoot(element, createElement(IslandRoot, { onHydrated }, createElement(Component as never, props)), {
        identifierPrefix: element.dataset.islandId,
      });
    });
  });
}

/** A labelled spinner (decisions page) while a section's code is on its way; its content is already shown. */
function showSpinner(element: HTMLElement): () => void {
  const status = document.createElement("div");
  status.setAttribute("role", "status");
  status.className = "island-loading";
  const wheel = document.createElement("span");
  wheel.setAttribute("aria-hidden", "true");
  wheel.className = "island-loading-wheel";
  status.append(wheel, `Loading ${element.dataset.islandLabel ?? "section"}…`);
  (element.closest("main") ?? document.body).append(status);
  return () => status.remove();
}

/** Loads and hydrates an island that waits until it comes near the screen. */
function hydrateWhenNear(element: HTMLElement): void {
  const start = () => {
    const hideSpinner = showSpinner(element);
    load(element)
      .then((Component) => hydrate(element, Component))
      .catch((error: unknown) => console.error(error))
      .finally(hideSpinner);
  };
  if (typeof IntersectionObserver === "undefined") return start();
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      start();
    },
    { rootMargin: VISIBLE_MARGIN },
  );
  // A display: contents wrapper has no box to observe: watch what it holds.
  const target = element.firstElementChild ?? element;
  observer.observe(target);
}

/**
 * Hydrates the page's islands. Those loaded with the page: all their chunks
 * are requested at once, then each is hydrated in a task of its own, so no
 * task is long on a slow phone; resolves once all of them have committed.
 * Those marked "visible" load their code when they come near the screen.
 */
export async function hydrateIslands(root: ParentNode = document): Promise<void> {
  const elements = [...root.querySelectorAll<HTMLElement>("[data-island]")];
  const later = elements.filter((element) => element.dataset.islandLoad === "visible");
  const now = elements.filter((element) => !later.includes(element));
  later.forEach(hydrateWhenNear);

  const components = now.map((element) => load(element));
  const hydrated: Promise<void>[] = [];
  for (const [i, element] of now.entries()) {
    let Component;
    try {
      Component = await components[i];
    } catch (error) {
      // One island that cannot load (a chunk lost on a flaky connection) must not stop the others.
      console.error(error);
      continue;
    }
    await nextTask();
    hydrated.push(hydrate(element, Component!));
  }
  await Promise.all(hydrated);
}
