// The owner's projects as a visitor finds them (docs/decisions/0039): grouped in the gallery, each
// group linking to its page; each project's page with its photos, its town (linking to its town's
// page) and month, its work, its story and the reviews naming it; and on each service's own page,
// its projects newest first. Every expected value is read from the content in use, so the spec runs
// on any content: one without projects shows none.
import { expect, test, type Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import path from "node:path";
import { loadContent } from "../../app/content/load";
import { projectPagesMeta } from "../../app/lib/projectMeta";
import { hasOwnPage, offeringPath } from "../../app/pageKinds.mjs";
import { pageByKey } from "../../app/pages.mjs";
import {
  CARD_PHOTOS,
  photosLeadFirst,
  projectsForOffering,
  projectTitled,
  RECENT_PROJECTS,
  shownProjects,
} from "../../app/projectPages.mjs";
import { fillTownText } from "../../app/content/pageTexts";
import { areaOfPlace, townPageOf, townPages } from "../../app/townPages.mjs";
import { CLIENT_DIR } from "../../scripts/lib/build-paths.mjs";
import { siteOrigin } from "../../scripts/deploy/host/environment.mjs";
import { DESKTOP_WIDTH, expectNoAxeViolations, firstInteraction, PHONE_WIDTH, escapeRegExp } from "./helpers";

const site = loadContent();
const PROJECTS = shownProjects(site.projects);
const words = site.projectTexts;
const ORIGIN = siteOrigin(site.business.website, process.env);
const GALLERY = pageByKey.gallery;

/** The JSON-LD items of the page, each graph flattened. */
async function structuredData(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((text) => {
    const data = JSON.parse(text) as { "@graph"?: Record<string, unknown>[] } & Record<string, unknown>;
    return data["@graph"] ?? [data];
  });
}

test.describe("the gallery's projects", () => {
  test("group the project photos by project, newest first, each group linking to its page", async ({ page }) => {
    await page.goto(GALLERY.path);
    const section = page.getByRole("region", { name: words.galleryHeading, exact: true });
    if (PROJECTS.length === 0) {
      // No project: the gallery closes up, its photos show as before.
      await expect(section).toHaveCount(0);
      return;
    }
    await expect(section.getByRole("heading", { level: 2 })).toHaveText(words.galleryHeading);
    const groups = section.getByRole("listitem");
    await expect(groups).toHaveCount(PROJECTS.length);
    for (const [i, project] of PROJECTS.entries()) {
      const group = groups.nth(i);
      const link = group.getByRole("link");
      await expect(link).toHaveAccessibleName(project.title);
      await expect(link).toHaveAttribute("href", project.path);
      await expect(group.getByRole("heading", { level: 3 })).toHaveText(project.title);
      if (project.place) await expect(group).toContainText(project.place);
      await expect(group).toContainText(project.when);
      const shown = photosLeadFirst(project).slice(0, CARD_PHOTOS);
      await expect(group.getByRole("img")).toHaveCount(shown.length);
      for (const [j, photo] of shown.entries())
        await expect(group.getByRole("img").nth(j)).toHaveAttribute("alt", photo.alt);
    }
  });

  test("lead to the project's page", async ({ page }) => {
    test.skip(PROJECTS.length === 0, "no project in this content");
    await page.goto(GALLERY.path);
    const [newest] = PROJECTS;
    await page.getByRole("link", { name: newest!.title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(newest!.path)}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(newest!.title);
  });
});

test.describe("a project's page", () => {
  const titles = projectPagesMeta(site.projects, site.business.shortName);
  for (const project of PROJECTS) {
    test(`${project.path}: its photos, town, month, work, story, breadcrumbs and markup`, async ({ page }) => {
      await page.goto(project.path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(project.title);
      const own = titles.get(project.slug)!;
      await expect(page).toHaveTitle(`${own.title} | ${site.business.shortName}`);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", own.description);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new URL(project.path, ORIGIN).href);

      const main = page.getByRole("main");
      if (project.place) await expect(main).toContainText(project.place);
      await expect(main.locator("time").first()).toHaveText(project.when);

      // Every photo, the finished work first, each before or after photo marked in the owner's words.
      const figures = main.locator("figure:not(:has(blockquote))"); // the reviews' cards are figures too
      const photos = photosLeadFirst(project);
      await expect(figures).toHaveCount(photos.length);
      for (const [i, photo] of photos.entries()) {
        await expect(figures.nth(i).getByRole("img")).toHaveAttribute("alt", photo.alt);
        const mark = photo.stage ? words[photo.stage] : null;
        if (mark) await expect(figures.nth(i)).toContainText(mark);
        else await expect(figures.nth(i)).toHaveText("");
      }

      // The work done: each service with a page of its own is a link to it; one without, its name.
      const work = project.offerings.flatMap((id) => site.services.filter((service) => service.id === id));
      for (const service of work) {
        const link = main.getByRole("link", { name: service.title, exact: true });
        if (hasOwnPage(service)) await expect(link).toHaveAttribute("href", offeringPath(service.id));
        else {
          await expect(link).toHaveCount(0);
          await expect(main).toContainText(service.title);
        }
      }
      if (project.story) await expect(main).toContainText(project.story.split(/\n\s*\n/)[0]!.trim());

      // The call and estimate actions.
      await expect(
        main.getByRole("link", { name: site.pages.everyPage.closingEstimateButton }).first(),
      ).toHaveAttribute("href", "/contact");
      await expect(main.locator(`a[href="tel:${site.contact.phone.tel}"]`).first()).toBeVisible();

      // The way down: Home › the gallery › the project, the page itself marked as the current one.
      const trail = page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link");
      await expect(trail).toHaveText([pageByKey.home.name, GALLERY.name, project.title]);
      await expect(trail.last()).toHaveAttribute("aria-current", "page");

      // The markup: each photo as an ImageObject, and the same trail as a BreadcrumbList.
      const items = await structuredData(page);
      const images = items.filter((item) => item["@type"] === "ImageObject");
      expect(images.map((image) => image["caption"])).toEqual(project.photos.map((photo) => photo.alt));
      for (const image of images) {
        expect(String(image["contentUrl"])).toMatch(new RegExp(`^${escapeRegExp(ORIGIN)}/img/.+\\.webp$`));
        const response = await page.request.get(new URL(String(image["contentUrl"])).pathname);
        expect(response.status(), String(image["contentUrl"])).toBe(200);
      }
      const breadcrumbs = items.find((item) => item["@type"] === "BreadcrumbList") as {
        itemListElement: { name: string; item: string }[];
      };
      expect(breadcrumbs.itemListElement.map((step) => step.name)).toEqual([
        pageByKey.home.name,
        GALLERY.name,
        project.title,
      ]);
      expect(breadcrumbs.itemListElement.at(-1)!.item).toBe(new URL(project.path, ORIGIN).href);
    });
  }

  for (const project of PROJECTS) {
    const town = townPageOf(site, project.place);
    const reviews = site.reviews.filter((review) => projectTitled(PROJECTS, review.project) === project);
    test(`${project.path}: its town links to the town's page where it has one, and the reviews naming it show`, async ({
      page,
    }) => {
      await page.goto(project.path);
      const main = page.getByRole("main");
      if (project.place && town)
        await expect(main.getByRole("link", { name: project.place, exact: true })).toHaveAttribute("href", town.path);
      else if (project.place) await expect(main.getByRole("link", { name: project.place, exact: true })).toHaveCount(0);

      const section = page.getByRole("region", { name: words.reviewsHeading, exact: true });
      if (reviews.length === 0) return expect(section).toHaveCount(0);
      await expect(section.locator("blockquote")).toHaveText(reviews.map((review) => review.text));
      // On its own page a card does not name the project again.
      await expect(section.getByRole("link", { name: project.title })).toHaveCount(0);
      const html = await (await page.request.get(project.path)).text();
      expect(html).not.toMatch(/"(Review|AggregateRating)"|"review"|"aggregateRating"/);
    });
  }

  test("each has a title and a description of its own, and a place in the sitemap", () => {
    const all = [...titles.values()];
    expect(new Set(all.map((meta) => meta.title)).size).toBe(all.length);
    expect(new Set(all.map((meta) => meta.description)).size).toBe(all.length);
    const sitemap = readFileSync(path.join(CLIENT_DIR, "sitemap.xml"), "utf8");
    for (const project of PROJECTS) expect(sitemap).toContain(`<loc>${new URL(project.path, ORIGIN).href}</loc>`);
    expect(sitemap.match(/\/projects\//g) ?? []).toHaveLength(PROJECTS.length);
  });

  test("runs no script at a phone's load", async ({ browser }) => {
    test.skip(PROJECTS.length === 0, "no project in this content");
    const context = await browser.newContext({ viewport: PHONE_WIDTH, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await page.goto(PROJECTS[0]!.path, { waitUntil: "networkidle" });
    expect(scripts).toEqual([]);
    await context.close();
  });

  for (const [width, viewport] of Object.entries({ phone: PHONE_WIDTH, desktop: DESKTOP_WIDTH })) {
    test(`axe finds nothing on a project's page and the gallery's projects on a ${width}`, async ({ page }) => {
      test.skip(PROJECTS.length === 0, "no project in this content");
      await page.setViewportSize(viewport);
      await page.goto(PROJECTS[0]!.path);
      await firstInteraction(page);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await expectNoAxeViolations(page, `${PROJECTS[0]!.path} at ${viewport.width}`);
      await page.goto(GALLERY.path);
      await firstInteraction(page);
      const section = page.getByRole("region", { name: words.galleryHeading, exact: true });
      await section.scrollIntoViewIfNeeded();
      await expectNoAxeViolations(page, `the gallery's projects at ${viewport.width}`, {
        include: ["#project-groups-title", "section[aria-labelledby=project-groups-title]"],
      });
    });
  }
});

test.describe("a service's own page", () => {
  for (const service of site.services.filter(hasOwnPage)) {
    test(`${offeringPath(service.id)}: its projects, newest first, each linking to its page, and their towns' pages`, async ({
      page,
    }) => {
      await page.goto(offeringPath(service.id));
      const listed = projectsForOffering(site, service.id).slice(0, RECENT_PROJECTS);
      const section = page.getByRole("region", { name: words.offeringHeading, exact: true });
      if (listed.length === 0) {
        await expect(section).toHaveCount(0);
        return;
      }
      const links = section.getByRole("list").first().getByRole("listitem").getByRole("link");
      await expect(links).toHaveText(listed.map((project) => project.title));
      for (const [i, project] of listed.entries()) await expect(links.nth(i)).toHaveAttribute("href", project.path);
      // Then the pages of the towns where its projects are, those that have one, in the service areas' order.
      const all = projectsForOffering(site, service.id);
      const towns = townPages(site).filter((town) =>
        all.some((project) => areaOfPlace(project.place, site.serviceAreas) === town.area),
      );
      const townLinks = section.locator("ul + ul").getByRole("link");
      await expect(townLinks).toHaveText(towns.map((town) => fillTownText(site.pages.town.areaLink, town.area)));
      for (const [i, town] of towns.entries()) await expect(townLinks.nth(i)).toHaveAttribute("href", town.path);
    });
  }
});
