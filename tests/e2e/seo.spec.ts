import { expect, test, type Page } from "@playwright/test";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { loadContent } from "../../app/content/load";
import { contentDir } from "../../app/content/dir.mjs";
import { setupReport } from "../../app/content/setup";
import { CLIENT_DIR, urlPathOf } from "../../scripts/lib/build-paths.mjs";
import { siteOrigin } from "../../scripts/deploy/host/environment.mjs";
import { collectErrors, gotoHydrated, INDEXED_PAGES } from "./helpers";

/** The content the site was built from (content/*.yml). */
const site = loadContent();

const ORIGIN = siteOrigin(site.business.website, process.env);
const absolute = (p: string) => new URL(p, ORIGIN).href;
/** The questions /fences shows (and marks up): those linked to no service's page. */
const FENCES_QUESTIONS = site.faq.filter((item) => item.offerings.length === 0);

/** The sample details the build found (app/content/setup.ts), by the same rules and origin. */
const remainingSamples = setupReport({ contentDir: contentDir(), originOf: () => ORIGIN }).details;

/** Link names that say nothing out of context (Lighthouse's 'link-text' list). */
const GENERIC_LINK_TEXT =
  /^(click here|click this|go|here|information|learn more|more|more info|more information|right here|read more|see more|start|this)$/i;

test.describe("headings and link texts", () => {
  for (const { path: pagePath } of INDEXED_PAGES) {
    test(`${pagePath}: one h1, no skipped heading levels, descriptive link names`, async ({ page }) => {
      await gotoHydrated(page, pagePath);
      const headings = await page
        .locator("h1, h2, h3, h4, h5, h6")
        .evaluateAll((elements) =>
          elements
            .filter((el) => el.checkVisibility())
            .map((el) => ({ level: Number(el.tagName[1]), text: el.textContent?.trim() ?? "" })),
        );
      expect(
        headings.filter((h) => h.level === 1),
        "exactly one h1",
      ).toHaveLength(1);
      expect(headings[0]?.level, "the first heading is the h1").toBe(1);
      headings.forEach((heading, i) => {
        const previous = headings[i - 1];
        if (previous) {
          expect(heading.level, `"${heading.text}" (h${heading.level}) after h${previous.level}`).toBeLessThanOrEqual(
            previous.level + 1,
          );
        }
      });

      await expect(page.getByRole("link").first()).toBeVisible();
      await expect(page.getByRole("link", { name: GENERIC_LINK_TEXT })).toHaveCount(0);
      await expect(page.getByRole("link", { name: /^\s*$/ })).toHaveCount(0);
    });
  }
});

test.describe("structured data after hydration", () => {
  for (const { path: pagePath } of INDEXED_PAGES) {
    // The browser bundle leaves the JSON-LD builders out (app/lib/meta.ts): React must keep the server's block.
    test(`${pagePath}: the prerendered JSON-LD survives hydration without errors`, async ({ page }) => {
      const errors = collectErrors(page);
      await gotoHydrated(page, pagePath);
      const blocks = page.locator('script[type="application/ld+json"]');
      await expect(blocks).toHaveCount(1);
      expect(JSON.parse((await blocks.textContent()) ?? "")).toHaveProperty("@graph");
      expect(errors).toEqual([]);
    });
  }
});

interface PageHead {
  file: string;
  title: string;
  description: string | null;
  canonical: string | null;
  robots: string | null;
  og: Record<string, string>;
  twitter: Record<string, string>;
  jsonLd: string[];
}

/** Reads the <head> of a built HTML file in a browser with scripts off and the network closed. */
async function readHead(page: Page, file: string): Promise<PageHead> {
  await page.route("**/*", (route) => route.abort());
  await page.setContent(readFileSync(path.join(CLIENT_DIR, file), "utf8"), { waitUntil: "domcontentloaded" });
  return {
    file,
    ...(await page.evaluate(() => {
      const attr = (selector: string, name: string) => document.querySelector(selector)?.getAttribute(name) ?? null;
      const pairs = (prefix: string, key: string) =>
        Object.fromEntries(
          [...document.querySelectorAll(`meta[${key}^="${prefix}"]`)].map((m) => [
            m.getAttribute(key)!,
            m.getAttribute("content") ?? "",
          ]),
        );
      return {
        title: document.title,
        description: attr('meta[name="description"]', "content"),
        canonical: attr('link[rel="canonical"]', "href"),
        robots: attr('meta[name="robots"]', "content"),
        og: pairs("og:", "property"),
        twitter: pairs("twitter:", "name"),
        jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => s.textContent ?? ""),
      };
    })),
  };
}

