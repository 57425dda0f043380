import { expect, test } from "@playwright/test";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { loadContent } from "../../app/content/load";
import { islandsStarter } from "../../app/islands/starter";
import { inlineScriptHashes } from "../../scripts/build-steps/headers/inline-scripts.mjs";
import { BUILT_PAGES, CLIENT_DIR } from "./built-pages";
import {
  allIslandsReady,
  collectErrors,
  collectScriptRequests,
  DESKTOP_WIDTH,
  fillQuote,
  FORM_TEXTS,
  gotoHydrated,
  holdRequests,
  PAGES,
  PHONE_WIDTH,
} from "./helpers";

/** The content the site was built from. */
const site = loadContent();

// The pages are prerendered HTML; only the interactive parts ("islands", app/islands) get code and are
// hydrated, each on its own. These tests check what that gives and what it must not cost the visitor.

/** Chunks a page may fetch: Preact, the islands' code and what they share; never a page or section. */
const PAGE_OR_SECTION_CHUNK =
  /\/assets\/(root|home|fences|gallery|contact|not-found|manifest|FeaturedProducts|AboutSection|WhyChooseUs|ReviewsSection|CommitmentSection|FinalCta|FinancingBanner|FooterContent|ProjectStrip)-/;

/** The islands' runtime: Preact (the compat chunk) and the hydrating half of the scheduler. */
const ISLAND_RUNTIME = /\/assets\/(compat|hydrate)-/;

test("every built page ends with the islands' starter, its one inline script, and holds none of React Router's", () => {
  const boots = new Set<string>();
  for (const { file } of BUILT_PAGES) {
    const html = readFileSync(path.join(CLIENT_DIR, file), "utf8");
    expect(html, file).not.toContain("__reactRouter");
    expect(html, file).not.toContain("modulepreload");
    const src = /s\.src="(\/assets\/boot-[0-9a-f]{10}\.js)"/.exec(html)?.[1] ?? "";
    expect(existsSync(path.join(CLIENT_DIR, src)), `${file}: boot module ${src}`).toBe(true);
    boots.add(src);
    const starter = `<script>${islandsStarter(src)}</script>`;
    expect(
      html.slice(html.lastIndexOf("<script>"), html.indexOf("</script>", html.lastIndexOf("<script>")) + 9),
      file,
    ).toBe(starter);
    expect(inlineScriptHashes(html), `${file}: inline scripts`).toHaveLength(1);
  }
  expect(boots.size, "one boot module for every page").toBe(1);
});

test("home's sections show and fade in without any page or section code being fetched", async ({ page }) => {
  const errors = collectErrors(page);
  const scripts = collectScriptRequests(page);
  await gotoHydrated(page, "/");
  // The home sections the content keeps (content/pages.yml): an emptied heading leaves its section out.
  const home = site.pages.home;
  for (const name of [home.productsHeading, home.whyHeading, site.business.warranty && home.commitmentHeading]
    .filter((heading): heading is string => Boolean(heading))
    .map((heading) => heading)) {
    const section = page.getByRole("region", { name });
    await section.scrollIntoViewIfNeeded();
    await expect(section).toHaveAttribute("data-revealed", "true");
    await expect(section).toHaveCSS("opacity", "1");
  }
  await page.waitForLoadState("networkidle");
  expect(
    scripts.some((url) => url.includes("/entry.client-")),
    "the islands' entry",
  ).toBe(true);
  expect(scripts.filter((url) => PAGE_OR_SECTION_CHUNK.test(url))).toEqual([]);
  expect(errors).toEqual([]);
});

test("each page fetches the code of its own islands only", async ({ page }) => {
  const scripts = collectScriptRequests(page);
  await gotoHydrated(page, "/contact");
  // The quote form gets its code on first use.
  await page
    .getByRole("form", { name: FORM_TEXTS.quote.form })
    .getByLabel(/^First Name/)
    .focus();
  await expect(page.locator('[data-island="QuoteForm"]')).toHaveAttribute("data-hydrated", "true");
  await page.waitForLoadState("networkidle");
  expect(scripts.some((url) => url.includes("/QuoteForm-"))).toBe(true);
  expect(scripts.filter((url) => /\/(ProjectsSection|ServiceAreaSection|FaqAccordionIsland)-/.test(url))).toEqual([]);
});

