import { expect, test, type Page } from "@playwright/test";
import { images } from "../../app/generated/images";
import { loadContent } from "../../app/content/load";
import { formatHoursRow } from "../../app/lib/hours";
import { projectTitled, shownProjects } from "../../app/projectPages.mjs";
import {
  collectErrors,
  escapeRegExp,
  DESKTOP_WIDTH,
  expectNoAxeViolations,
  gotoHydrated,
  holdRequests,
  PHONE_WIDTH,
} from "./helpers";

/** The content the site was built from (content/*.yml). */
const site = loadContent();

const TEL = `tel:${site.contact.phone.tel}`;

/** The home page's texts and those of every page, as the page shows them (content/pages.yml). */
const texts = site.pages.home;
const every = site.pages.everyPage;
/** A section's heading, or none where the owner emptied it (the section is then left out). */
const shown = (text: string | undefined) => (text ? [text] : []);

const REVIEWS_HEADING = texts.reviewsHeading;
const SERVICE_AREA_HEADING = texts.serviceAreaHeading;
const WHY_HEADING = texts.reasons.length > 0 ? shown(texts.whyHeading) : [];
const PROCESS_HEADING = shown(texts.processHeading);
const COMMITMENT_HEADING = site.business.warranty ? shown(texts.commitmentHeading) : [];

/** Every h2 on the page, in order: the hero has the h1, then one h2 per section the content keeps. */
const SECTION_HEADINGS = [
  texts.callHeading,
  every.estimateFormHeading,
  ...shown(texts.productsHeading),
  ...shown(texts.aboutHeading),
  ...WHY_HEADING,
  ...PROCESS_HEADING,
  // Left out while the content has no reviews.
  ...(site.reviews.length > 0 ? [REVIEWS_HEADING] : []),
  ...COMMITMENT_HEADING,
  SERVICE_AREA_HEADING,
  texts.closingHeading,
];

/** The sections that load lazily and fade in (the hero and the call-us/form band are there at once). */
const LAZY_SECTIONS = SECTION_HEADINGS.slice(2);

const section = (page: Page, heading: string) =>
  page.locator("main .reveal").filter({ has: page.getByRole("heading", { level: 2, name: heading, exact: true }) });

/**
 * The sections hydrate once their code has arrived, a moment after the page itself; a section scrolled
 * past before that fades in only when it comes back into view, so tests wait for the code first.
 */
async function sectionsReady(page: Page) {
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(300);
}

/** Scrolls down in steps, as a visitor would, so every section reaches its threshold. */
async function scrollThrough(page: Page) {
  await sectionsReady(page);
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 300) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 80));
    }
  });
  // On a busy machine the browser can skip the frames in which a section passed by: bring those back.
  for (const hidden of await page.locator('main .reveal[data-revealed="false"]').all()) {
    await hidden.scrollIntoViewIfNeeded();
  }
  await expect(page.locator('main .reveal[data-revealed="false"]')).toHaveCount(0);
  // Let the last fade (0.5 s) finish before anything measures colours.
  await page.waitForTimeout(600);
}