const builtHtmlFiles = readdirSync(CLIENT_DIR, { recursive: true, encoding: "utf8" })
  .filter((f) => f.endsWith(".html"))
  .sort();

/** The address a built page answers (the 404 page answers none). */
const pathOfFile = (file: string): string => urlPathOf(file) ?? "";

type GraphItem = Record<string, unknown> & { "@type": string };

function expectedHours() {
  return site.contact.hours.map((row) => ({
    "@type": "OpeningHoursSpecification",
    dayOfWeek: row.days,
    opens: "closed" in row ? "00:00" : row.opens,
    closes: "closed" in row ? "00:00" : row.closes,
  }));
}

test.describe("prerendered pages (build/client)", () => {
  test("every public page has its own title, description, canonical URL and sharing tags", async ({ page }) => {
    const heads: PageHead[] = [];
    for (const file of builtHtmlFiles) heads.push(await readHead(page, file));
    // Pages with a canonical address: the public pages and those made from the content (the 404 and the editor have none).
    const indexed = heads.filter((h) => h.canonical);
    expect(indexed.map((h) => pathOfFile(h.file)).sort()).toEqual(INDEXED_PAGES.map((p) => p.path).sort());

    for (const head of indexed) {
      const url = absolute(pathOfFile(head.file));
      expect(head.title, head.file).toMatch(new RegExp(`\\| ${site.business.shortName}$`));
      expect(head.title.length, head.file).toBeLessThan(60);
      expect(head.description?.length, head.file).toBeGreaterThan(50);
      expect(head.description!.length, head.file).toBeLessThan(160);
      expect(head.canonical, head.file).toBe(url);
      expect(head.og, head.file).toMatchObject({
        "og:type": "website",
        "og:site_name": site.business.name,
        "og:title": head.title,
        "og:description": head.description,
        "og:url": url,
        "og:image:width": "1200",
        "og:image:height": "630",
      });
      expect(head.og["og:image"], head.file).toMatch(new RegExp(`^${absolute("/og/")}[a-z-]+\\.jpg$`));
      expect(head.og["og:image:alt"], head.file).toContain(site.business.name);
      expect(head.twitter, head.file).toMatchObject({
        "twitter:card": "summary_large_image",
        "twitter:title": head.title,
        "twitter:image": head.og["og:image"],
      });
    }

    for (const key of ["title", "description", "canonical"] as const) {
      expect(new Set(indexed.map((h) => h[key])).size, `unique ${key}`).toBe(indexed.length);
    }
    expect(new Set(indexed.map((h) => h.og["og:image"])).size, "unique og:image").toBe(indexed.length);
  });

  test("each sharing picture is a built 1200x630 JPEG under 150 KB", async ({ page }) => {
    for (const { path: pagePath } of INDEXED_PAGES) {
      const file = builtHtmlFiles.find((f) => pathOfFile(f) === pagePath)!;
      const { og } = await readHead(page, file);
      const imageFile = path.join(CLIENT_DIR, new URL(og["og:image"]!).pathname);
      const { width, height, format } = await sharp(imageFile).metadata();
      expect({ width, height, format }, imageFile).toEqual({ width: 1200, height: 630, format: "jpeg" });
      expect(statSync(imageFile).size, imageFile).toBeLessThan(150 * 1024);
    }
  });

  test("every JSON-LD block parses and carries the phone, e-mail and hours of the content module", async ({ page }) => {
    for (const { path: pagePath } of INDEXED_PAGES) {
      const file = builtHtmlFiles.find((f) => pathOfFile(f) === pagePath)!;
      const { jsonLd } = await readHead(page, file);
      expect(jsonLd, `${file}: one JSON-LD block`).toHaveLength(1);
      for (const text of jsonLd) {
        const data = JSON.parse(text) as { "@context": string; "@graph": GraphItem[] };
        expect(data["@context"]).toBe("https://schema.org");
        const business = data["@graph"].find((item) => item["@type"] === "HomeAndConstructionBusiness");
        expect(business, file).toMatchObject({
          name: site.business.name,
          telephone: site.contact.phone.tel,
          email: site.contact.email,
          url: absolute("/"),
          openingHoursSpecification: expectedHours(),
        });
        // No social pages: no sameAs at all.
        if (site.social.length > 0) expect(business!.sameAs).toEqual(site.social.map((s) => s.url));
        else expect(business).not.toHaveProperty("sameAs");
        expect((business!.areaServed as { name: string }[]).map((a) => a.name)).toEqual(
          site.serviceAreas.map((a) => a.name),
        );
        const types = data["@graph"].map((item) => item["@type"]);
        expect(types.includes("BreadcrumbList"), `${file}: breadcrumbs on inner pages only`).toBe(pagePath !== "/");
        expect(types.includes("FAQPage"), `${file}: FAQ on /fences only, while a question is there`).toBe(
          pagePath === "/fences" && FENCES_QUESTIONS.length > 0,
        );
        expect(types).not.toContain("AggregateRating");
        expect(text).not.toMatch(/"(review|aggregateRating)"/);
      }
    }
  });

  test("the FAQ markup on /fences holds every question of the content linked to no service's page", async ({
    page,
  }) => {
    test.skip(FENCES_QUESTIONS.length === 0, "every question is on a service's own page");
    const { jsonLd } = await readHead(page, "fences.html");
    const graph = (JSON.parse(jsonLd[0]!) as { "@graph": GraphItem[] })["@graph"];
    const faq = graph.find((item) => item["@type"] === "FAQPage")!;
    const questions = faq.mainEntity as { name: string; acceptedAnswer: { text: string } }[];
    expect(questions.map((q) => [q.name, q.acceptedAnswer.text])).toEqual(
      FENCES_QUESTIONS.map((f) => [f.question, f.answer]),
    );
  });

  test("the 404 page is noindex, without canonical or structured data", async ({ page }) => {
    const head = await readHead(page, "404.html");
    expect(head.robots).toBe("noindex");
    expect(head.canonical).toBeNull();
    expect(head.jsonLd).toEqual([]);
  });
});