// The estimate and quote forms post a mail draft by themselves (registry.ts, usedByDefault): their code,
// and Preact with it, waits until the visitor starts on them, even once they are on screen.
for (const { path, form } of [
  { path: "/", form: FORM_TEXTS.estimate.form },
  { path: "/contact", form: FORM_TEXTS.quote.form },
]) {
  test(`${path} runs no Preact for its form until the visitor starts on it, then the form works`, async ({ page }) => {
    const errors = collectErrors(page);
    const scripts = collectScriptRequests(page);
    await page.setViewportSize(PHONE_WIDTH);
    await gotoHydrated(page, path);
    const formElement = page.getByRole("form", { name: form });
    await formElement.scrollIntoViewIfNeeded();
    await page.waitForTimeout(500);
    await page.waitForLoadState("networkidle");
    expect(scripts.some((url) => url.includes("/entry.client-"))).toBe(true);
    // On a phone the menu works by the browser's commands, and nothing else is near the top.
    expect(
      scripts.filter((url) => ISLAND_RUNTIME.test(url) || /\/(QuoteForm|EstimateForm|MobileMenu)-/.test(url)),
    ).toEqual([]);
    await formElement.getByRole("textbox").first().click();
    await expect(formElement.locator("xpath=ancestor::*[@data-island]")).toHaveAttribute("data-hydrated", "true");
    expect(scripts.filter((url) => ISLAND_RUNTIME.test(url))).toHaveLength(2);
    expect(errors).toEqual([]);
  });
}

test("/fences on a desktop: 'Request an Estimate' hydrates with the page, the form's code still waits for first use", async ({
  page,
}) => {
  const scripts = collectScriptRequests(page);
  await gotoHydrated(page, "/fences");
  const jump = page.getByRole("button", { name: site.pages.services.estimateButton });
  await expect(page.locator('[data-island="EstimateJumpButton"]')).toHaveAttribute("data-hydrated", "true");
  await page.waitForLoadState("networkidle");
  // The button knows the field's id from its props, not from the form's module.
  expect(scripts.filter((url) => /\/(EstimateForm|useRequestForm)-/.test(url))).toEqual([]);
  await jump.click();
  await expect(page.getByRole("form", { name: /estimate/i }).getByLabel(/^Name/)).toBeFocused();
  await expect(page.locator('[data-island="EstimateForm"]')).toHaveAttribute("data-hydrated", "true");
});

test("in a browser without button commands, only the menu loads with the page: the forms still wait for first use", async ({
  page,
}) => {
  // Hides the feature from the page's script, as an older browser would not have it.
  await page.addInitScript(() => {
    delete (HTMLButtonElement.prototype as { commandForElement?: unknown }).commandForElement;
  });
  const scripts = collectScriptRequests(page);
  await page.setViewportSize(PHONE_WIDTH);
  await gotoHydrated(page, "/fences");
  await expect(page.locator('[data-island="MobileMenu"]')).toHaveAttribute("data-hydrated", "true");
  await page.waitForLoadState("networkidle");
  await expect(page.locator('[data-island="EstimateForm"]')).not.toHaveAttribute("data-hydrated");
  expect(scripts.filter((url) => url.includes("/EstimateForm-"))).toEqual([]);
});