test.describe("home page content", () => {
  test("hero: headline, tagline, projects and financing links, call link and way to the form", async ({ page }) => {
    await gotoHydrated(page, "/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(site.pages.home.heading);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    const hero = page.locator("main > section").first();
    await expect(hero.getByText(site.business.tagline, { exact: true })).toBeVisible();
    await expect(hero.getByRole("link", { name: texts.projectsLink })).toHaveAttribute("href", "/gallery");
    // The financing button only with an offer to learn about.
    const financing = site.business.financing && texts.financingLink;
    await expect(hero.locator('a[href="/contact"]')).toHaveText(financing ? [financing] : []);
    await expect(hero.getByRole("link", { name: site.contact.phone.display })).toHaveAttribute("href", TEL);

    await hero.getByRole("link", { name: every.estimateFormLink }).click();
    await expect(page.getByRole("heading", { name: every.estimateFormHeading })).toBeInViewport();
    await expect(
      page.getByRole("form", { name: every.estimateFormHeading }).getByLabel("Name", { exact: true }),
    ).toBeVisible();
  });

  test("the projects and financing buttons take the visitor to their pages", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.getByRole("link", { name: texts.projectsLink }).click();
    await expect(page).toHaveURL("/gallery");
    if (!site.business.financing || !texts.financingLink) return;
    await page.goBack();
    await page.getByRole("link", { name: texts.financingLink }).click();
    await expect(page).toHaveURL("/contact");
    await expect(page.getByRole("heading", { level: 1, name: site.pages.contact.heading, exact: true })).toBeVisible();
  });

  test("the hero fades in on load, and exactly one image is loaded with priority", async ({ page }) => {
    await gotoHydrated(page, "/");
    const animation = await page.locator("main .hero-enter").evaluate((el) => getComputedStyle(el).animationName);
    expect(animation).toBe("fade-in");
    const priority = page.locator('img[fetchpriority="high"]');
    await expect(priority).toHaveCount(1);
    await expect(page.locator("main > section").first().locator('img[fetchpriority="high"]')).toHaveAttribute(
      "loading",
      "eager",
    );
    await expect(page.locator('link[rel="preload"][as="image"]')).toHaveCount(1);
  });

  test("call-us panel shows the call link and the opening hours, beside the estimate form", async ({ page }) => {
    await gotoHydrated(page, "/");
    const panel = page.locator("section").filter({ has: page.getByRole("heading", { name: texts.callHeading }) });
    await expect(panel.getByRole("link", { name: site.contact.phone.display })).toHaveAttribute("href", TEL);
    for (const row of site.contact.hours) {
      await expect(panel.getByRole("term").filter({ hasText: row.label })).toBeVisible();
    }
    const times = site.contact.hours.map((row) => formatHoursRow(row).time);
    for (const time of new Set(times)) {
      await expect(
        panel.getByRole("definition").filter({ hasText: new RegExp(`^${escapeRegExp(time)}$`) }),
      ).toHaveCount(times.filter((other) => other === time).length);
    }
    const form = panel.getByRole("form", { name: every.estimateFormHeading });
    await expect(form.getByRole("button", { name: every.estimateFormButton })).toBeVisible();
  });

  test("sections come in the specified order with one h1, an h2 each and no skipped levels", async ({ page }) => {
    await gotoHydrated(page, "/");
    await expect(page.locator("main h2")).toHaveText(SECTION_HEADINGS);
    const levels = await page
      .locator("main :is(h1, h2, h3, h4, h5, h6)")
      .evaluateAll((els) => els.map((el) => Number(el.tagName.slice(1))));
    expect(levels[0]).toBe(1);
    levels.forEach((level, i) => {
      if (i > 0) expect(level, `heading ${i + 1} follows an h${levels[i - 1]}`).toBeLessThanOrEqual(levels[i - 1]! + 1);
    });
  });

  test("featured products: one card per service offered, linking to its own page, or to its photos where it has none", async ({
    page,
  }) => {
    test.skip(!texts.productsHeading, "the content leaves the product cards out");
    await gotoHydrated(page, "/");
    const featured = section(page, texts.productsHeading!);
    // A service with a description has its own page; one without (decks, as shipped) opens the
    // gallery on its photos.
    const expected = site.services.map((service): [string, string] => [
      `${texts.productLink} ${service.title}`,
      service.description ? `/fences/${service.id}` : `/gallery?type=${service.id}`,
    ]);
    await expect(featured.getByRole("link")).toHaveCount(expected.length);
    for (const [name, href] of expected) {
      await expect(featured.getByRole("link", { name })).toHaveAttribute("href", href);
    }
    for (const service of site.services) await expect(featured.getByText(service.summary)).toBeVisible();

    const last = site.services.filter((service) => service.description).at(-1)!;
    await featured.getByRole("link", { name: `${texts.productLink} ${last.title}` }).click();
    await expect(page).toHaveURL(`/fences/${last.id}`);
    await expect(page.getByRole("heading", { level: 1, name: last.title })).toBeVisible();
  });

  test("about: the owner's words, and the figures whose labels the content keeps", async ({ page }) => {
    if (!texts.aboutHeading) {
      await gotoHydrated(page, "/");
      await expect(page.locator("#about-title")).toHaveCount(0);
      return;
    }
    await gotoHydrated(page, "/");
    const about = section(page, texts.aboutHeading);
    await expect(about).toContainText(site.business.promise);
    if (texts.aboutText) await expect(about).toContainText(texts.aboutText);
    if (texts.aboutEyebrow) await expect(about).toContainText(texts.aboutEyebrow);
    const { min, max } = site.business.typicalInstallDays;
    // Each figure with its label, in order; a figure whose label is emptied is left out.
    // The figures as the owner typed them: a "+" only where ticked, one number where both ends agree.
    const figures = [
      [`${site.business.projectsCompleted}${site.business.projectsCompletedPlus ? "+" : ""}`, texts.projectsFigure],
      [min === max ? String(min) : `${min}–${max}`, texts.installDaysFigure],
      [String(site.serviceAreas.length), texts.townsServed],
    ].flatMap(([value, label]) => (label ? [[value!, label]] : []));
    await expect(about.getByRole("definition")).toHaveText(figures.map(([value]) => value!));
    await expect(about.getByRole("term")).toHaveText(figures.map(([, label]) => label!));
    // The crew's picture where the build has one (the owner's, or the drawing while drawings show),
    // named by the content's words for it, or decorative without them.
    const picture = about.locator("img");
    await expect(picture).toHaveCount("about/crew" in images ? 1 : 0);
    if ("about/crew" in images) await expect(picture).toHaveAttribute("alt", texts.aboutPictureAlt ?? "");
  });

  test("why choose us: the content's reasons, and the steps with financing", async ({ page }) => {
    await gotoHydrated(page, "/");
    if (WHY_HEADING.length > 0) {
      const why = section(page, WHY_HEADING[0]!);
      await expect(why.getByRole("heading", { level: 3 })).toHaveText(texts.reasons.map((r) => r.title ?? ""));
      for (const reason of texts.reasons) await expect(why.getByText(reason.text)).toBeVisible();
    } else await expect(page.locator("#why-title")).toHaveCount(0);

    test.skip(PROCESS_HEADING.length === 0, "the content leaves the steps out");
    const process = section(page, PROCESS_HEADING[0]!);
    const steps = process.getByRole("listitem");
    await expect(steps).toHaveCount(site.process.length);
    for (const [i, step] of site.process.entries()) {
      await expect(steps.nth(i).getByRole("heading", { level: 3 })).toHaveText(`Step ${step.number}: ${step.title}`);
    }
    const steps3 = process.getByRole("heading", { level: 3 });
    if (site.business.financing) {
      await expect(process.getByText(site.business.financing)).toBeVisible();
      await expect(process.getByRole("link", { name: texts.financingButton })).toHaveAttribute("href", "/contact");
      await expect(steps3).toHaveCount(site.process.length + 1);
    } else {
      // No offer: no financing box, no button to it.
      await expect(steps3).toHaveCount(site.process.length);
      await expect(process.getByRole("link")).toHaveCount(0);
    }
  });

  test("reviews are the content's, samples visibly labelled; with none the section is left out", async ({ page }) => {
    await gotoHydrated(page, "/");
    const heading = page.getByRole("heading", { name: REVIEWS_HEADING });
    if (site.reviews.length === 0) {
      await expect(heading).toHaveCount(0);
      return;
    }
    const reviews = section(page, REVIEWS_HEADING);
    await expect(reviews.getByText(/These are sample reviews/)).toHaveCount(site.reviews.some((r) => r.sample) ? 1 : 0);
    const cards = reviews.getByRole("listitem");
    await expect(cards).toHaveCount(site.reviews.length);
    for (const [i, review] of site.reviews.entries()) {
      await expect(cards.nth(i)).toContainText(review.text);
      await expect(cards.nth(i)).toContainText(review.place);
      await expect(cards.nth(i).getByText("Sample review", { exact: true })).toHaveCount(review.sample ? 1 : 0);
      const work = site.services.find((service) => service.id === review.offering);
      if (work) await expect(cards.nth(i).locator("figcaption")).toContainText(work.title);
      // A review naming its project links to the project's page; any other has no link.
      const project = projectTitled(shownProjects(site.projects), review.project);
      if (project)
        await expect(cards.nth(i).getByRole("link", { name: project.title })).toHaveAttribute("href", project.path);
      else await expect(cards.nth(i).getByRole("link")).toHaveCount(0);
    }
    // The link to all the reviews on Google: only while the owner has given their review link.
    const google = reviews.getByRole("link", { name: texts.reviewsGoogleLink ?? "" });
    if (site.business.reviewLink && texts.reviewsGoogleLink) {
      await expect(google).toHaveAttribute("href", site.business.reviewLink);
    } else await expect(reviews.locator("a:not(li a)")).toHaveCount(0);
  });

  test("commitment: the owner's warranty and promises; without them the section or box is left out", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    if (COMMITMENT_HEADING.length === 0) {
      await expect(page.locator("#commitment-title")).toHaveCount(0);
      return;
    }
    const commitment = section(page, COMMITMENT_HEADING[0]!);
    await expect(commitment.getByText(site.business.warranty!)).toBeVisible();
    await expect(commitment.getByRole("listitem")).toHaveText(texts.promises.map((p) => p.text));
  });

  test("service area: choosing a town marks it on the map and says how far we drive", async ({ page }) => {
    await gotoHydrated(page, "/");
    const areas = section(page, SERVICE_AREA_HEADING);
    await areas.scrollIntoViewIfNeeded();
    // Its code loads as it comes near the screen: the buttons work once it has hydrated.
    await expect(page.locator('[data-island="ServiceAreaSection"]')).toHaveAttribute("data-hydrated", "true");
    const buttons = areas.getByRole("list", { name: "Towns we serve" }).getByRole("button");
    await expect(buttons).toHaveText(site.serviceAreas.map((a) => `${a.name}, ${a.state}`));
    // The home base (the address's town) is chosen first; two other towns are chosen by mouse and keyboard.
    const base = site.contact.address.locality;
    /** The words before the chosen town (content/pages.yml), as a pattern. */
    const LEAD = escapeRegExp(texts.serviceAreaLead);
    const baseName = `${base}, ${site.contact.address.region}`;
    const [byMouse, byKeyboard] = site.serviceAreas
      .filter((area) => area.name !== base)
      .map((area) => ({ town: area.name, name: `${area.name}, ${area.state}`, mapped: area.lat !== undefined }))
      .filter((_, i, others) => i === 0 || i === others.length - 1);
    // A town with a map point gets its drive from the base; one without is only named (and not drawn).
    const noteFor = (town: { name: string; mapped: boolean }) =>
      town.mapped && site.serviceAreas.find((area) => area.name === base)?.lat !== undefined
        ? new RegExp(`${LEAD} ${escapeRegExp(town.name)}: about \\d+ miles, a typical \\d+-minute drive`)
        : new RegExp(`${LEAD} ${escapeRegExp(town.name)}\\.`);
    await expect(areas.getByRole("button", { name: baseName })).toHaveAttribute("aria-pressed", "true");
    await expect(
      areas.getByText(new RegExp(`${LEAD} ${escapeRegExp(baseName)}: ${escapeRegExp(texts.homeBaseNote)}`)),
    ).toBeVisible();

    const mapLabel = (name: string) =>
      areas.locator("svg text").filter({ hasText: new RegExp(`^${escapeRegExp(name)}$`) });
    if (byMouse!.mapped) await expect(mapLabel(byMouse!.town)).toHaveAttribute("font-weight", "600");
    else await expect(mapLabel(byMouse!.town)).toHaveCount(0);

    const mouseChoice = areas.getByRole("button", { name: byMouse!.name });
    await mouseChoice.click();
    await expect(mouseChoice).toHaveAttribute("aria-pressed", "true");
    await expect(areas.getByRole("button", { name: baseName })).toHaveAttribute("aria-pressed", "false");
    await expect(areas.locator('[aria-pressed="true"]')).toHaveCount(1);
    await expect(areas.getByText(noteFor(byMouse!))).toBeVisible();
    if (byMouse!.mapped) await expect(mapLabel(byMouse!.town)).toHaveAttribute("font-weight", "700");
    await expect(mapLabel(base)).toHaveAttribute("font-weight", "600");
    await expect(areas.getByRole("link", { name: site.contact.phone.display })).toHaveAttribute("href", TEL);

    // Keyboard works too.
    const keyboardChoice = areas.getByRole("button", { name: byKeyboard!.name });
    await keyboardChoice.focus();
    await page.keyboard.press("Space");
    await expect(keyboardChoice).toHaveAttribute("aria-pressed", "true");
    await expect(areas.getByText(noteFor(byKeyboard!))).toBeVisible();
  });

  test("final call to action: estimate button and call link", async ({ page }) => {
    await gotoHydrated(page, "/");
    const cta = page.locator("#closing-cta");
    await expect(cta.getByRole("heading", { level: 2 })).toHaveText(texts.closingHeading);
    await expect(cta.getByRole("link", { name: every.closingEstimateButton })).toHaveAttribute("href", "/contact");
    await expect(
      cta.getByRole("link", { name: new RegExp(`^${escapeRegExp(every.closingCallButton)}`) }),
    ).toHaveAttribute("href", TEL);
  });
});

