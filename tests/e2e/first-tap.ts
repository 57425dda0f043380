// The controls of the site's islands, each as a visitor meets it on a freshly loaded page: no script
// has run yet (a phone runs none before the first interaction, decision 0018), and the first tap or
// Enter must still do what the control says, in every engine (decision 0023). The Chromium spec
// (tests/e2e/first-tap.spec.ts) and the Firefox and WebKit suite (tests/engines/first-tap.test.ts)
// go through the same list. Every function here runs in the page: it uses only its arguments.

export interface FirstTapControl {
  /** The control, as the test names it. */
  name: string;
  /** The control on this page at this width: the first shown, or null where the page has none. */
  find: () => HTMLElement | null;
  /** A tap (a pointer's click on it), or Enter once it has focus, as a keyboard visitor does. */
  how: "tap" | "enter";
  /** What the visitor sees of the control's effect, now. One that takes no control must not need it (it may be gone). */
  effect: (control: HTMLElement) => unknown;
  /** The effect once the control has done what it says; before the tap the effect differs. */
  done: unknown;
  /** A key pressed next, and the effect it has: Escape closes what the control opened. */
  then?: { key: string; done: unknown };
}

export const FIRST_TAP_CONTROLS: FirstTapControl[] = [
  {
    name: "the menu button",
    find: () =>
      [...document.querySelectorAll<HTMLElement>("button[aria-haspopup=dialog][aria-controls=mobile-menu]")].find(
        (button) => button.checkVisibility(),
      ) ?? null,
    how: "tap",
    effect: (button) => {
      const menu = document.getElementById(button.getAttribute("aria-controls") ?? "") as HTMLDialogElement | null;
      const links = [...(menu?.querySelectorAll("nav a") ?? [])];
      // On screen: drawn, and its left edge inside the screen once the panel has slid in.
      const onScreen = (link: Element) => link.checkVisibility() && link.getBoundingClientRect().left >= 0;
      return { open: menu?.open ?? null, linksOnScreen: links.length > 0 && links.every(onScreen) };
    },
    done: { open: true, linksOnScreen: true },
    then: { key: "Escape", done: { open: false, linksOnScreen: false } },
  },
  {
    name: "the first menu of the header",
    find: () =>
      [...document.querySelectorAll<HTMLElement>("nav[aria-label=Main] button[aria-expanded]")].find((button) =>
        button.checkVisibility(),
      ) ?? null,
    how: "enter",
    effect: (button) => button.getAttribute("aria-expanded"),
    done: "true",
    then: { key: "Escape", done: "false" },
  },
  {
    name: "the last menu of the header",
    find: () =>
      [...document.querySelectorAll<HTMLElement>("nav[aria-label=Main] button[aria-expanded]")]
        .filter((button) => button.checkVisibility())
        .at(-1) ?? null,
    how: "enter",
    effect: (button) => button.getAttribute("aria-expanded"),
    done: "true",
    then: { key: "Escape", done: "false" },
  },
  {
    name: "a question of the FAQ",
    find: () => [...document.querySelectorAll<HTMLElement>(".faq button")].find((b) => b.checkVisibility()) ?? null,
    how: "tap",
    effect: (button) => {
      const answer = document.getElementById(button.getAttribute("aria-controls") ?? "");
      return {
        expanded: button.getAttribute("aria-expanded"),
        answerShown: answer !== null && answer.checkVisibility() && answer.getBoundingClientRect().height > 0,
      };
    },
    done: { expanded: "true", answerShown: true },
  },
  {
    name: "a gallery's Next slide arrow",
    find: () =>
      [...document.querySelectorAll<HTMLElement>("button[aria-label='Next slide']")].find((button) => {
        const slides = button.getAttribute("aria-controls");
        // Only where there is a next slide to go to.
        return button.checkVisibility() && document.querySelectorAll(`button[aria-controls="${slides}"]`).length > 3;
      }) ?? null,
    how: "tap",
    effect: (button) =>
      document
        .querySelector(
          `[aria-label="Choose a slide"] button[aria-controls="${button.getAttribute("aria-controls")}"][aria-current=true]`,
        )
        ?.getAttribute("aria-label") ?? null,
    done: "Go to slide 2",
  },
  {
    name: "a photo of a gallery",
    find: () =>
      [...document.querySelectorAll<HTMLElement>("button[data-photo-index]")].find((button) => {
        const box = button.getBoundingClientRect();
        // A photo of the slide in view, not one waiting beside it in the carousel.
        return button.checkVisibility() && box.left >= 0 && box.right <= innerWidth;
      }) ?? null,
    how: "tap",
    effect: () => document.querySelectorAll("dialog[open] img").length > 0,
    done: true,
  },
  {
    name: "a filter of the gallery",
    find: () =>
      [...document.querySelectorAll<HTMLElement>("[role=group][aria-label='Filter projects'] button")].find(
        (button) => button.getAttribute("aria-pressed") === "false" && button.checkVisibility(),
      ) ?? null,
    how: "tap",
    effect: (button) => button.getAttribute("aria-pressed"),
    done: "true",
  },
  {
    name: "a town of the service area",
    find: () =>
      [...document.querySelectorAll<HTMLElement>("[data-island=ServiceAreaSection] button[aria-pressed]")].find(
        (button) => button.getAttribute("aria-pressed") === "false" && button.checkVisibility(),
      ) ?? null,
    how: "tap",
    effect: (button) => button.getAttribute("aria-pressed"),
    done: "true",
  },
  {
    name: "Show map",
    find: () =>
      [...document.querySelectorAll<HTMLElement>("button")].find(
        (button) => (button.textContent ?? "").trim().startsWith("Show map") && button.checkVisibility(),
      ) ?? null,
    how: "tap",
    effect: () => document.querySelector("iframe[title^='Map of']") !== null,
    done: true,
  },
  {
    name: "the button that goes to the estimate form",
    find: () =>
      [...document.querySelectorAll<HTMLElement>("[data-island=EstimateJumpButton] button")].find((button) =>
        button.checkVisibility(),
      ) ?? null,
    how: "tap",
    effect: () => {
      const focused = document.activeElement;
      return focused instanceof HTMLInputElement && focused.form !== null;
    },
    done: true,
  },
];