test.describe("on a phone", () => {
  test.use({ viewport: PHONE_WIDTH });

  test("/contact's quote form works once the visitor has started on it", async ({ page }) => {
    const errors = collectErrors(page);
    await gotoHydrated(page, "/contact");
    // Preact now runs the form: a complete request gets its confirmation.
    const form = page.getByRole("form", { name: FORM_TEXTS.quote.form });
    await fillQuote(form, "A cedar fence, please.");
    await expect(page.locator('[data-island="QuoteForm"]')).toHaveAttribute("data-hydrated", "true");
    await form.getByRole("button", { name: FORM_TEXTS.quote.button }).click();
    await expect(page.getByRole("status").filter({ hasText: "should have opened" })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("what a visitor types before the form's code arrives is kept when it hydrates", async ({ page }) => {
    // Hold the quote form's code back (a slow connection) while the visitor fills the form in.
    const { release } = await holdRequests(page, "**/assets/QuoteForm-*.js");
    await gotoHydrated(page, "/contact");
    const form = page.getByRole("form", { name: FORM_TEXTS.quote.form });
    await fillQuote(form, "Typed before the code arrived.");
    await expect(page.locator('[data-island="QuoteForm"]')).not.toHaveAttribute("data-hydrated");
    release();
    await expect(page.locator('[data-island="QuoteForm"]')).toHaveAttribute("data-hydrated", "true");
    await expect(form.getByLabel(/^First Name/)).toHaveValue("Jane");
    await expect(form.getByLabel(/^ZIP Code/)).toHaveValue("38671");
    await expect(form.getByLabel("Message")).toHaveValue("Typed before the code arrived.");
    await form.getByRole("button", { name: FORM_TEXTS.quote.button }).click();
    await expect(page.getByRole("status").filter({ hasText: "should have opened" })).toBeVisible();
  });
});

test("the interactive parts work once hydrated, with no error in the console", async ({ page }) => {
  const errors = collectErrors(page);
  await gotoHydrated(page, "/");
  // The service-area towns (an island far down the page) answer a click.
  const towns = page.getByRole("list", { name: "Towns we serve" });
  await towns.scrollIntoViewIfNeeded();
  await expect(page.locator('[data-island="ServiceAreaSection"]')).toHaveAttribute("data-hydrated", "true");
  // A town other than the home base, which is chosen from the start.
  const town = site.serviceAreas.find((area) => area.name !== site.contact.address.locality) ?? site.serviceAreas[0]!;
  const button = towns.getByRole("button", { name: `${town.name}, ${town.state}`, exact: true });
  await button.click();
  await expect(button).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByTestId("area-note")).toContainText(`${site.pages.home.serviceAreaLead} ${town.name}`);
  expect(errors, "no error in the console").toEqual([]);
});

test("a link to another page's anchor loads that page onto its section, below the header", async ({ page }) => {
  const errors = collectErrors(page);
  // The Services menu's last link: a service's summary on /fences (its card leads to its own page).
  const service = site.services.filter((s) => s.description && s.inMenu).at(-1);
  test.skip(!service, "no service of the content is listed in the Services menu");
  await gotoHydrated(page, "/");
  await page.getByRole("button", { name: "Services" }).click();
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: service!.navLabel, exact: true })
    .click();
  await expect(page).toHaveURL(`/fences#${service!.id}`);
  const heading = page.getByRole("heading", { level: 2, name: service!.title, exact: true });
  await expect(heading).toBeInViewport();
  const headerBottom = await page.locator("header").evaluate((el) => el.getBoundingClientRect().bottom);
  await expect
    .poll(() => heading.evaluate((el) => el.getBoundingClientRect().top))
    .toBeGreaterThanOrEqual(headerBottom);
  expect(errors).toEqual([]);
});

/**
 * Installed before the page loads: records every node and text change inside each island from the
 * end of parsing until that island's hydration is over. Preact hydrates an island in one task and
 * attaches its event handlers in it: the first listener added inside an island marks that task, and
 * a change made then to a marker guarantees the observer a report at the end of it. That report
 * holds everything the task changed; anything later (effects, the visitor) is the island at work.
 */
