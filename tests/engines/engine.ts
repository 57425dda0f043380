// One page API over two engines, so every step of the suite runs the same in both:
// Firefox ESR through puppeteer-core over WebDriver BiDi, and WebKitGTK (MiniBrowser) through
// WebKitWebDriver and the small W3C client in webdriver.ts. tests/run/engines.mjs starts the server
// and the WebKit driver, and says which engine this run is for and where the site is served from
// (ENGINE, ENGINE_BASE_URL, WEBDRIVER_URL, ENGINES_HOST).
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import puppeteer, { type Browser, type ElementHandle, type JSHandle, type Page } from "puppeteer-core";
import { WebDriverSession, type ElementRef } from "./webdriver";

export type EngineName = "firefox" | "webkit";

/** An element found in the page: pass it back to click, type or choose. */
export type Handle = ElementHandle<Element> | ElementRef;

/** A function run in the page. It must not use anything from this file: only its arguments. */
type PageFunction<A extends unknown[], R> = (...args: A) => R | Promise<R>;

export interface EnginePage {
  readonly engine: EngineName;
  /** Loads a path of the site and waits for its load event. */
  goto(urlPath: string): Promise<void>;
  /** The address shown now. */
  url(): Promise<string>;
  evaluate<A extends unknown[], R>(fn: PageFunction<A, R>, ...args: A): Promise<R>;
  /** The element fn returns (null: none), for click, type and choose. */
  find<A extends unknown[]>(fn: PageFunction<A, Element | null>, ...args: A): Promise<Handle>;
  /** A visitor's click in the middle of the element (scrolled into view first). */
  click(element: Handle): Promise<void>;
  /** A mouse click at a point of the viewport. */
  clickAt(x: number, y: number): Promise<void>;
  /** Types text into the element, key by key, as a visitor would. */
  type(element: Handle, text: string): Promise<void>;
  /** Chooses the option with this text in a <select>, as a visitor would pick it. */
  choose(select: Handle, optionText: string): Promise<void>;
  /** Presses keys on whatever has focus ("Tab", "Escape", "Enter", "ArrowRight", "Space" or one character). */
  press(...keys: string[]): Promise<void>;
  /** Shift+Tab. */
  pressShiftTab(): Promise<void>;
  /** Sets the size of the page's viewport (CSS pixels). */
  setViewport(width: number, height: number): Promise<void>;
  screenshot(file: string): Promise<void>;
  /** Uncaught errors and console errors since the last goto, as far as the engine reports them (see errorWatch). */
  errors(): Promise<string[]>;
  /**
   * The mailto: drafts the page has handed to the mail app since the last goto. Firefox: its mail
   * handler is set to a recording address this suite answers, so the page stays, as with a mail app.
   * WebKit (MiniBrowser has no mail handler and replaces the page): the address the page went to;
   * then it goes back to the page, which WebKit's back/forward cache restores as the visitor left it.
   */
  mailDrafts(): Promise<string[]>;
  close(): Promise<void>;
}

/**
 * Which engine this run is for, where the site and the WebKit driver are, and whether the site is on
 * Cloudflare's runtime (ENGINES_HOST=workers: the Worker of the site's inbox, over HTTPS with wrangler's
 * self-signed certificate) rather than the project's own server.
 */
export function runSettings() {
  const engine = process.env.ENGINE as EngineName | undefined;
  const baseUrl = process.env.ENGINE_BASE_URL;
  if ((engine !== "firefox" && engine !== "webkit") || !baseUrl) {
    throw new Error("Run the engine suite with `node tests/run/engines.mjs` (it sets ENGINE and ENGINE_BASE_URL).");
  }
  return {
    engine,
    baseUrl,
    webdriverUrl: process.env.WEBDRIVER_URL ?? "",
    onWorker: process.env.ENGINES_HOST === "workers",
  };
}

/**
 * The path Firefox's mail handler opens with the draft; the suite records the request and answers it
 * itself, so the page stays as a mail app would leave it.
 */
const DRAFT_RECORDER_PATH = "/__engine-suite-mail-draft";

type Box = { x: number; y: number; width: number; height: number; moving: boolean };

/**
 * Brings an element to the middle of the screen at once, and reads its box. Runs in the page. A
 * section still hidden before its fade-in, or sliding in (app/lib/reveal.ts), is moving: its box
 * is not where a tap would find it yet.
 */
