// What the engine suite's steps share: waiting, finding elements the way a visitor names them, and
// reaching a page whose interactive parts have come alive. Functions passed to page.evaluate/find
// run in the page, so they use only their arguments.
import { readFileSync } from "node:fs";
import path from "node:path";
import { isDeepStrictEqual } from "node:util";
import { expect } from "vitest";
import { publicPages, type PageKey } from "../../app/pages.mjs";
import { CLIENT_DIR, NOT_FOUND_FILE } from "../../scripts/lib/build-paths.mjs";
import { fileOf, NOT_FOUND_PATHS } from "../e2e/built-pages";
import type { EnginePage } from "./engine";

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;
export const WIDTHS = [PHONE, DESKTOP] as const;

/** Each public page's address, by its key in app/pages.mjs. */
export const PATH = Object.fromEntries(publicPages.map((p) => [p.key, p.path])) as Record<PageKey, string>;

/** Every public page (app/pages.mjs) with the file the build made for it, then the 404 page at an unknown address. */
export const PAGES = [
  ...publicPages.map(({ path: urlPath }) => ({ urlPath, file: fileOf(urlPath) })),
  { urlPath: NOT_FOUND_PATHS[0]!, file: NOT_FOUND_FILE },
];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Asks get() until it returns expected (deep equality) or the time is up, then fails showing the last answer. */
export async function until<T>(get: () => Promise<T>, expected: T, message: string, timeout = 10_000): Promise<void> {
  const end = Date.now() + timeout;
  let last: T;
  for (;;) {
    last = await get();
    if (isDeepStrictEqual(last, expected)) return;
    if (Date.now() > end) break;
    await sleep(100);
  }
  expect(last, message).toEqual(expected);
}

/**
 * Loads a page, interacts once (a press of Shift: on a phone the page's script starts on the visitor's
 * first interaction, decision 0018) and waits until the interactive parts on its first screen have hydrated.
 */
export async function gotoHydrated(page: EnginePage, urlPath: string) {
  await page.goto(urlPath);
  await page.press("Shift");
  await until(
    () => page.evaluate(() => document.documentElement.dataset.hydrated ?? null),
    "true",
    `${urlPath}: the page's islands hydrate`,
    30_000,
  );
}

/**
 * Scrolls an island (app/islands) to the middle of the screen, as a visitor would, and waits until it
 * has hydrated. An island that renders nothing has no box to scroll to: it starts with the page.
 */
export async function islandReady(page: EnginePage, name: string) {
  await page.evaluate((island) => {
    const el = document.querySelector(`[data-island="${island}"]`);
    el?.firstElementChild?.scrollIntoView({ block: "center", behavior: "instant" });
  }, name);
  await until(
    () =>
      page.evaluate(
        (island) => document.querySelector(`[data-island="${island}"]`)?.getAttribute("data-hydrated"),
        name,
      ),
    "true",
    `island ${name} hydrates once in view`,
    30_000,
  );
}

/**
 * Every island shown at this width, scrolled into view one by one (except those that load on first use);
 * returns their names.
 */
export async function allIslandsReady(page: EnginePage) {
  const names = await page.evaluate(() =>
    [...document.querySelectorAll("[data-island]:not([data-island-when=used])")]
      .filter((el) => (el.firstElementChild ? el.firstElementChild.checkVisibility() : true))
      .map((el) => el.getAttribute("data-island") ?? ""),
  );
  for (const name of new Set(names)) await islandReady(page, name);
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  return names;
}

/** A visible element matching css whose text (or aria-label) is name; exact, or a prefix with startsWith. */
export function byText(page: EnginePage, css: string, name: string, startsWith = false) {
  return page.find(
    (selector, text, prefix) =>
      [...document.querySelectorAll(selector)].find((el) => {
        const own = (el.getAttribute("aria-label") ?? el.textContent ?? "").replace(/\s+/g, " ").trim();
        return (prefix ? own.startsWith(text) : own === text) && el.checkVisibility();
      }) ?? null,
    css,
    name,
    startsWith,
  );
}

/** The form control whose label starts with label, inside the form named formName. */
export function field(page: EnginePage, formName: string, label: string) {
  return page.find(
    (form, text) => {
      const scope = [...document.querySelectorAll("form")].find(
        (f) =>
          f.getAttribute("aria-label") === form ||
          document.getElementById(f.getAttribute("aria-labelledby") ?? "")?.textContent?.trim() === form,
      );
      const found = [...(scope?.querySelectorAll("label") ?? [])].find((l) =>
        (l.textContent ?? "").replace(/\s+/g, " ").trim().startsWith(text),
      );
      return found?.control ?? null;
    },
    formName,
    label,
  );
}

/** Describes what has focus: its accessible-ish name (aria-label, else text), for comparing with what a step expects. */
export function focusedName(page: EnginePage) {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return null;
    return (el.getAttribute("aria-label") ?? el.textContent ?? "").replace(/\s+/g, " ").trim();
  });
}

/**
 * The text of every h1 in a built page's file (what a visitor without JavaScript and a crawler get),
 * parsed by the engine's own HTML parser.
 */
export function builtHeadings(page: EnginePage, file: string) {
  const html = readFileSync(path.join(CLIENT_DIR, file), "utf8");
  return page.evaluate(
    (text) =>
      [...new DOMParser().parseFromString(text, "text/html").querySelectorAll("h1")].map((h1) =>
        (h1.textContent ?? "").replace(/\s+/g, " ").trim(),
      ),
    html,
  );
}

/** Fails on any error the engine reported for the page. */
export async function expectNoErrors(page: EnginePage, where: string) {
  expect(await page.errors(), `errors on ${where}`).toEqual([]);
}

/** Reads a mailto: address into its recipient, its parameters' names, subject and body lines. */
export function readDraft(href: string | undefined) {
  const url = new URL(href ?? "");
  return {
    to: decodeURIComponent(url.pathname),
    keys: [...url.searchParams.keys()],
    subject: url.searchParams.get("subject"),
    lines: (url.searchParams.get("body") ?? "").split("\r\n"),
  };
}
