import type { MetaDescriptor } from "react-router";
import { describe, expect, it } from "vitest";
import { site, siteSetup, type SiteContent } from "~/content";
import { projectPictures } from "~/generated/projects";
import { contentPages, pageKinds } from "~/pageKinds.mjs";
import { publicPages } from "~/pages.mjs";
import { DESCRIPTION_MAX_LENGTH, pageMeta, TITLE_MAX_LENGTH, titleTemplate } from "./meta";
import { repeatedSearchTexts, searchTexts } from "./searchTexts";

type RouteModule = { meta?: (args: unknown) => MetaDescriptor[] };

// Every route module, so a new page is held to the same rules without touching this test.
const routeModules = import.meta.glob<RouteModule>("../routes/*.tsx", { eager: true });

function tags(meta: MetaDescriptor[]) {
  const find = (key: string, value: string) =>
    meta.find((m) => (m as Record<string, unknown>)[key] === value) as Record<string, string> | undefined;
  return {
    title: (meta.find((m) => "title" in m) as { title: string } | undefined)?.title,
    description: find("name", "description")?.content,
    canonical: find("rel", "canonical")?.href,
    robots: find("name", "robots")?.content,
    ogImage: find("property", "og:image")?.content,
    ogImageAlt: find("property", "og:image:alt")?.content,
    twitterImage: find("name", "twitter:image")?.content,
    jsonLd: meta.filter((m) => "script:ld+json" in m),
  };
}

/**
 * The pages made from content (app/pageKinds.mjs) whose pictures the image step has made. The unit
 * stages on the other companies' contents run with the sample's pictures (tests/run/fixture-unit.mjs):
 * there a project's own photos have none, and its pages are checked in that company's build instead
 * (tests/e2e/seo.spec.ts, projects.spec.ts).
 */
const picturesMade = (page: { sharePicture?: string }) =>
  !page.sharePicture?.startsWith("projects/") || page.sharePicture.slice("projects/".length) in projectPictures;
const madePages = contentPages(site).filter(picturesMade);
const paramsOf = (file: string) => {
  const kind = pageKinds.find((k) => file.endsWith(k.route.replace(/^routes\//, "/")));
  return kind
    ? madePages.filter((page) => page.kind === kind.key).map((page) => ({ id: page.path.split("/").pop()! }))
    : [{}];
};

// One entry per public page, and one per page made from content for a kind's route module.
const routes = Object.entries(routeModules).flatMap(([file, mod]) => {
  expect(mod.meta, `${file} exports meta`).toBeTypeOf("function");
  return paramsOf(file).map((params) => ({
    file: "id" in params ? `${file} ${params.id}` : file,
    ...tags(mod.meta!({ params })),
  }));
});

describe("every route's meta", () => {
  it("covers all public pages, the pages made from content and the 404", () => {
    expect(routes.length).toBeGreaterThanOrEqual(publicPages.length + madePages.length + 1);
  });

  it.each(routes)("$file: title under 60 and description under 160 characters", ({ title, description }) => {
    expect(title).toBeTruthy();
    expect(title!.length).toBeLessThan(TITLE_MAX_LENGTH);
    expect(description).toBeTruthy();
    expect(description!.length).toBeLessThan(DESCRIPTION_MAX_LENGTH);
  });

  it("each page's title and description are those the build's check of repeats reads (searchTexts)", () => {
    const indexed = routes.filter((r) => r.canonical);
    const byPath = new Map(searchTexts(site).map((page) => [page.path, page]));
    for (const route of indexed) {
      const page = byPath.get(new URL(route.canonical!).pathname);
      expect(page, route.file).toBeDefined();
      expect(route.title, route.file).toBe(titleTemplate(page!.title));
      expect(route.description, route.file).toBe(page!.description);
    }
  });

  // Pages sharing their words are built (decision 0044): the build names them to the owner instead.
  it("titles and descriptions are unique across the pages in search, or the build names the repeats", () => {
    const indexed = routes.filter((r) => r.canonical);
    const repeats = (key: "title" | "description") =>
      new Set(indexed.map((r) => r[key]?.toLowerCase())).size < indexed.length;
    expect(repeats("title") || repeats("description")).toBe(repeatedSearchTexts(site).length > 0);
  });

  it.each(routes)(
    "$file: shares a 1200x630 picture by absolute URL, with alt text",
    ({ ogImage, ogImageAlt, twitterImage }) => {
      expect(ogImage).toMatch(/^https:\/\/[^/]+\/og\/[a-z-]+\.jpg$/);
      expect(twitterImage).toBe(ogImage);
      expect(ogImageAlt).toContain(site.business.name);
    },
  );

  it("each public page and each page made from content has its own canonical URL and picture", () => {
    const indexed = routes.filter((r) => r.canonical);
    const paths = [...publicPages, ...madePages].map((p) => p.path);
    expect(indexed.map((r) => new URL(r.canonical!).pathname).sort()).toEqual(paths.sort());
    expect(new Set(indexed.map((r) => r.ogImage)).size).toBe(paths.length);
  });

  it("the 404 is noindex, without canonical or structured data", () => {
    const notFound = routes.find((r) => r.file.endsWith("not-found.tsx"))!;
    expect(notFound.robots).toBe("noindex");
    expect(notFound.canonical).toBeUndefined();
    expect(notFound.jsonLd).toEqual([]);
  });
});

describe("pageMeta", () => {
  it("renders one JSON-LD @graph with the page's extra items after the defaults", () => {
    const meta = pageMeta({ title: "T", path: "/", structuredData: [{ "@type": "WebPage", name: "Extra" }] });
    const blocks = tags(meta).jsonLd.map(
      (m) => (m as { "script:ld+json": { "@graph": { "@type": string }[] } })["script:ld+json"],
    );
    expect(blocks).toHaveLength(1);
    expect(blocks[0]!["@graph"].map((item) => item["@type"])).toEqual(["HomeAndConstructionBusiness", "WebPage"]);
  });
});

describe("pageMeta while sample details are in use", () => {
  const real: SiteContent = {
    ...site,
    business: { ...site.business, name: "Realfence Co.", shortName: "Realfence" },
    contact: {
      ...site.contact,
      email: "office@realfenceco.com",
      phone: { display: "(662) 393-1234", tel: "+16623931234" },
      textNumber: { display: "(662) 393-1235", tel: "+16623931235" },
    },
    social: [{ network: "facebook", label: "Facebook", url: "https://www.facebook.com/realfenceco" }],
    footer: { designCredit: { ...site.footer.designCredit, name: "Delta Web Works" } },
    reviews: site.reviews.map((review) => ({ ...review, sample: false })),
    badges: { ...site.badges, reviews: [] },
  };
  const withSamples: SiteContent = {
    ...real,
    contact: { ...real.contact, phone: { display: "(662) 555-0142", tel: "+16625550142" } },
  };

  it("keeps every page out of search results, with the page otherwise complete", () => {
    const meta = tags(pageMeta({ title: "Fences", path: "/fences" }, withSamples));
    expect(meta.robots).toBe("noindex");
    expect(meta.canonical).toMatch(/\/fences$/);
  });

  it("lets every page be indexed once every sample detail is replaced", () => {
    const meta = tags(pageMeta({ title: "Fences", path: "/fences" }, real));
    expect(meta.robots).toBeUndefined();
    expect(meta.canonical).toMatch(/\/fences$/);
  });

  it("the site's own content is indexable exactly when the build finds no sample detail left", () => {
    const meta = tags(pageMeta({ title: "Home", path: "/" }));
    expect(meta.robots).toBe(siteSetup.sampleDetails > 0 ? "noindex" : undefined);
  });
});
