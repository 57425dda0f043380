import { expect, test, type Browser, type Page } from "@playwright/test";
import { SAMPLE_CONTENT_DIR } from "../../app/content/dir.mjs";
import { loadContent } from "../../app/content/load";
import { notFoundPage } from "../../app/pages.mjs";
import { NEAR_SCREEN_PX } from "../../app/islands/schedule";
import { NOT_FOUND_PATHS } from "./built-pages";
import { CONTENT_PAGES, DESKTOP_WIDTH, ONE_PAGE_OF_EACH_KIND, PAGES, PHONE_WIDTH } from "./helpers";
import {
  compressedSize,
  gzipSize,
  inlineStyles,
  kb,
  loadFirstView,
  recordResponses,
  sum,
  type Loaded,
} from "./page-weight";

// Byte budgets, compressed (see page-weight.ts for how bytes are counted).
// 1 KB = 1024 bytes.
const BUDGET = {
  js: 130 * 1024,
  css: 20 * 1024,
  html: 60 * 1024,
  homeTotal: 400 * 1024,
};

// Lighthouse's own emulated devices, so these figures match what `npm run bench` loads.
const DEVICES = {
  phone: { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1350, height: 940 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false },
} as const;

function report(name: string, description: string) {
  test.info().annotations.push({ type: name, description });
  console.log(`${name}: ${description}`);
}

test.describe("byte budgets (first view, no interaction)", () => {
  for (const { path } of [...PAGES, ...CONTENT_PAGES]) {
    test(`${path}: JS ≤ 130 KB, CSS ≤ 20 KB, HTML ≤ 60 KB compressed`, async ({ page }) => {
      const loaded = await loadFirstView(page, path);
      const documents = loaded.filter((item) => item.kind === "html");
      expect(documents, "exactly one HTML document").toHaveLength(1);
      const [document] = documents;

      const js = sum(loaded, "js");
      // The site inlines its CSS into the HTML <style>; count that text on its own plus any stylesheet file.
      const css = compressedSize(Buffer.from(inlineStyles(document!.body.toString("utf8")))) + sum(loaded, "css");
      const html = document!.compressed;
      const scripts = loaded.filter((item) => item.kind === "js").length;
      report(
        `budget ${path}`,
        `JS ${kb(js)} in ${scripts} files (≤ 130), CSS ${kb(css)} (≤ 20), HTML ${kb(html)} (≤ 60), ` +
          `HTML raw ${kb(document!.raw)}`,
      );

      expect(js, `JavaScript on ${path}`).toBeLessThanOrEqual(BUDGET.js);
      expect(css, `CSS on ${path}`).toBeLessThanOrEqual(BUDGET.css);
      expect(html, `HTML of ${path}`).toBeLessThanOrEqual(BUDGET.html);
    });
  }

  for (const [device, options] of Object.entries(DEVICES)) {
    test.describe(`on a ${device}`, () => {
      test.use(options);

      test(`/ first view transfers ≤ 400 KB in all`, async ({ page }) => {
        const loaded = await loadFirstView(page, "/");
        const total = sum(loaded);
        const byKind = (["html", "js", "css", "font", "image", "other"] as const)
          .map((kind) => `${kind} ${kb(sum(loaded, kind))}`)
          .join(", ");
        report(`budget / ${device}`, `total ${kb(total)} in ${loaded.length} responses (≤ 400): ${byKind}`);
        expect(total, `first view of / on a ${device}`).toBeLessThanOrEqual(BUDGET.homeTotal);
      });
    });
  }
});

// The script a page fetches at load and on first use of each of its islands, in bytes compressed as
// above, by page and screen width. Each island's code, and the sections of the content it reads, load
// when it hydrates, never later: its first use. An island that brings others near the screen with it
// counts theirs too. The figures are in docs/performance-budgets.md (scripts/measure/script-weight.mjs prints
// them); each budget (a page's record in app/pages.mjs, `budgets`) is its figure plus 5%, rounded up
// to 100 bytes, for the shipped content. Content
// that holds more (longer lists, longer texts) adds what its sections weigh beyond the shipped ones':
// the budgets hold the site's code, and the owner's words grow it by their own weight only.
// The figure at load holds the islands near the first screen in the shipped content's layout (those
// with no first-use budget). Other content lays the page out otherwise: an island with a first-use
// budget that is near the first screen there hydrates at load, and the budget at load grows by its
// first-use budget, so the figures follow the content and the layout, never the machine.
const BUDGETS: Record<string, { atLoad: Record<Width, number>; firstUse: Record<Width, Record<string, number>> }> = {
  ...Object.fromEntries([...PAGES, ...ONE_PAGE_OF_EACH_KIND].map((page) => [page.path, page.budgets])),
  "404": notFoundPage.budgets,
};
const SCRIPT_AT_LOAD = Object.fromEntries(Object.entries(BUDGETS).map(([label, { atLoad }]) => [label, atLoad]));
const SCRIPT_ON_FIRST_USE = Object.fromEntries(
  Object.entries(BUDGETS).map(([label, { firstUse }]) => [label, firstUse]),
);

