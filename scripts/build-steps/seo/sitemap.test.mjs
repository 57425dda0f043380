// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { loadContent } from "../../../app/content/load";
import { hasOwnPage } from "../../../app/pageKinds.mjs";
import { publicPages } from "../../../app/pages.mjs";
import { shownProjects } from "../../../app/projectPages.mjs";
import { AREAS_PATH, townPages } from "../../../app/townPages.mjs";
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
      ...townPages(content).map((town) => town.path),
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

  it("lists a page for each town with at least the owner's number of projects, and none for the others", () => {
    const content = loadContent();
    const paths = sitemapPages(content).map((page) => page.path);
    const earned = townPages(content).map((town) => town.path);
    expect(paths.filter((path) => path.startsWith(`${AREAS_PATH}/`))).toEqual(earned);
    // One project more needed: the towns that had just enough leave the sitemap.
    const needed = content.business.townPageProjects + 1;
    const fewer = townPages({ ...content, business: { ...content.business, townPageProjects: needed } });
    const stricter = sitemapPages({ ...content, business: { ...content.business, townPageProjects: needed } });
    expect(stricter.map((page) => page.path).filter((path) => path.startsWith(`${AREAS_PATH}/`))).toEqual(
      fewer.map((town) => town.path),
    );
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
