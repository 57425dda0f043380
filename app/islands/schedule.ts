// When each island of a page comes alive, without the UI library: this module is all the script a
// page runs at load. Preact (React's API through preact/compat, decision 0005) and the hydrating
// half (hydrate.ts) load only once the first island is needed, so a page whose islands are out of
// sight or unused (the contact page on a phone) runs none of it until the visitor gets to them.
import type { ComponentType } from "react";
import { islandLoaders, type IslandName } from "./registry";

declare global {
  interface Window {
    /** The target of the visitor's first interaction, which started this script (app/islands/starter.ts). */
    islandsFirstUse?: EventTarget;
    /** A button of an island clicked before the island had hydrated, held by the starter (app/islands/starter.ts). */
    islandsHeldClick?: HTMLButtonElement;
  }
}

/** How far below (or above) the screen, in CSS pixels, an island starts loading its code. */
export const NEAR_SCREEN_PX = 600;
const VISIBLE_MARGIN = `${NEAR_SCREEN_PX}px 0px`;

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

function load(element: HTMLElement) {
  const name = element.dataset.island;
  if (name === undefined || !Object.hasOwn(islandLoaders, name)) {
    return Promise.reject(new Error(`Unknown island "${name}"`));
  }
  return islandLoaders[name as IslandName]();
}

let hydrator: Promise<typeof import("./hydrate")> | undefined;

/** The hydrating half, fetched once (again after a failed fetch, so a lost chunk can be retried). */
function loadHydrator() {
  hydrator ??= import("./hydrate").catch((error: unknown) => {
    hydrator = undefined;
    throw error;
  });
  return hydrator;
}

/**
 * A labelled spinner while a section's code is on its way, so a visitor who taps before it arrives
 * sees that something is coming; the section's content is already shown.
 */
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

/**
 * After the next frame has been drawn (or 50 ms where no frame comes, in a hidden tab): when Preact
 * has run the effects of what it rendered before.
 */
const afterNextPaint = () =>
  new Promise<void>((resolve) => {
    const fallback = setTimeout(resolve, 50);
    requestAnimationFrame(() => {
      clearTimeout(fallback);
      setTimeout(resolve);
    });
  });

/**
 * The click the starter held on a button of this island before it hydrated, done again now that the
 * island's code handles it: the visitor's first tap does what it says (decision 0023). It waits two
 * frames first: an island's effects may set up what its buttons use in a render of their own (the
 * gallery's carousel is ready one render after hydration).
 */
async function replayHeldClick(element: HTMLElement) {
  if (!window.islandsHeldClick || !element.contains(window.islandsHeldClick)) return;
  await afterNextPaint();
  await afterNextPaint();
  const held = window.islandsHeldClick;
  if (!held || !element.contains(held)) return;
  window.islandsHeldClick = undefined;
  held.click();
}

/**
 * Loads and hydrates one island: its code and Preact's (fetched side by side), then hydration in a
 * task of its own, then a click held before it. Resolves to whether it hydrated.
 */
async function start(element: HTMLElement): Promise<boolean> {
  // Only a section given a label shows the spinner; smaller islands load unseen.
  const hideSpinner = element.dataset.islandLabel ? showSpinner(element) : () => undefined;
  try {
    const [Component, { hydrateIsland }] = await Promise.all([load(element), loadHydrator()]);
    await nextTask();
    await hydrateIsland(element, Component as ComponentType<object>);
    await replayHeldClick(element);
    return true;
  } catch (error) {
    // One island that cannot load (a chunk lost on a flaky connection) must not stop the others; its
    // buttons are left to the browser from now on (the starter holds no more clicks for it).
    console.error(error);
    element.dataset.islandFailed = "true";
    if (window.islandsHeldClick && element.contains(window.islandsHeldClick)) window.islandsHeldClick = undefined;
    return false;
  } finally {
    hideSpinner();
  }
}

/**
 * Island's when="used" is for an island whose HTML works without its code: a form the browser posts
 * by itself (a mail draft), buttons the browser runs through their commands (`<button command
 * commandfor>`). A browser without commands needs the code of such buttons for the first tap: there
 * an island holding them loads as it comes near, like the others.
 */
const browserRunsCommands = () => "commandForElement" in HTMLButtonElement.prototype;
const reliesOnCommands = (element: HTMLElement) => element.querySelector("[commandfor]") !== null;

