// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { loadContent } from "../../app/content/load";
import { hasOwnPage } from "../../app/pageKinds.mjs";
import { publicPages } from "../../app/pages.mjs";
import { shownProjects } from "../../app/projectPages.mjs";
import { robotsTxt, sitemapPages, sitemapXml } from "./sitemap.mjs";

describe("sitemapXml", () => {
  it("lists exactly the pages it is given on the origin, in their order, as valid XML", () => {
    const xml = sitemapXml([{ path: "/" }, { path: "/fences" }, { path: "/contact" }], "https://fences.test");
    const doc = new DOMParser().parseFromString(xml, "application/xml");
    expect(doc.querySelector("parsererror")).toBeNull();
    expect(doc.documentElement.namespaceURI).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
    expect([...doc.getElementsByTagName("loc")].map((loc) => loc.textContent)).toEqual([
      "https://fences.test/",
      "https://fences.test/fences",
      "https://fences.test/contact",
    ]);
  });

  it("lists every public page of app/pages.mjs and not the 404 page", () => {
    const xml = sitemapXml(publicPages, "https://fences.test");
    expect(xml.match(/<loc>/g)).toHaveLength(publicPages.length);
    expect(xml).not.toContain("404");
  });

  it("lists a page for each offering with a description, after the public pages, and none for one removed", () => {
    const content = loadContent();
    const described = content.services.filter(hasOwnPage);
    const paths = sitemapPages(content).map((page) => page.path);
    expect(paths).toEqual([
      ...publicPages.map((page) => page.path),
      ...described.map((s) => `/fences/${s.id}`),
      ...shownProjects(content.projects).map((project) => project.path),
    ]);
    const [removed] = described;
    if (!removed) return;
    const without = { ...content, services: content.services.filter((service) => service !== removed) };
    expect(sitemapPages(without).map((page) => page.path)).not.toContain(`/fences/${removed.id}`);
  });

  it("lists a page for each project, newest first, and none for one removed", () => {
    const content = loadContent();
    const projects = shownProjects(content.projects);
    const paths = sitemapPages(content).map((page) => page.path);
    expect(paths.filter((path) => path.startsWith("/projects/"))).toEqual(projects.map((project) => project.path));
    const [removed] = projects;
    if (!removed) return;
    const without = { ...content, projects: content.projects.filter((project) => project.title !== removed.title) };
    expect(sitemapPages(without).map((page) => page.path)).not.toContain(removed.path);
  });

  it("escapes characters XML reserves", () => {
    const xml = sitemapXml([{ path: "/a&b" }], "https://fences.test");
    expect(xml).toContain("<loc>https://fences.test/a&amp;b</loc>");
  });
});

describe("robotsTxt", () => {
  it("allows crawling and points at the sitemap", () => {
    expect(robotsTxt("https://fences.test").split("\n")).toEqual([
      "User-agent: *",
      "Allow: /",
      "",
      "Sitemap: https://fences.test/sitemap.xml",
      "",
    ]);
  });

  it("names no sitemap while sample details are in use, and still allows crawling", () => {
    expect(robotsTxt("https://fences.test", { withSitemap: false }).split("\n")).toEqual([
      "User-agent: *",
      "Allow: /",
      "",
    ]);
  });
});
