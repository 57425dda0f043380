import { expect, test, type Page } from "@playwright/test";
import { loadContent } from "../../app/content/load";
import { fillTownText } from "../../app/content/pageTexts";
import { formatHoursRow } from "../../app/lib/hours";
import { offeringPath } from "../../app/offeringPages.mjs";
import { projectTitled, shownProjects } from "../../app/projectPages.mjs";
import { siteOrigin } from "../../scripts/deploy/host/environment.mjs";
import { areaOfPlace, townPages, townSlugs } from "../../app/townPages.mjs";
import {
  CONTENT_PAGES,
  DESKTOP_WIDTH,
  collectErrors,
  expectNoAxeViolations,
  gotoHydrated,
  PHONE_WIDTH,
} from "./helpers";

// A town of the service areas has its own page at /areas/<town> once it has at least the owner's
// number of projects (docs/decisions/0040): its projects, the work they show, the reviews from there,
// the phone and hours. The menus link exactly those towns. All read from the content in use.

/** The content the site was built from, as visitors read it. */
const site = loadContent();
const texts = site.pages.town;
const ORIGIN = siteOrigin(site.business.website, process.env);
const TOWNS = townPages(site);

/**
 * What a town's page lists, read from the content here rather than from the page's own module: its
 * projects newest first (each with its page's address), the services they show in the owner's order,
 * the reviews whose place names it or whose project is one of its.
 */
function listsOf(town: (typeof TOWNS)[number]) {
  const named = (place: string | undefined) => areaOfPlace(place, site.serviceAreas) === town.area;
  const projects = shownProjects(site.projects).filter((project) => named(project.place));
  const done = new Set(projects.flatMap((project) => project.offerings));
  const offerings = site.services
    .filter((service) => done.has(service.id))
    .map((service) => ({ title: service.title, path: service.description ? offeringPath(service.id) : undefined }));
  // A review from there: its town is this one, or its project is one of the town's.
  const all = shownProjects(site.projects);
  const reviews = site.reviews.filter(
    (review) => named(review.place) || projects.includes(projectTitled(all, review.project)!),
  );
  return { projects, offerings, reviews };
}
const WITHOUT_PAGE = site.serviceAreas.filter((area) => !TOWNS.some((town) => town.area === area));
const label = (area: { name: string; state: string }) => `${area.name}, ${area.state}`;

/** Each town as the menus list it: its name, and its page's address where it has one. */
const listed = site.serviceAreas.map((area) => ({
  name: label(area),
  href: TOWNS.find((town) => town.area === area)?.path ?? null,
}));

/** The links of a list of towns, by name and address, and the names listed without a link. */
async function townsIn(page: Page, list: ReturnType<Page["getByRole"]>) {
  const items = list.getByRole("listitem");
  return items.evaluateAll((elements) =>
    elements.map((el) => ({
      name: el.textContent?.trim() ?? "",
      href: el.querySelector("a")?.getAttribute("href") ?? null,
    })),
  );
}

test("a town has a page exactly when it has at least the owner's number of projects", async ({ request }) => {
  const needed = site.business.townPageProjects;
  expect(CONTENT_PAGES.filter((page) => page.kind === "town").map((page) => page.path)).toEqual(
    TOWNS.map((town) => town.path),
  );
  for (const town of TOWNS) expect(listsOf(town).projects.length).toBeGreaterThanOrEqual(needed);
  // A town with fewer has no page: its address is the 404 page.
  const slugs = townSlugs(site.serviceAreas);
  for (const area of WITHOUT_PAGE) {
    const path = `/areas/${slugs[site.serviceAreas.indexOf(area)]}`;
    expect((await request.get(path)).status(), path).toBe(404);
  }
});

test("the sitemap lists the town pages, and no other town", async ({ request }) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  const listedTowns = [...xml.matchAll(/<loc>([^<]*\/areas\/[^<]*)<\/loc>/g)].map((match) => match[1]);
  expect(listedTowns).toEqual(TOWNS.map((town) => new URL(town.path, ORIGIN).href));
});

