import { describe, expect, it } from "vitest";
import { resolveCrossFieldCases } from "./crossField";

describe("a town's map point, which the editor takes one number at a time", () => {
  it("is left out with a note where only one of its numbers is given; the town stays listed", () => {
    const fields = {
      serviceAreas: [
        { name: "Both", state: "MS", lat: 34.9, lon: -89.8 },
        { name: "Latitude only", state: "MS", lat: 34.9, lon: null },
        { name: "Neither", state: "MS" },
      ],
    };
    const fixes = resolveCrossFieldCases(fields);
    expect(fields.serviceAreas).toEqual([
      { name: "Both", state: "MS", lat: 34.9, lon: -89.8 },
      { name: "Latitude only", state: "MS" },
      { name: "Neither", state: "MS" },
    ]);
    expect(fixes).toEqual([
      {
        file: "business.yml",
        path: ["serviceAreas", 1],
        note: "has a latitude without a longitude or the reverse, so both are left out and the map places the town by its name",
      },
    ]);
  });
});

describe("a gallery photo's kind of work, chosen among the services", () => {
  it("is left out with a note when no service has that name any more; the photo stays", () => {
    const fields = {
      services: [{ id: "wood" }, { id: "pergolas" }],
      gallery: {
        photos: [
          { file: "a.jpg", type: "wood" },
          { file: "b.jpg", type: "vinyl" },
          { file: "c.jpg", type: "pergolas" },
        ],
      },
    };
    const fixes = resolveCrossFieldCases(fields);
    expect(fields.gallery.photos).toEqual([
      { file: "a.jpg", type: "wood" },
      { file: "b.jpg" },
      { file: "c.jpg", type: "pergolas" },
    ]);
    expect(fixes).toEqual([
      {
        file: "gallery.yml",
        path: ["gallery", "photos", 1, "type"],
        note: "names vinyl, which is not among your services, so the photo shows under All Projects only",
      },
    ]);
  });
});

describe("a review's kind of work, chosen among the services", () => {
  it("is left out with a note when no service has that name any more; the review stays", () => {
    const fields = {
      services: [{ id: "wood" }],
      reviews: [{ author: "Ann", offering: "wood" }, { author: "Cal", offering: "vinyl" }, { author: "Dee" }],
    };
    const fixes = resolveCrossFieldCases(fields);
    expect(fields.reviews).toEqual([{ author: "Ann", offering: "wood" }, { author: "Cal" }, { author: "Dee" }]);
    expect(fixes).toEqual([
      {
        file: "reviews.yml",
        path: ["reviews", 1, "offering"],
        note: "names vinyl, which is not among your services, so the review names no kind of work",
      },
    ]);
  });
});

describe("a review's project, chosen among the Projects screen's titles", () => {
  it("is left out with a note when no project has that title any more (renamed or removed); the review stays", () => {
    const fields = {
      projects: [{ title: "Cedar fence with a gate" }, { title: "Pool fence" }],
      reviews: [
        { author: "Ann", project: "Cedar fence with a gate" },
        { author: "Cal", project: "Vinyl fence" },
        { author: "Dee", project: "  pool  FENCE " },
        { author: "Eve" },
      ],
    };
    const fixes = resolveCrossFieldCases(fields);
    expect(fields.reviews).toEqual([
      { author: "Ann", project: "Cedar fence with a gate" },
      { author: "Cal" },
      // Its title written in other capitals or spacing is still that project.
      { author: "Dee", project: "  pool  FENCE " },
      { author: "Eve" },
    ]);
    expect(fixes).toEqual([
      {
        file: "reviews.yml",
        path: ["reviews", 1, "project"],
        note: "names the project Vinyl fence, which is not on the Projects screen (renamed or removed), so the review names no project: choose it again",
      },
    ]);
  });

  it("is left out with a note when there are no projects (no Projects file)", () => {
    const fields = { reviews: [{ author: "Ann", project: "Cedar fence" }] };
    const fixes = resolveCrossFieldCases(fields);
    expect(fields.reviews).toEqual([{ author: "Ann" }]);
    expect(fixes.map((fix) => fix.path)).toEqual([["reviews", 0, "project"]]);
  });
});