test("every page answers 200 at its canonical address on the project's server; its other addresses redirect there", async ({
  request,
}) => {
  for (const { path: pagePath } of INDEXED_PAGES) {
    expect((await request.get(pagePath, { maxRedirects: 0 })).status(), pagePath).toBe(200);
    if (pagePath === "/") continue;
    for (const other of [`${pagePath}/`, `${pagePath}.html`]) {
      const response = await request.get(other, { maxRedirects: 0 });
      expect(response.status(), other).toBe(301);
      expect(new URL(response.headers().location!, "http://x").pathname, other).toBe(pagePath);
    }
  }
});

test("every public page is noindex exactly while sample details are in use", async ({ page }) => {
  const expected = remainingSamples.length > 0 ? "noindex" : null;
  const publicPaths: string[] = INDEXED_PAGES.map((p) => p.path);
  const files = builtHtmlFiles.filter((file) => publicPaths.includes(pathOfFile(file)));
  expect(files).toHaveLength(publicPaths.length);
  for (const file of files) expect((await readHead(page, file)).robots, file).toBe(expected);
});

test.describe("sitemap and robots.txt", () => {
  test("the sitemap lists exactly the public pages, then each page made from the content", async ({ request }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    const xml = await response.text();
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(INDEXED_PAGES.map((p) => absolute(p.path)));
  });

  test("robots.txt allows crawling and names the sitemap once no sample details are left", async ({ request }) => {
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    const lines = (await response.text()).split("\n");
    expect(lines).toContain("User-agent: *");
    const sitemapLine = `Sitemap: ${absolute("/sitemap.xml")}`;
    if (remainingSamples.length > 0) expect(lines.filter((l) => l.startsWith("Sitemap:"))).toEqual([]);
    else expect(lines).toContain(sitemapLine);
    expect(lines).not.toContain("Disallow: /");
  });
});