test.describe("phone", () => {
  test.use({ viewport: PHONE_WIDTH });

  test("at 390x844 the headline, the call link and the way to the form show without scrolling", async ({ page }) => {
    await gotoHydrated(page, "/");
    const hero = page.locator("main > section").first();
    for (const target of [
      page.getByRole("heading", { level: 1 }),
      hero.getByRole("link", { name: site.contact.phone.display }),
      hero.getByRole("link", { name: every.estimateFormLink }),
    ]) {
      await expect(target).toBeInViewport({ ratio: 1 });
    }
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, "no sideways scrolling").toBeLessThanOrEqual(0);
  });

  test("axe finds nothing at 390 px", async ({ page }) => {
    await gotoHydrated(page, "/");
    await scrollThrough(page);
    await expectNoAxeViolations(page, "home at 390");
  });
});

test.describe("lazy sections and fade-ins", () => {
  test("the service area's code loads as it comes near, with a labelled spinner meanwhile", async ({ page }) => {
    const errors = collectErrors(page);
    const { release, requested } = await holdRequests(page, /\/assets\/ServiceAreaSection-[\w-]+\.js$/);

    await gotoHydrated(page, "/");
    expect(requested(), "nothing is fetched for a section far below the screen").toBe(false);
    const areas = section(page, SERVICE_AREA_HEADING);
    await areas.scrollIntoViewIfNeeded();
    const spinner = page.getByRole("status").filter({ hasText: "Loading service area" });
    await expect(spinner).toBeVisible();
    // The spinner shows as the import starts; the request can reach the route a moment later.
    await expect
      .poll(requested, { message: "the service area's code is its own file, requested on demand" })
      .toBe(true);
    // Its content is there all along, from the prerendered HTML.
    const [first] = site.serviceAreas;
    await expect(areas.getByRole("button", { name: `${first!.name}, ${first!.state}` })).toBeVisible();

    release();
    await expect(spinner).toHaveCount(0);
    await expect(page.locator('[data-island="ServiceAreaSection"]')).toHaveAttribute("data-hydrated", "true");
    expect(errors).toEqual([]);
  });

  test("the prerendered HTML already holds every section's content", async ({ request }) => {
    const html = await (await request.get("/")).text();
    for (const heading of LAZY_SECTIONS) {
      expect(html, heading).toContain(heading.replace("&", "&amp;").replace("'", "&#x27;"));
    }
    expect(html).not.toContain("Loading service area");
  });

  for (const viewport of [PHONE_WIDTH, DESKTOP_WIDTH])
    test(`at ${viewport.width} px, sections start hidden and fade in once 15% of them, or of the screen when taller, is in view`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      const errors = collectErrors(page);
      await gotoHydrated(page, "/");
      // A section below the first screen, whatever the content holds: taller than a phone's screen.
      const below = section(page, PROCESS_HEADING[0] ?? SECTION_HEADINGS[2]!);
      await sectionsReady(page);
      await expect(below).toHaveAttribute("data-revealed", "false");
      await expect(below).toHaveCSS("opacity", "0");

      // Shows `px` of the section at the bottom of the screen, measured where it stands now.
      const showPixels = (px: number) =>
        below.evaluate((el, px) => {
          const box = el.getBoundingClientRect();
          window.scrollBy(0, box.top - window.innerHeight + px);
        }, px);
      // Nearer in steps, from well below the screen: sections far from it have estimated heights
      // (content-visibility) until they come near, and the page settles before anything is measured.
      for (const px of [-1500, -500, -200]) {
        await showPixels(px);
        await page.waitForTimeout(300);
      }
      // 15% of the section, or of the screen when the section is taller than the screen (a phone).
      const { height, screen } = await below.evaluate((el) => ({
        height: el.getBoundingClientRect().height,
        screen: window.innerHeight,
      }));
      const mark = 0.15 * Math.min(height, screen);
      await showPixels(mark - 30);
      await page.waitForTimeout(300);
      await expect(below, `${Math.round(mark - 30)} px of ${Math.round(height)} in view`).toHaveAttribute(
        "data-revealed",
        "false",
      );
      await showPixels(mark + 30);
      await expect(below, `${Math.round(mark + 30)} px of ${Math.round(height)} in view`).toHaveAttribute(
        "data-revealed",
        "true",
      );
      await expect(below).toHaveCSS("opacity", "1");

      // Once only: scrolling away does not hide it again.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForTimeout(300);
      await expect(below).toHaveAttribute("data-revealed", "true");
      expect(errors).toEqual([]);
    });

  test("the fades move nothing around them (no layout shift)", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.evaluate(() => {
      const w = window as unknown as { cls: number };
      w.cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
          if (!entry.hadRecentInput) w.cls += entry.value;
        }
      }).observe({ type: "layout-shift", buffered: false });
    });
    await scrollThrough(page);
    const cls = await page.evaluate(() => (window as unknown as { cls: number }).cls);
    expect(cls).toBeLessThan(0.01);
  });

  test("axe finds nothing at 1280 px, and no errors in the console", async ({ page }) => {
    const errors = collectErrors(page);
    await page.setViewportSize(DESKTOP_WIDTH);
    await gotoHydrated(page, "/");
    await scrollThrough(page);
    await expectNoAxeViolations(page, "home at 1280");
    expect(errors).toEqual([]);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every section is visible, fully opaque, with working links", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(site.pages.home.heading);
    await expect(page.getByRole("status").filter({ hasText: /^Loading/ })).toHaveCount(0);
    for (const heading of LAZY_SECTIONS) {
      const s = section(page, heading);
      await expect(s).toBeVisible();
      await expect(s).toHaveCSS("opacity", "1");
    }
    const [service] = site.services;
    await expect(page.getByRole("link", { name: `${texts.productLink} ${service!.title}` })).toHaveAttribute(
      "href",
      service!.description ? `/fences/${service!.id}` : `/gallery?type=${service!.id}`,
    );
    for (const review of site.reviews) await expect(page.getByText(review.text)).toBeVisible();
    await expect(page.locator("main .hero-enter")).toHaveCSS("opacity", "1");
  });
});

test.describe("reduced motion", () => {
  test.use({ colorScheme: "light", reducedMotion: "reduce" });

  test("sections are visible before scrolling and the hero does not animate", async ({ page }) => {
    await gotoHydrated(page, "/");
    for (const heading of LAZY_SECTIONS) {
      const s = section(page, heading);
      await expect(s).toHaveCSS("opacity", "1");
      await expect(s).toHaveCSS("transform", "none");
    }
    for (const review of site.reviews) {
      await expect(section(page, REVIEWS_HEADING).getByText(review.text)).toBeVisible();
    }
    const animation = await page.locator("main .hero-enter").evaluate((el) => getComputedStyle(el).animationName);
    expect(animation).toBe("none");
  });
});
