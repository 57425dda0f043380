import { describe, expect, it } from "vitest";
import type { SiteContent } from "~/content/schema";
import { projectTitled, shownProjects } from "./projects";
import { reviewsAboutOffering, reviewsOfProject } from "./reviews";

/** A project as the schema reads it. */
const project = (title: string, offerings: string[], year: number) => ({
  title,
  town: "Nampa",
  offerings,
  month: 5,
  year,
  photos: [{ image: "a", alt: "A fence" }],
});

const projects: SiteContent["projects"] = [
  project("Cedar fence with a gate", ["wood", "gates"], 2025),
  project("Chain link dog run", ["chain-link"], 2024),
];

/** A review as the schema reads it. */
const review = (author: string, more: { offering?: string; project?: string } = {}) => ({
  author,
  place: "Nampa, ID",
  text: "Done well.",
  sample: false,
  ...more,
});

const reviews: SiteContent["reviews"] = [
  review("Ann", { offering: "wood" }),
  review("Cal", { project: "Cedar fence with a gate" }),
  review("Dee", { offering: "vinyl", project: "chain link dog run" }),
  review("Eve"),
];
const content = { reviews, projects };
const authors = (list: { author: string }[]) => list.map((r) => r.author);

describe("which pages a review shows on", () => {
  it("a service's page: the reviews whose kind of work it is, and those naming a project that shows it, in the owner's order", () => {
    expect(authors(reviewsAboutOffering(content, "wood"))).toEqual(["Ann", "Cal"]);
    expect(authors(reviewsAboutOffering(content, "gates"))).toEqual(["Cal"]);
    expect(authors(reviewsAboutOffering(content, "chain-link"))).toEqual(["Dee"]);
    expect(authors(reviewsAboutOffering(content, "vinyl"))).toEqual(["Dee"]);
    expect(reviewsAboutOffering(content, "decks")).toEqual([]);
  });

  it("a project's page: the reviews naming it by its title, whatever the capitals", () => {
    const [cedar, dogRun] = shownProjects(projects);
    expect(authors(reviewsOfProject(content, cedar!))).toEqual(["Cal"]);
    expect(authors(reviewsOfProject(content, dogRun!))).toEqual(["Dee"]);
    expect(projectTitled(shownProjects(projects), reviews[2]!.project)?.path).toBe("/projects/chain-link-dog-run");
    expect(projectTitled(shownProjects(projects), reviews[3]!.project)).toBeUndefined();
  });
});
