import { describe, expect, it } from "vitest";
import type { Project } from "~/content/schema";
import { monthAndYear, projectsForOffering, projectsInTown, shownProjects, slugOf } from "./projects";

const project = (title: string, year: number, month: number, more: Partial<Project> = {}): Project => ({
  title,
  town: "Southaven",
  offerings: ["wood"],
  month,
  year,
  photos: [{ image: "a", alt: "A fence" }],
  ...more,
});

describe("the projects' pages", () => {
  it("make an address from the title", () => {
    expect(slugOf("Cedar Privacy Fence & Gate")).toBe("cedar-privacy-fence-and-gate");
    expect(slugOf("Piña's new fence, 2025!")).toBe("pina-s-new-fence-2025");
    expect(slugOf("!!!")).toBe("project");
  });

  it("list newest first, and say the month in words", () => {
    const shown = shownProjects([project("A", 2024, 10), project("B", 2025, 3), project("C", 2025, 9)]);
    expect(shown.map((p) => p.title)).toEqual(["C", "B", "A"]);
    expect(shown[0]).toMatchObject({ when: "September 2025", place: "Southaven", path: "/projects/c" });
    expect(monthAndYear({ month: 5, year: 2025 })).toBe("May 2025");
  });

  it("give each title's address to the oldest project, then add the town, the month, a number", () => {
    const older = project("Cedar fence", 2024, 5);
    const other = project("Cedar fence", 2025, 6, { town: undefined, otherTown: "Memphis" });
    const same = project("Cedar fence", 2025, 1);
    const sameAgain = project("Cedar fence", 2025, 1);
    const twin = project("Cedar fence", 2025, 1);
    const shown = shownProjects([other, same, older, sameAgain, twin]);
    const slugOfProject = (p: Project) =>
      shown.find(
        (s) => s.title === p.title && s.year === p.year && s.month === p.month && s.place === (p.town ?? p.otherTown),
      )!.slug;
    expect(slugOfProject(older)).toBe("cedar-fence");
    expect(slugOfProject(other)).toBe("cedar-fence-memphis");
    expect(shown.map((p) => p.slug).sort()).toEqual(
      [
        "cedar-fence",
        "cedar-fence-memphis",
        "cedar-fence-southaven",
        "cedar-fence-southaven-2025-01",
        "cedar-fence-southaven-2025-01-2",
      ].sort(),
    );
    // A newer project never moves an older one's page.
    const withNewer = shownProjects([project("Cedar fence", 2026, 1), older]);
    expect(withNewer.find((p) => p.year === 2024)!.slug).toBe("cedar-fence");
  });

  it("list an offering's projects and a town's, newest first", () => {
    const list = [
      project("Deck", 2024, 10, { offerings: ["decks", "wood"] }),
      project("Pool", 2025, 7, { offerings: ["metal"], town: "Olive Branch" }),
      project("Gate", 2025, 9, { offerings: ["wood", "gates"] }),
    ];
    expect(projectsForOffering({ projects: list }, "wood").map((p) => p.title)).toEqual(["Gate", "Deck"]);
    expect(projectsForOffering({ projects: list }, "vinyl")).toEqual([]);
    expect(projectsInTown({ projects: list }, "olive branch").map((p) => p.title)).toEqual(["Pool"]);
  });
});
