import { expect, test, type Page } from "@playwright/test";
import { loadContent } from "../../app/content/load";
import { offeringPath } from "../../app/pageKinds.mjs";
import { projectTitled, shownProjects } from "../../app/projectPages.mjs";
import { siteOrigin } from "../../scripts/deploy/host/environment.mjs";
import {
  collectErrors,
  CONTENT_PAGES,
  DESKTOP_WIDTH,
  expectNoAxeViolations,
  gotoHydrated,
  PHONE_WIDTH,
} from "./helpers";

// Each service with a description has its own page at /fences/<id> (docs/decisions/0038): its
// description, pictures, prices, reviews, questions, the way down to it and the other services'
// pages, all read from the content in use.

/** The content the site was built from, as visitors read it. */
const site = loadContent();
const texts = site.pages.offering;
const ORIGIN = siteOrigin(site.business.website, process.env);
const OFFERINGS = site.services.filter((service) => service.description);
type Offering = (typeof OFFERINGS)[number];

/** A description's paragraphs, as the page sets them. */
const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

const materialsOf = (service: Offering) => site.prices.materials.filter((m) => m.service === service.id);
const questionsOf = (service: Offering) => site.faq.filter((item) => item.offerings.includes(service.id));
const PROJECTS = shownProjects(site.projects);
/** The reviews about a service: its kind of work is the service, or its project shows it. */
const reviewsOf = (service: Offering) =>
  site.reviews.filter(
    (review) =>
      review.offering === service.id || projectTitled(PROJECTS, review.project)?.offerings.includes(service.id),
  );

// textContent: sections far below are not rendered until they come near the screen.
const mainText = async (page: Page) => (await page.getByRole("main").textContent()) ?? "";

test("every service with a description has a page made from the content, and no other does", () => {
  expect(CONTENT_PAGES.filter((page) => page.kind === "offering").map((page) => page.path)).toEqual(
    OFFERINGS.map((service) => offeringPath(service.id)),
  );
});