for (const town of TOWNS) {
  const { projects, offerings, reviews } = listsOf(town);
  test.describe(town.path, () => {
    test("opens with the way down to it, its headline and the call and estimate actions", async ({ page }) => {
      const errors = collectErrors(page);
      await gotoHydrated(page, town.path);
      await expect(page).toHaveTitle(
        new RegExp(`^${fillTownText(texts.title, town.area).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} \\| `),
      );
      const trail = page.getByRole("navigation", { name: "Breadcrumb" });
      await expect(trail.getByRole("link")).toHaveText(["Home", "Our Work", town.name]);
      await expect(trail.getByRole("link", { name: town.name })).toHaveAttribute("aria-current", "page");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(fillTownText(texts.heading, town.area));
      await expect(
        page.getByRole("main").getByRole("link", { name: site.contact.phone.display }).first(),
      ).toHaveAttribute("href", `tel:${site.contact.phone.tel}`);
      expect(errors).toEqual([]);
    });

    test("lists its projects newest first, each linking to its page", async ({ page }) => {
      await gotoHydrated(page, town.path);
      const section = page.getByRole("region", { name: fillTownText(texts.projectsHeading, town.area) });
      const links = section.getByRole("heading", { level: 3 }).getByRole("link");
      await expect(links).toHaveText(projects.map((project) => project.title));
      for (const [i, project] of projects.entries()) await expect(links.nth(i)).toHaveAttribute("href", project.path);
    });

    test("lists the work done there, linking each service's page where it has one", async ({ page }) => {
      await gotoHydrated(page, town.path);
      const heading = texts.offeringsHeading && fillTownText(texts.offeringsHeading, town.area);
      test.skip(!heading, "the owner left the section out");
      const section = page.getByRole("region", { name: heading! });
      await expect(section.getByRole("listitem")).toHaveText(offerings.map((offering) => offering.title));
      const linked = offerings.filter((offering) => offering.path);
      await expect(section.getByRole("link")).toHaveText(linked.map((offering) => offering.title));
      for (const offering of linked)
        await expect(section.getByRole("link", { name: offering.title })).toHaveAttribute("href", offering.path!);
    });

    test("shows the reviews from there and no other, each naming its project with a link", async ({ page }) => {
      await gotoHydrated(page, town.path);
      const section = page.getByRole("region", { name: fillTownText(texts.reviewsHeading, town.area) });
      if (reviews.length === 0) return expect(section).toHaveCount(0);
      await expect(section.locator("blockquote")).toHaveText(reviews.map((review) => review.text));
      // A card naming its project links to the project's page.
      const cards = section.locator("figure");
      for (const [i, review] of reviews.entries()) {
        const project = projectTitled(shownProjects(site.projects), review.project);
        if (project)
          await expect(cards.nth(i).getByRole("link", { name: project.title })).toHaveAttribute("href", project.path);
        else await expect(cards.nth(i).getByRole("link")).toHaveCount(0);
      }
    });

    test("gives the phone number and the opening hours", async ({ page }) => {
      await gotoHydrated(page, town.path);
      const section = page.getByRole("region", { name: fillTownText(texts.contactHeading, town.area) });
      await expect(section.getByRole("link", { name: site.contact.phone.display })).toHaveAttribute(
        "href",
        `tel:${site.contact.phone.tel}`,
      );
      for (const row of site.contact.hours) {
        const { days, time } = formatHoursRow(row);
        await expect(section).toContainText(days);
        await expect(section).toContainText(time);
      }
    });

    test("carries its breadcrumbs, and no review or rating markup, as structured data", async ({ request }) => {
      const html = await (await request.get(town.path)).text();
      const [, json] = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)!;
      const graph = (JSON.parse(json!) as { "@graph": Record<string, unknown>[] })["@graph"];
      const crumbs = graph.find((item) => item["@type"] === "BreadcrumbList")!;
      expect((crumbs.itemListElement as { item: string }[]).map((step) => step.item)).toEqual(
        ["/", "/gallery", town.path].map((p) => new URL(p, ORIGIN).href),
      );
      expect(json).not.toMatch(/"(Review|AggregateRating)"|"review"|"aggregateRating"/);
    });
  });
}

test.describe("the towns' links", () => {
  test("the Service Areas menu links exactly the towns with a page, and lists the others", async ({ page }) => {
    await page.setViewportSize(DESKTOP_WIDTH);
    await gotoHydrated(page, "/");
    const button = page.getByRole("button", { name: "Service Areas" });
    await button.click();
    const item = page.getByRole("navigation", { name: "Main" }).getByRole("listitem").filter({ has: button });
    expect(await townsIn(page, item.getByRole("list"))).toEqual(listed);
    await expectNoAxeViolations(page, "Service Areas menu open");
  });

  test("the phone menu links exactly the towns with a page, and lists the others", async ({ page }) => {
    await page.setViewportSize(PHONE_WIDTH);
    await gotoHydrated(page, "/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const areas = page.getByRole("dialog", { name: "Menu" }).getByRole("region", { name: "Service Areas" });
    expect(await townsIn(page, areas.getByRole("list"))).toEqual(listed);
  });

  test("the footer links exactly the towns with a page, and lists the others", async ({ page }) => {
    await gotoHydrated(page, "/");
    const areas = page.getByRole("contentinfo").getByRole("region", { name: "Areas Served" });
    expect(await townsIn(page, areas.getByRole("list"))).toEqual(listed);
  });

  test("the home page's towns link exactly the town pages", async ({ page }) => {
    await gotoHydrated(page, "/");
    const section = page.getByRole("region", { name: site.pages.home.serviceAreaHeading });
    // Every link of the section but the call link under the map.
    const links = section.locator("a:not([href^='tel:'])");
    await expect(links).toHaveText(TOWNS.map((town) => fillTownText(texts.areaLink, town.area)));
    for (const [i, town] of TOWNS.entries()) await expect(links.nth(i)).toHaveAttribute("href", town.path);
  });
});

test.describe("accessibility", () => {
  const [first] = TOWNS;
  for (const size of [PHONE_WIDTH, DESKTOP_WIDTH]) {
    test(`a town's page at ${size.width} px: axe finds nothing`, async ({ page }) => {
      test.skip(!first, "no town has a page");
      await page.setViewportSize(size);
      await gotoHydrated(page, first!.path);
      await expectNoAxeViolations(page, `${first!.path} at ${size.width}`);
    });
  }
});