function centreAndMeasure(element: Element): Box {
  element.scrollIntoView({ block: "center", behavior: "instant" });
  const { x, y, width, height } = element.getBoundingClientRect();
  const section = element.closest(".reveal");
  const moving =
    section !== null &&
    (document.documentElement.hasAttribute("data-reveals") && section.getAttribute("data-revealed") === "false"
      ? true
      : section.getAnimations().length > 0);
  return { x, y, width, height, moving };
}

/**
 * The element's box once it has stopped moving (a panel sliding in, a section growing above it), as a
 * visitor waits for it before tapping; after 3 s, wherever it is then. Polled from here, not in the
 * page, so it works with JavaScript off.
 */
async function settledBox(measure: (fn: (element: Element) => Box) => Promise<Box>): Promise<Box> {
  let last = await measure(centreAndMeasure);
  for (const end = Date.now() + 3_000; Date.now() < end;) {
    await new Promise((resolve) => setTimeout(resolve, 80));
    const now = await measure(centreAndMeasure);
    if (!now.moving && JSON.stringify(now) === JSON.stringify(last)) return now;
    last = now;
  }
  return last;
}

/** Whether the point (x, y) of the window shows the element (or one inside it). Runs in the page. */
function showsAt(element: Element, x: number, y: number): boolean {
  const hit = document.elementFromPoint(x, y);
  return hit !== null && element.contains(hit);
}

/**
 * The element's box once the middle of it shows the element, measured again between tries; after
 * 5 s, the box as it is then. For a moment after a page has loaded, Firefox finds nothing but <html>
 * at any point (measured on /admin: about 0.2 s, longer on a busy machine), though the page has laid
 * its elements out: a mouse click then reaches no element at all. A visitor clicks what is shown.
 */