const WIDTHS = { phone: PHONE_WIDTH, desktop: DESKTOP_WIDTH } as const;
type Width = keyof typeof WIDTHS;

/** Something an island may focus: its first use for an island marked when="used". */
const FOCUSABLE = "a[href], button, input, select, textarea, [tabindex]";

const islandStates = (page: Page) =>
  page.locator("[data-island]").evaluateAll(
    (elements, margin) =>
      elements.map((el) => {
        const box = el.firstElementChild;
        const rect = box?.getBoundingClientRect();
        return {
          name: (el as HTMLElement).dataset.island!,
          used: (el as HTMLElement).dataset.islandWhen === "used",
          shown: box?.checkVisibility() ?? true,
          hydrated: (el as HTMLElement).dataset.hydrated === "true",
          // Within the scheduler's margin of the screen as the page lies now; one with no box starts at once.
          near: !box || (box.checkVisibility() && rect!.top < innerHeight + margin && rect!.bottom > -margin),
        };
      }),
    NEAR_SCREEN_PX,
  );

/**
 * A fresh browser context (empty cache) with the page loaded, its first screen's islands hydrated (on
 * a desktop; a phone runs no script before the visitor's first interaction, decision 0018) and the
 * network quiet, and what it fetched until then.
 */
async function loadSettled(browser: Browser, width: Width, path: string) {
  const context = await browser.newContext({ viewport: WIDTHS[width] });
  // Only script is counted here: pictures, fonts and video stay away, which keeps each load short.
  await context.route(/\.(avif|webp|jpe?g|png|svg|ico|woff2|mp4|webm)(\?|$)/, (route) => route.abort());
  const page = await context.newPage();
  const recording = recordResponses(page);
  await page.goto(path);
  if (width === "desktop") {
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: 30_000 });
  }
  await recording.quiet();
  return { context, page, loaded: await recording.stop() };
}

/** The content as shipped (the frozen sample the figures were measured on) and as in use (content/, or CONTENT_DIR). */
const SHIPPED = loadContent(SAMPLE_CONTENT_DIR);
const IN_USE = loadContent();

/** A section of the content as data, Brotli-compressed: how much its module weighs. */
const sectionWeight = (content: ReturnType<typeof loadContent>, section: string) =>
  compressedSize(Buffer.from(JSON.stringify((content as Record<string, unknown>)[section] ?? null)));

/**
 * How much more the content sections among `files` weigh in the content in use than in the shipped
 * content (the build names each section's module content-<section>-<hash>.js): 0 for the shipped content.
 */
function contentGrowth(files: readonly string[]): number {
  return files
    .map((file) => /(?:^|\/)content-(\w+)-[\w-]+\.js$/.exec(file)?.[1])
    .filter((section): section is string => section !== undefined)
    .reduce(
      (total, section) => total + Math.max(0, sectionWeight(IN_USE, section) - sectionWeight(SHIPPED, section)),
      0,
    );
}

