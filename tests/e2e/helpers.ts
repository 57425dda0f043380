import { expect, type Locator, type Page } from "@playwright/test";
import axe from "axe-core";
import { loadContent } from "../../app/content/load";
import { contentPages, pageKinds } from "../../app/pageKinds.mjs";
import { publicPages } from "../../app/pages.mjs";

/**
 * The visitor's first interaction, which starts the page's script on a phone (decision 0018): a press
 * of Shift, which changes nothing on the page.
 */
export async function firstInteraction(page: Page) {
  await page.keyboard.press("Shift");
}

/**
 * Loads a page, interacts once (on a phone nothing runs before that) and waits until the interactive
 * parts on its first screen have hydrated, so clicks are not lost.
 */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await firstInteraction(page);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  return response;
}

/**
 * Brings an island (app/islands) near the screen, as a visitor scrolling there would, and waits
 * until its code has loaded and hydrated it. Islands further down load only then.
 */
export async function islandReady(page: Page, name: string, nth = 0) {
  const island = page.locator(`[data-island="${name}"]`).nth(nth);
  await island.evaluate((el) => (el.firstElementChild ?? el).scrollIntoView({ block: "center" }));
  await expect(island).toHaveAttribute("data-hydrated", "true");
  return island;
}

/**
 * islandReady for every island shown at this width (the others, such as the desktop menus on a phone, never load),
 * except those that load on first use (Island's when="used"): they work without their code.
 */
export async function allIslandsReady(page: Page) {
  const islands = page.locator("[data-island]:not([data-island-when=used])");
  for (let i = 0; i < (await islands.count()); i++) {
    const shown = await islands.nth(i).evaluate((el) => el.firstElementChild?.checkVisibility() ?? true);
    if (shown) await islandReady(page, (await islands.nth(i).getAttribute("data-island"))!, 0);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** Runs axe (WCAG 2.x A/AA rules) on the page as it is now and fails on any violation. */
export async function expectNoAxeViolations(
  page: Page,
  context = "",
  /** Only these parts (CSS selectors), and rules left out: for a page of which the project writes only parts. */
  scope: { include?: string[]; disableRules?: string[] } = {},
) {
  // Parts drawn only near the screen (content-visibility: auto: the footer) keep a stand-in box while
  // far from it, of the size they had at the last width: after a resize their text can lie outside
  // their own box, over the page's white instead of the dark footer a visitor sees it on, and axe
  // reads those boxes for each text's background. So each such part is drawn for the checks (first:
  // drawn, it moves what follows it), and left as it was after them.
  const drawn = await page.evaluate(() => {
    const parts = [...document.querySelectorAll<HTMLElement>("*")].filter(
      (el) => getComputedStyle(el).contentVisibility === "auto",
    );
    for (const el of parts) el.style.setProperty("content-visibility", "visible");
    (window as unknown as { drawnForAxe?: HTMLElement[] }).drawnForAxe = parts;
    return parts.length;
  });
  // A section scrolled into view is revealed by an IntersectionObserver callback, which runs with the
  // next rendering update: let two frames pass, so no fade starts after the checks below.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  // A section caught halfway through its fade-in has half-transparent text: wait until fades have settled.
  await page.waitForFunction(() =>
    [...document.querySelectorAll(".reveal, .hero-enter")].every((el) =>
      ["0", "1"].includes(getComputedStyle(el).opacity),
    ),
  );
  // A button caught halfway through its hover colour change (a click leaves the pointer on it) is
  // neither colour: wait until running transitions have ended. Transitions only: they all end.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // evaluate() is not subject to the page's Content-Security-Policy, unlike an injected <script>. Once
  // per document: its 0.5 MB of source is sent and compiled again for nothing on a second check.
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axe.source);
  const violations = await page.evaluate(async ({ include, disableRules }) => {
    const result = await (window as unknown as { axe: typeof axe }).axe.run(include ? { include } : document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"] },
      rules: Object.fromEntries((disableRules ?? []).map((rule) => [rule, { enabled: false }])),
    });
    return result.violations.map((v) => ({
      id: v.id,
      help: v.help,
      nodes: v.nodes.slice(0, 5).map((n) => n.target.join(" ")),
    }));
  }, scope);
  if (drawn)
    await page.evaluate(() => {
      const w = window as unknown as { drawnForAxe?: HTMLElement[] };
      for (const el of w.drawnForAxe ?? []) el.style.removeProperty("content-visibility");
      delete w.drawnForAxe;
    });
  expect(violations, `axe violations ${context}`).toEqual([]);
}