function recordHydrationChanges() {
  const changes: string[] = [];
  (window as unknown as { hydrationChanges: string[] }).hydrationChanges = changes;
  const done = new WeakSet<Element>();
  const hydrating = new Set<Element>();
  const marker = document.createElement("i");
  const addEventListener = EventTarget.prototype.addEventListener;
  EventTarget.prototype.addEventListener = function (this: EventTarget, ...args: Parameters<typeof addEventListener>) {
    const island = this instanceof Element ? this.closest("[data-island]") : null;
    if (island && !done.has(island) && !hydrating.has(island)) {
      hydrating.add(island);
      marker.toggleAttribute("data-hydrating");
    }
    return addEventListener.apply(this, args);
  };
  const describe = (node: Node) =>
    node instanceof Element ? `<${node.localName}${node.id ? `#${node.id}` : ""}>` : JSON.stringify(node.textContent);
  const record = (records: MutationRecord[]) => {
    for (const mutation of records) {
      const target = mutation.target instanceof Element ? mutation.target : mutation.target.parentElement;
      const island = target?.closest<HTMLElement>("[data-island]");
      if (!island || done.has(island)) continue;
      const where = `${island.dataset.island}: ${describe(mutation.target)}`;
      if (mutation.type === "characterData") changes.push(`${where} text became ${describe(mutation.target)}`);
      // React's <!-- --> text separators are not Preact's; a <noscript>'s text is never used with scripts on.
      const counts = (node: Node) => node.nodeType !== Node.COMMENT_NODE && target?.localName !== "noscript";
      for (const node of [...mutation.removedNodes].filter(counts)) changes.push(`${where} lost ${describe(node)}`);
      for (const node of [...mutation.addedNodes].filter(counts)) changes.push(`${where} gained ${describe(node)}`);
    }
    for (const island of hydrating) done.add(island);
    hydrating.clear();
  };
  const observer = new MutationObserver(record);
  observer.observe(marker, { attributes: true });
  document.addEventListener("DOMContentLoaded", () =>
    observer.observe(document.body, { subtree: true, childList: true, characterData: true }),
  );
}

// The pages are prerendered by React and the islands hydrated by Preact (decision 0005), which takes the
// HTML as it finds it: an element it expected but did not find would be made anew (a field the visitor
// had typed in, replaced), and text it disagrees with rewritten. So hydrating must change nothing.
test.describe("Preact takes over each island's prerendered HTML without changing a node", () => {
  const cases = [
    ...[...PAGES.map((page) => page.path), "/no-such-page"].flatMap((path) => [
      { path, viewport: PHONE_WIDTH, reducedMotion: "no-preference" as const },
      { path, viewport: DESKTOP_WIDTH, reducedMotion: "no-preference" as const },
    ]),
    // The carousel's first render must not follow the motion setting (the HTML cannot know it).
    { path: "/gallery", viewport: DESKTOP_WIDTH, reducedMotion: "reduce" as const },
  ];
  for (const { path, viewport, reducedMotion } of cases) {
    test(`${path} at ${viewport.width}px${reducedMotion === "reduce" ? " with reduced motion" : ""}`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.emulateMedia({ reducedMotion });
      await page.addInitScript(recordHydrationChanges);
      await gotoHydrated(page, path);
      await allIslandsReady(page);
      // The forms get their code on first use: a visitor focusing a field.
      for (const form of await page.locator("[data-island-when=used] form").all()) {
        if (!(await form.isVisible())) continue;
        await form.locator("input:visible").first().focus();
        await expect(form.locator("xpath=ancestor::*[@data-island]")).toHaveAttribute("data-hydrated", "true");
      }
      const hydrated = page.locator("[data-island][data-hydrated]");
      if (viewport === PHONE_WIDTH) {
        // The phone menu gets its code on first use.
        await page.getByRole("button", { name: "Open menu" }).click();
        await expect(page.locator('[data-island="MobileMenu"]')).toHaveAttribute("data-hydrated", "true");
      }
      expect(await hydrated.count()).toBeGreaterThan(0);
      const changes = await page.evaluate(() => (window as unknown as { hydrationChanges: string[] }).hydrationChanges);
      expect(changes).toEqual([]);
    });
  }
});