for (const service of OFFERINGS) {
  const path = offeringPath(service.id);

  test.describe(path, () => {
    test("opens with the way down to it, its title, its description and the call and estimate actions", async ({
      page,
    }) => {
      const errors = collectErrors(page);
      await gotoHydrated(page, path);
      const trail = page.getByRole("navigation", { name: "Breadcrumb" });
      await expect(trail.getByRole("link")).toHaveText(["Home", "Services", service.title]);
      await expect(trail.getByRole("link", { name: "Services" })).toHaveAttribute("href", "/fences");
      await expect(trail.getByRole("link", { name: service.title })).toHaveAttribute("aria-current", "page");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(service.title);
      for (const paragraph of paragraphs(service.description!))
        await expect(page.getByRole("main").getByText(paragraph, { exact: true })).toBeAttached();
      await expect(
        page.getByRole("main").getByRole("link", { name: site.contact.phone.display }).first(),
      ).toHaveAttribute("href", `tel:${site.contact.phone.tel}`);
      const form = page.getByRole("form", { name: site.pages.everyPage.estimateFormHeading });
      await expect(form).toBeAttached();
      // Its estimate form opens on this service.
      await expect(form.getByRole("combobox", { name: /Service Needed/ }).locator("option:checked")).toHaveText(
        service.title,
      );
      await expect(page.getByRole("region", { name: texts.closingHeading })).toBeAttached();
      expect(errors).toEqual([]);
    });

    test("shows its pictures, each named by its caption or by the service", async ({ page }) => {
      await gotoHydrated(page, path);
      const figures = page.getByRole("main").locator("figure");
      if (service.images.length === 0) return expect(figures).toHaveCount(0);
      const named = service.images.map(({ caption }, i) => caption ?? `${service.title}, picture ${i + 1}`);
      const alts = await figures.locator("img").evaluateAll((imgs) => imgs.map((img) => img.getAttribute("alt")));
      expect(alts.length).toBeGreaterThan(0);
      for (const alt of alts) expect(named).toContain(alt);
    });

    test("shows the prices of its materials only, and the estimator opens on its first", async ({ page }) => {
      const materials = materialsOf(service);
      await gotoHydrated(page, path);
      const prices = page.getByRole("region", { name: texts.pricesHeading });
      if (materials.length === 0) return expect(prices).toHaveCount(0);
      const table = prices.getByRole("table").first();
      const others = site.prices.materials.filter((m) => !materials.includes(m));
      for (const material of materials)
        await expect(table.getByText(material.name, { exact: true }).first()).toBeAttached();
      for (const other of others) await expect(table.getByText(other.name, { exact: true })).toHaveCount(0);
      // Chosen in the page as served, before its code loads.
      await expect(prices.getByRole("combobox", { name: site.estimator.materialLabel })).toHaveValue(
        materials[0]!.name,
      );
    });

    test("shows the questions linked to it, and /fences leaves them out", async ({ page }) => {
      const questions = questionsOf(service);
      await gotoHydrated(page, path);
      const section = page.getByRole("region", { name: texts.questionsHeading });
      if (questions.length === 0) return expect(section).toHaveCount(0);
      await expect(section.getByRole("heading", { level: 3 })).toHaveText(questions.map((q) => q.question));
      for (const { answer } of questions) await expect(section.getByText(answer, { exact: true })).toBeAttached();
      await gotoHydrated(page, "/fences");
      for (const { question } of questions) await expect(page.getByText(question, { exact: true })).toHaveCount(0);
    });

    test("shows the reviews about it, each naming its project with a link to the project's page", async ({ page }) => {
      const reviews = reviewsOf(service);
      await gotoHydrated(page, path);
      if (!texts.reviewsHeading || reviews.length === 0)
        return expect(page.getByRole("main").locator("blockquote")).toHaveCount(0);
      const section = page.getByRole("region", { name: texts.reviewsHeading, exact: true });
      await expect(section.locator("blockquote")).toHaveText(reviews.map((review) => review.text));
      const cards = section.locator("figure");
      for (const [i, review] of reviews.entries()) {
        const project = projectTitled(PROJECTS, review.project);
        const link = cards.nth(i).getByRole("link");
        if (project) await expect(link).toHaveAttribute("href", project.path);
        else await expect(link).toHaveCount(0);
        if (project) await expect(link).toHaveText(project.title);
      }
    });

    test("links every other service's page by its title", async ({ page }) => {
      const others = OFFERINGS.filter((other) => other !== service);
      test.skip(!texts.othersHeading || others.length === 0, "no link to other services' pages");
      await gotoHydrated(page, path);
      const section = page.getByRole("region", { name: texts.othersHeading });
      await expect(section.getByRole("link")).toHaveText(others.map((other) => other.title));
      for (const other of others)
        await expect(section.getByRole("link", { name: other.title })).toHaveAttribute("href", offeringPath(other.id));
    });

    test("shares no paragraph word for word with /fences", async ({ page }) => {
      await gotoHydrated(page, "/fences");
      const overview = await mainText(page);
      await gotoHydrated(page, path);
      const own = await mainText(page);
      // The page's own words: not the forms and the estimator (islands) nor the closing call to
      // action, which every page shares.
      const ownParagraphs = await page
        .getByRole("main")
        .locator("p, h3, figcaption")
        .evaluateAll((elements) =>
          elements
            .filter((el) => !el.closest("[data-island], #closing-cta"))
            .map((el) => el.textContent?.trim() ?? "")
            .filter((t) => t.length > 40),
        );
      expect(ownParagraphs.filter((text) => overview.includes(text))).toEqual([]);
      expect(own).not.toContain(service.summary);
    });

    test("carries a Service with its provider and towns, and its breadcrumbs, as structured data", async ({
      request,
    }) => {
      const html = await (await request.get(path)).text();
      const [, json] = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)!;
      const graph = (JSON.parse(json!) as { "@graph": Record<string, unknown>[] })["@graph"];
      const business = graph.find((item) => item["@type"] === "HomeAndConstructionBusiness")!;
      const offered = graph.find((item) => item["@type"] === "Service")!;
      expect(offered).toMatchObject({
        name: service.title,
        url: new URL(path, ORIGIN).href,
        provider: { "@id": business["@id"] },
      });
      expect((offered.areaServed as { name: string }[]).map((area) => area.name)).toEqual(
        site.serviceAreas.map((area) => area.name),
      );
      const crumbs = graph.find((item) => item["@type"] === "BreadcrumbList")!;
      expect((crumbs.itemListElement as { item: string }[]).map((step) => step.item)).toEqual(
        ["/", "/fences", path].map((p) => new URL(p, ORIGIN).href),
      );
      // Its reviews are the business's own: no Review or AggregateRating markup.
      expect(json).not.toMatch(/"(Review|AggregateRating)"|"review"|"aggregateRating"/);
    });
  });
}

test.describe("/fences, the overview", () => {
  test("links each service's page from its summary, at its old address", async ({ page }) => {
    await gotoHydrated(page, "/fences");
    for (const service of OFFERINGS) {
      const section = page.locator(`section#${service.id}`);
      await expect(
        section.getByRole("link", { name: `${site.pages.services.offeringLink} ${service.title}` }),
      ).toHaveAttribute("href", offeringPath(service.id));
    }
  });

  test("/fences#<id> lands on that service's summary without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE_WIDTH });
    const page = await context.newPage();
    for (const service of OFFERINGS) {
      await page.goto(`/fences#${service.id}`);
      const heading = page.getByRole("heading", { level: 2, name: service.title, exact: true });
      await expect(heading).toBeInViewport();
      await expect(page.locator(`section#${service.id}`).getByText(service.summary, { exact: true })).toBeVisible();
    }
    await context.close();
  });
});

test.describe("accessibility", () => {
  const [first] = OFFERINGS;
  for (const size of [PHONE_WIDTH, DESKTOP_WIDTH]) {
    test(`a service's page at ${size.width} px: axe finds nothing`, async ({ page }) => {
      test.skip(!first, "no service has a page");
      await page.setViewportSize(size);
      await gotoHydrated(page, offeringPath(first!.id));
      await expectNoAxeViolations(page, `${offeringPath(first!.id)} at ${size.width}`);
    });
  }
});