/** Collects console errors and uncaught exceptions for the life of the page. */
export function collectErrors(page: Page) {
  const errors: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") errors.push(msg.text());
  });
  page.on("pageerror", (err) => errors.push(err.message));
  return errors;
}

/** Records the path of every script the page requests, for the life of the page. */
export function collectScriptRequests(page: Page) {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

/**
 * Holds back every request matching url (a chunk, the video), as a slow connection would, until
 * release() is called; requested() tells whether one has come yet.
 */
export async function holdRequests(page: Page, url: string | RegExp) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let requested = false;
  await page.route(url, async (route) => {
    requested = true;
    await held;
    await route.continue();
  });
  return { release, requested: () => requested };
}

/** Fills every field of the contact page's quote form (State keeps its default, MS) with one sample visitor. */
export async function fillQuote(form: Locator, message: string) {
  await form.getByLabel(/^First Name/).fill("Jane");
  await form.getByLabel(/^Last Name/).fill("O'Brien");
  await form.getByLabel(/^Email/).fill("jane@example.org");
  await form.getByLabel(/^Phone/).fill("662-555-0111");
  await form.getByLabel(/^Street Address/).fill("12 Oak St #4");
  await form.getByLabel(/^City/).fill("Southaven");
  await form.getByLabel(/^ZIP Code/).fill("38671");
  await form.getByLabel("Message").fill(message);
}

const content = loadContent();

/** Each public page with the heading it opens with: its heading in content/pages.yml. */
export const PAGES = publicPages.map((page) => ({
  ...page,
  h1: content.pages[page.key].heading,
}));

/**
 * Each page made from the content in use (app/pageKinds.mjs), with its kind's budgets and the
 * heading it opens with: its item's name (an offering's title).
 */
export const CONTENT_PAGES = contentPages(content).map((page) => ({
  ...page,
  h1: page.name,
  budgets: pageKinds.find((kind) => kind.key === page.kind)!.budgets,
}));

/** The first page of each kind the content has: the one a costly check (budgets, set-up notice) measures. */
export const ONE_PAGE_OF_EACH_KIND = pageKinds.flatMap(
  (kind) => CONTENT_PAGES.find((page) => page.kind === kind.key) ?? [],
);

/** Every page with a canonical address, in the sitemap's order: the public pages, then those made from content. */
export const INDEXED_PAGES: { path: string; h1: string }[] = [...PAGES, ...CONTENT_PAGES];

/**
 * The forms' headings (their accessible names) and send buttons, from the content in use
 * (content/pages.yml): the estimate form of / and /fences, the gallery's and the quote form.
 */
export const FORM_TEXTS = {
  estimate: { form: content.pages.everyPage.estimateFormHeading, button: content.pages.everyPage.estimateFormButton },
  gallery: {
    form: content.pages.gallery.formHeading,
    button: content.pages.gallery.formButton,
  },
  quote: { form: content.pages.contact.formHeading, button: content.pages.contact.formButton },
};

/** The 404 page's and the request-sent page's words (content/pages.yml). */
export const NOT_FOUND_TEXTS = content.pages.notFound;
export const THANK_YOU_TEXTS = content.pages.thankYou;

export const PHONE_WIDTH = { width: 390, height: 844 };
export const DESKTOP_WIDTH = { width: 1280, height: 800 };

/** A text as React writes it into the HTML. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" })[c]!);

/** A text as a regular expression that matches exactly it. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