async function shownBox(
  box: Box,
  shows: (x: number, y: number) => Promise<boolean>,
  measure: () => Promise<Box>,
): Promise<Box> {
  for (const end = Date.now() + 5_000; ; box = await measure()) {
    if ((await shows(box.x + box.width / 2, box.y + box.height / 2)) || Date.now() > end) return box;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Opens the engine. javaScript: false starts Firefox with JavaScript off (WebKit: not offered). */
export async function openEngine({ javaScript = true } = {}): Promise<EnginePage> {
  const { engine, baseUrl, webdriverUrl, onWorker } = runSettings();
  // The local certificate of Cloudflare's runtime is self-signed: trusted on the Worker only.
  if (engine === "firefox") return openFirefox(baseUrl, javaScript, onWorker);
  if (!javaScript) throw new Error("JavaScript-off runs are for Firefox");
  return openWebKit(baseUrl, webdriverUrl, onWorker);
}

async function openFirefox(baseUrl: string, javaScript: boolean, acceptInsecureCerts: boolean): Promise<EnginePage> {
  const profile = mkdtempSync(path.join(os.tmpdir(), "engine-firefox-"));
  // The mail app: a web mail handler on a recording address (action 2: use this handler, do not ask).
  writeFileSync(
    path.join(profile, "handlers.json"),
    JSON.stringify({
      defaultHandlersVersion: {},
      mimeTypes: {},
      schemes: {
        mailto: {
          action: 2,
          ask: false,
          handlers: [{ name: "Draft recorder", uriTemplate: `${baseUrl}${DRAFT_RECORDER_PATH}?draft=%s` }],
        },
      },
    }),
  );
  const browser: Browser = await puppeteer.launch({
    browser: "firefox",
    executablePath: "/usr/bin/firefox-esr",
    headless: true,
    userDataDir: profile,
    extraPrefsFirefox: { "javascript.enabled": javaScript },
    acceptInsecureCerts,
  });
  // A tab of its own: the first tab of a headless Firefox does not have the focus (document.hasFocus() is
  // false), and there keys reach the page but Enter on a button does nothing.
  const page: Page = await browser.newPage();
  let errors: Promise<string>[] = [];
  let drafts: string[] = [];
  page.on("pageerror", (error) =>
    errors.push(Promise.resolve(`uncaught: ${(error as Error).message ?? String(error)}`)),
  );
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    // An Error passed to console.error reaches BiDi as a handle: ask the page for its message and stack.
    const parts = message
      .args()
      .map((arg) =>
        arg
          .evaluate((value) => (value instanceof Error ? `${value.message} ${value.stack ?? ""}` : String(value)))
          .catch(() => JSON.stringify(arg.remoteObject())),
      );
    errors.push(
      Promise.all(parts).then(
        (texts) =>
          `console: ${texts.join(" ") || message.text()} ${JSON.stringify(message.location())} ${message.args().length}`,
      ),
    );
  });
  await page.setRequestInterception(true);
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname === DRAFT_RECORDER_PATH) {
      drafts.push(url.searchParams.get("draft") ?? "");
      // 204 No Content: the browser stays on the page, as it does when a mail app takes the draft.
      void request.respond({ status: 204 });
    } else void request.continue();
  });

  const el = (handle: Handle) => handle as ElementHandle<Element>;
  return {
    engine: "firefox",
    async goto(urlPath) {
      // Leave the last page first, so what it reports while unloading is not counted against this one.
      await page.goto("about:blank");
      errors = [];
      drafts = [];
      await page.goto(baseUrl + urlPath, { waitUntil: "load" });
    },
    url: async () => page.url(),
    evaluate: (fn, ...args) => page.evaluate(fn as never, ...(args as unknown as never[])) as never,
    async find(fn, ...args) {
      const handle = (await page.evaluateHandle(fn as never, ...(args as unknown as never[]))) as JSHandle<unknown>;
      const element = handle.asElement();
      if (!element) throw new Error(`no element for ${fn.toString().slice(0, 200)}`);
      return element as ElementHandle<Element>;
    },
    async click(handle) {
      // Brought into plain view first (not under the fixed header), as a visitor would, then a mouse
      // click on its middle once that point shows the element, as in WebKit. (ElementHandle.click
      // waits on an IntersectionObserver in the page, which never answers with JavaScript off.)
      const measure = (fn: (element: Element) => Box) => el(handle).evaluate(fn);
      const box = await shownBox(
        await settledBox(measure),
        (x, y) => el(handle).evaluate(showsAt, x, y),
        () => measure(centreAndMeasure),
      );
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    },
    clickAt: (x, y) => page.mouse.click(x, y),
    type: (handle, text) => el(handle).type(text),
    async choose(handle, optionText) {
      const value = await el(handle).evaluate(
        (select, text) => [...(select as HTMLSelectElement).options].find((o) => o.text === text)?.value ?? null,
        optionText,
      );
      if (value === null) throw new Error(`no option ${optionText}`);
      await (handle as ElementHandle<HTMLSelectElement>).select(value);
    },
    async press(...keys) {
      for (const key of keys) await page.keyboard.press(key === "Space" ? " " : (key as never));
    },
    async pressShiftTab() {
      await page.keyboard.down("Shift");
      await page.keyboard.press("Tab");
      await page.keyboard.up("Shift");
    },
    setViewport: (width, height) => page.setViewport({ width, height }),
    async screenshot(file) {
      await page.screenshot({ path: file as `${string}.png` });
    },
    errors: () => Promise.all(errors),
    mailDrafts: async () => [...drafts],
    async close() {
      await browser.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/**
 * WebDriver cannot run a script before the page's own, so this listener is installed once a page has
 * loaded: it catches what goes wrong after that (islands hydrating as they come into view, every
 * click and key), not an error thrown while the page's first scripts ran. The page's own
 * data-hydrated flags, which the steps wait for, show that those ran to their end.
 */
function errorWatch() {
  const w = window as unknown as { __engineErrors?: string[] };
  if (w.__engineErrors) return;
  const errors: string[] = (w.__engineErrors = []);
  window.addEventListener("error", (event) => errors.push(`uncaught: ${event.message}`));
  window.addEventListener("unhandledrejection", (event) => errors.push(`unhandled rejection: ${String(event.reason)}`));
}

async function openWebKit(baseUrl: string, webdriverUrl: string, acceptInsecureCerts: boolean): Promise<EnginePage> {
  const session = await WebDriverSession.start(webdriverUrl, {
    browserName: "MiniBrowser",
    "webkitgtk:browserOptions": {
      binary: "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser",
      args: ["--automation"],
    },
    ...(acceptInsecureCerts ? { acceptInsecureCerts: true } : {}),
  });
  await session.setTimeouts({ script: 30_000, pageLoad: 60_000 });
  const run = <R>(fn: PageFunction<unknown[], R>, args: unknown[]) =>
    session.execute(`return (${fn.toString()}).apply(null, arguments);`, args) as Promise<R>;
  let errorsBefore: string[] = [];
  let drafts: string[] = [];

  const page: EnginePage = {
    engine: "webkit",
    async goto(urlPath) {
      errorsBefore = [];
      drafts = [];
      await session.navigate(baseUrl + urlPath);
      await run(errorWatch, []);
    },
    url: () => session.currentUrl(),
    evaluate: (fn, ...args) => run(fn as PageFunction<unknown[], never>, args),
    async find(fn, ...args) {
      const found = await run(fn as PageFunction<unknown[], ElementRef | null>, args);
      if (!found) throw new Error(`no element for ${fn.toString().slice(0, 200)}`);
      return found;
    },
    async click(handle) {
      // WebDriver scrolls an element only until it shows at the bottom edge, where the phone layout's
      // fixed bottom bar covers it; a visitor would bring it further up first.
      const box = await settledBox((fn) => run(fn as PageFunction<unknown[], Box>, [handle]));
      // A mouse click on the middle of the box as it stands, as in Firefox, when that point shows the
      // element. (WebDriver's element click scrolls again first: inside the gallery's carousel, whose
      // slides move by transforms, that once landed on the next photo.)
      const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
      const onTop = await run(
        (element, px, py) => {
          const hit = document.elementFromPoint(px as number, py as number);
          return hit !== null && (element as Element).contains(hit);
        },
        [handle, x, y],
      );
      if (onTop) return session.clickAt(x, y);
      // Covered at that point: WebDriver refuses a click on an element that moves or is covered at that
      // moment (a transition under way); a visitor's click would wait for it to settle too.
      for (let attempt = 1; ; attempt++) {
        try {
          await session.click(handle as ElementRef);
          return;
        } catch (error) {
          if (attempt >= 5 || !/not interactable|click intercepted/.test(String(error))) throw error;
          await new Promise((resolve) => setTimeout(resolve, 300));
        }
      }
    },
    clickAt: (x, y) => session.clickAt(x, y),
    type: (handle, text) => session.sendKeys(handle as ElementRef, text),
    async choose(handle, optionText) {
      // WebDriver's click on an <option> selects it, as picking it from the list does.
      const option = await run(
        (select, text) => {
          (select as HTMLSelectElement).scrollIntoView({ block: "center", behavior: "instant" });
          return [...(select as HTMLSelectElement).options].find((o) => o.text === text) ?? null;
        },
        [handle, optionText],
      );
      if (!option) throw new Error(`no option ${optionText}`);
      await session.click(option as unknown as ElementRef);
    },
    press: (...keys) => session.pressKeys(keys),
    pressShiftTab: () => session.pressChord("Shift", "Tab"),
    async setViewport(width, height) {
      // WebDriver sizes the window; the viewport is that less the window's own bars. The page sees the
      // new size a moment after the driver answers: wait for it before measuring again.
      const viewport = () => run(() => `${window.innerWidth}x${window.innerHeight}`, []);
      const wanted = `${width}x${height}`;
      let size = await viewport();
      for (let attempt = 0; attempt < 4 && size !== wanted; attempt++) {
        const [innerWidth, innerHeight] = size.split("x").map(Number) as [number, number];
        const rect = await session.windowRect();
        await session.setWindowRect({
          width: rect.width + width - innerWidth,
          height: rect.height + height - innerHeight,
        });
        for (const end = Date.now() + 2_000; Date.now() < end;) {
          const now = await viewport();
          if (now !== size) {
            size = now;
            break;
          }
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        // A resize can come in steps: settle before judging.
        await new Promise((resolve) => setTimeout(resolve, 100));
        size = await viewport();
      }
      if (size !== wanted) throw new Error(`WebKit viewport is ${size}, not ${wanted}`);
    },
    async screenshot(file) {
      writeFileSync(file, await session.screenshot());
    },
    async errors() {
      const now = await run(() => (window as unknown as { __engineErrors?: string[] }).__engineErrors ?? [], []).catch(
        () => [] as string[],
      );
      return [...errorsBefore, ...now];
    },
    async mailDrafts() {
      const url = await session.currentUrl();
      if (url.startsWith("mailto:")) {
        drafts.push(url);
        await session.back();
        await run(errorWatch, []);
      }
      return [...drafts];
    },
    close: () => session.quit(),
  };
  return page;
}
