import { describe, expect, it } from "vitest";
import { SAMPLE_CONTENT_DIR } from "./content/dir.mjs";
import { loadContent } from "./content/load";
import type { Project, SiteContent } from "./content/schema";
import {
  areaLinks,
  areaOfPlace,
  placeOf,
  TOWN_PAGE_PROJECTS,
  townPages,
  townPicture,
  townSlugs,
} from "./townPages.mjs";

const area = (name: string): SiteContent["serviceAreas"][number] => ({
  name,
  state: "MS",
  lat: undefined,
  lon: undefined,
});
const areas = [area("Olive Branch"), area("Southaven"), area("Hernando")];

const project = (town: Partial<Pick<Project, "town" | "otherTown">>): Project => ({
  title: "A fence",
  offerings: ["wood"],
  month: 5,
  year: 2025,
  photos: [{ image: "a", alt: "A fence" }],
  ...town,
});

/** Content with these projects and this setting (left out: the content says none). */
const content = (projects: Project[], townPageProjects?: number) => ({
  serviceAreas: areas,
  projects,
  business: townPageProjects === undefined ? {} : { townPageProjects },
});

describe("the town a place names", () => {
  it("is the service area of that name, as typed in any case, spacing or punctuation", () => {
    for (const place of ["Olive Branch, MS", "olive branch", " Olive-Branch ", "OLIVE BRANCH, ms"])
      expect(areaOfPlace(place, areas), place).toBe(areas[0]);
  });

  it("compares the state only where a two-letter code follows the comma", () => {
    expect(areaOfPlace("Olive Branch, TN", areas)).toBeUndefined();
    expect(areaOfPlace("Olive Branch, Mississippi", areas)).toBe(areas[0]);
    expect(placeOf("Southaven, ms")).toEqual({ name: "southaven", state: "MS" });
  });

  it("is none for another town, a part of a name or no place", () => {
    for (const place of ["Olive", "Memphis, TN", "", ", MS", undefined])
      expect(areaOfPlace(place, areas)).toBeUndefined();
  });

  it("is the first of two towns of one name where the place names no state", () => {
    const twins = [
      { name: "Franklin", state: "TN" },
      { name: "Franklin", state: "KY" },
    ];
    expect(areaOfPlace("Franklin", twins)).toBe(twins[0]);
    expect(areaOfPlace("Franklin, KY", twins)).toBe(twins[1]);
    expect(townSlugs([...twins, { name: "St. Louis", state: "MO" }])).toEqual([
      "franklin-tn",
      "franklin-ky",
      "st-louis",
    ]);
  });
});

describe("a town's page, earned by its projects", () => {
  const southaven = [project({ town: "Southaven" }), project({ otherTown: "southaven, MS" })];

  it("exists from the owner's number of projects in the town, chosen or typed", () => {
    const pages = townPages(content([...southaven, project({ town: "Hernando" })], 2));
    expect(pages.map((page) => [page.name, page.path, page.projects.length])).toEqual([
      ["Southaven, MS", "/areas/southaven", 2],
    ]);
  });

  it("does not exist for a town with fewer, nor for a typed town outside the service areas", () => {
    expect(townPages(content(southaven, 3))).toEqual([]);
    const memphis = [project({ otherTown: "Memphis, TN" }), project({ otherTown: "Memphis, TN" })];
    expect(townPages(content(memphis, 2))).toEqual([]);
  });

  it("needs 2 projects where the content does not say", () => {
    expect(TOWN_PAGE_PROJECTS).toBe(2);
    expect(townPages(content(southaven.slice(0, 1)))).toEqual([]);
    expect(townPages(content(southaven)).map((page) => page.slug)).toEqual(["southaven"]);
  });

  it("is linked from the towns' list; the other towns are listed without a link", () => {
    expect(areaLinks(content(southaven, 2))).toEqual([
      { label: "Olive Branch, MS" },
      { label: "Southaven, MS", to: "/areas/southaven" },
      { label: "Hernando, MS" },
    ]);
  });

  it("follows the projects of the frozen sample: each town with at least its setting's number of projects", () => {
    const sample = loadContent(SAMPLE_CONTENT_DIR);
    const count = (area: (typeof sample.serviceAreas)[number]) =>
      sample.projects.filter((p) => areaOfPlace(p.town ?? p.otherTown, sample.serviceAreas) === area).length;
    const earned = sample.serviceAreas.filter((area) => count(area) >= sample.business.townPageProjects);
    expect(townPages(sample).map((page) => page.area)).toEqual(earned);
    expect(earned.length).toBeGreaterThan(0);
    expect(earned.length).toBeLessThan(sample.serviceAreas.length);
  });

  it("shows the finished work of the newest project: its first photo marked after, else its first", () => {
    const older = { ...project({ town: "Southaven" }), year: 2024 };
    const newest = {
      ...project({ town: "Southaven" }),
      photos: [
        { image: "before", alt: "Before", stage: "before" as const },
        { image: "after", alt: "After", stage: "after" as const },
      ],
    };
    expect(townPicture([older, newest])?.image).toBe("after");
    expect(townPicture([older])?.image).toBe("a");
    expect(townPicture([])).toBeUndefined();
  });
});