/** Signs of a visitor starting to use an island: caught before the click or key does anything. */
const FIRST_USE = ["pointerdown", "focusin", "keydown", "input"] as const;

/**
 * Loads an island on the first pointer, focus, key or input inside it (Island's when="used"). What
 * the visitor types meanwhile stays: hydration adopts the fields as they are. A form sent before the
 * code has taken over (a tap on the send button starts the loading, and the click follows at once)
 * is held and sent again once it has, so the island's own handling (the confirmation) runs; should
 * the code fail to load, the browser sends it by itself as it would have without scripts.
 */
function startOnFirstUse(element: HTMLElement) {
  let held: { form: HTMLFormElement; submitter: HTMLElement | null } | undefined;
  const holdSubmit = (event: SubmitEvent) => {
    if (!(event.target instanceof HTMLFormElement)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held ??= { form: event.target, submitter: event.submitter };
    onUse();
  };
  let started = false;
  const onUse = () => {
    if (started) return;
    started = true;
    for (const type of FIRST_USE) element.removeEventListener(type, onUse, true);
    void start(element).then((hydrated) => {
      element.removeEventListener("submit", holdSubmit, true);
      if (!held) return;
      if (hydrated) held.form.requestSubmit(held.submitter);
      else held.form.submit();
    });
  };
  element.addEventListener("submit", holdSubmit, true);
  for (const type of FIRST_USE) element.addEventListener(type, onUse, true);
  // Used before this script came: the interaction that started it (app/islands/starter.ts) was
  // inside, or the visitor is in one of its fields or has changed one (on a desktop the script starts
  // with the page, and on a slow connection arrives after the first fields are filled in).
  const firstUse = window.islandsFirstUse;
  if (
    (firstUse instanceof Node && element.contains(firstUse)) ||
    element.contains(document.activeElement) ||
    hasChangedField(element)
  ) {
    onUse();
  }
}

/** Whether a field inside has been changed from what the page came with. */
function hasChangedField(element: HTMLElement): boolean {
  for (const field of element.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
    "input, textarea, select",
  )) {
    if (field instanceof HTMLSelectElement) {
      // The option the page came with: the last marked selected, else the first.
      let initial = 0;
      for (const [index, option] of [...field.options].entries()) if (option.defaultSelected) initial = index;
      if (field.selectedIndex !== initial) return true;
    } else if (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio")) {
      if (field.checked !== field.defaultChecked) return true;
    } else if (field.value !== field.defaultValue) return true;
  }
  return false;
}

/**
 * Starts the page's islands, each when it comes near the screen: a phone
 * fetches and runs the code of what it shows (a form just below the hero), not of the
 * desktop menus it hides or the forms and gallery further down, until the
 * visitor gets there. An island marked when="used" works without its code and
 * gets it only once the visitor starts using it. Resolves once the islands
 * near the screen at the start have hydrated.
 */
export async function startIslands(root: ParentNode = document): Promise<void> {
  const elements: HTMLElement[] = [];
  const commands = browserRunsCommands();
  for (const element of root.querySelectorAll<HTMLElement>("[data-island]")) {
    const used = element.dataset.islandWhen === "used" && (commands || !reliesOnCommands(element));
    if (used) startOnFirstUse(element);
    else elements.push(element);
  }
  if (typeof IntersectionObserver === "undefined") {
    await Promise.all(elements.map(start));
    return;
  }
  const islandOf = new Map<Element, HTMLElement>();
  const atStart: Promise<boolean>[] = [];
  // Islands whose first report from the observer has not come yet.
  const unseen = new Set<HTMLElement>();
  let firstReports!: () => void;
  const allReported = new Promise<void>((resolve) => (firstReports = resolve));

  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const element = islandOf.get(entry.target);
        if (!element) continue;
        const first = unseen.delete(element);
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        const started = start(element);
        if (first) atStart.push(started);
      }
      if (unseen.size === 0) firstReports();
    },
    { rootMargin: VISIBLE_MARGIN },
  );
  for (const element of elements) {
    // A display: contents wrapper has no box to observe: watch what it holds. One that renders
    // nothing (the 404 page's console note) starts at once.
    const box = element.firstElementChild;
    if (!box) {
      atStart.push(start(element));
      continue;
    }
    islandOf.set(box, element);
    unseen.add(element);
    observer.observe(box);
  }
  if (unseen.size === 0) firstReports();
  await allReported;
  await Promise.all(atStart);
}