/** The script among the responses, as a row of the table (raw, gzip and Brotli bytes, files). */
function scriptRow(page: string, width: Width, what: string, loaded: Loaded[]) {
  const scripts = loaded.filter((item) => item.kind === "js");
  const row = {
    page,
    width,
    what,
    files: scripts.map((item) => item.url.replace(/^\/assets\//, "")),
    raw: scripts.reduce((total, item) => total + item.raw, 0),
    gzip: scripts.reduce((total, item) => total + gzipSize(item.body), 0),
    brotli: sum(scripts),
  };
  test.info().annotations.push({ type: "script", description: JSON.stringify(row) });
  console.log(
    `script ${page} ${width} ${what}: ${row.brotli} B brotli, ${row.gzip} B gzip, ${row.raw} B raw (${row.files.join(" ")})`,
  );
  return row;
}

/** Texts of sections of the content that no island reads (the reviews, the process steps): they are in the HTML only. */
const PRERENDER_ONLY_TEXTS = (({ reviews, process }) => [
  ...reviews.map((review) => review.text),
  ...process.map((step) => step.description),
])(loadContent());

/** The longest run of a text without quotes or other characters a bundler may escape: how it reads in code. */
const plainRun = (text: string) =>
  (text.match(/[\w ,.]+/g) ?? [text]).reduce((longest, run) => (run.length > longest.length ? run : longest), "");

/** No script the page fetched holds a section of the content that no island reads. */
function expectNoSectionsNoIslandReads(loaded: Loaded[]) {
  for (const script of loaded.filter((item) => item.kind === "js")) {
    const code = script.body.toString("utf8");
    const found = PRERENDER_ONLY_TEXTS.filter((text) => code.includes(plainRun(text)));
    expect(found, `content no island reads, in ${script.url}`).toEqual([]);
  }
}

test.describe("script at load and on first use of each island", () => {
  // One fresh page per island, so each figure counts what that island alone adds to the page as loaded.
  test.describe.configure({ timeout: 240_000 });

  // Each public page, one page of each kind made from content (its pages share one layout), the 404.
  for (const path of [...PAGES.map((p) => p.path), ...ONE_PAGE_OF_EACH_KIND.map((p) => p.path), NOT_FOUND_PATHS[0]!]) {
    const label = path === NOT_FOUND_PATHS[0] ? "404" : path;
    for (const width of Object.keys(WIDTHS) as Width[]) {
      test(`${label} on a ${width}`, async ({ browser }) => {
        const first = await loadSettled(browser, width, path);
        const atLoad = scriptRow(label, width, "load", first.loaded);
        const islands = await islandStates(first.page);
        await first.context.close();
        // Only what the first screen needs hydrates at load: an island near it, as this content lays it out.
        const atStart = islands.filter((island) => island.hydrated);
        expect(
          atStart.filter((island) => !island.near).map((island) => island.name),
          `islands of ${label} hydrated at load on a ${width} though away from the first screen`,
        ).toEqual([]);
        const budget = SCRIPT_AT_LOAD[label]?.[width];
        expect(budget, `a budget for the script of ${label} at load on a ${width}`).toBeDefined();
        // Islands this content brings near the first screen, which the shipped content's does not.
        const broughtNear = atStart.reduce(
          (total, island) => total + (SCRIPT_ON_FIRST_USE[label]?.[width]?.[island.name] ?? 0),
          0,
        );
        expect(atLoad.brotli, `script of ${label} at load on a ${width}`).toBeLessThanOrEqual(
          budget! + broughtNear + contentGrowth(atLoad.files),
        );
        expectNoSectionsNoIslandReads(first.loaded);

        // Each island the page shows at this width and has not hydrated at load (the desktop menus never load on a phone).
        for (const [index, island] of islands.entries()) {
          if (!island.shown || island.hydrated) continue;
          const { context, page } = await loadSettled(browser, width, path);
          const before = await islandStates(page);
          const recording = recordResponses(page);
          const element = page.locator("[data-island]").nth(index);
          if (island.used) await element.locator(FOCUSABLE).first().focus();
          else if (await element.evaluate((el) => el.firstElementChild === null)) {
            // Renders nothing, so nothing to scroll to (the 404 page's console note): it starts with the
            // page's script, on the visitor's first interaction.
            await page.keyboard.press("Shift");
          } else await element.evaluate((el) => (el.firstElementChild ?? el).scrollIntoView({ block: "center" }));
          await expect(element).toHaveAttribute("data-hydrated", "true", { timeout: 30_000 });
          // Islands that came near with it load alongside: let them finish, and name them.
          await recording.quiet();
          const after = await islandStates(page);
          const alongside = after
            .filter((state, i) => i !== index && state.hydrated && !before[i]!.hydrated)
            .map((state) => state.name);
          const what = [island.name, ...alongside].join(" + ");
          const loaded = await recording.stop();
          const row = scriptRow(label, width, what, loaded);
          expectNoSectionsNoIslandReads(loaded);
          await context.close();
          const islandBudget = SCRIPT_ON_FIRST_USE[label]?.[width]?.[island.name];
          expect(islandBudget, `a budget for the first use of ${island.name} on ${label}, ${width}`).toBeDefined();
          // What came along was near the screen on this machine at that moment (its fonts lay the page
          // out): each adds its own first-use budget, so the sum follows the layout, not a machine.
          const alongsideBudget = alongside.reduce(
            (total, name) => total + (SCRIPT_ON_FIRST_USE[label]?.[width]?.[name] ?? 0),
            0,
          );
          expect(row.brotli, `script on first use of ${what} on ${label}, ${width}`).toBeLessThanOrEqual(
            islandBudget! + alongsideBudget + contentGrowth(row.files),
          );
        }
      });
    }
  }
});
