import { describe, expect, it } from "vitest";
import { business, pages } from "~/content";
import { loadContent } from "./load";
import { fillNumbers, PLACEHOLDER_PATTERN } from "./pageTexts";
import { contentSchema } from "./schema";

describe("page texts (content/pages.yml)", () => {
  it("fill {installDays} and {projectsCompleted} from their one field each", () => {
    const days = `${business.typicalInstallDays.min} to ${business.typicalInstallDays.max}`;
    expect(fillNumbers("Done in {installDays} days, over {projectsCompleted} built.", business)).toBe(
      `Done in ${days} days, over ${business.projectsCompleted} built.`,
    );
    const changed = { ...business, projectsCompleted: 812, typicalInstallDays: { min: 2, max: 4 } };
    expect(fillNumbers("{projectsCompleted} fences in {installDays} days", changed)).toBe("812 fences in 2 to 4 days");
  });

  it("leave no placeholder in any text the pages show", () => {
    // Every text, a list item's too.
    const strings = (value: unknown): string[] =>
      typeof value === "string"
        ? [value]
        : typeof value === "object" && value !== null
          ? Object.values(value).flatMap(strings)
          : [];
    for (const text of strings(pages)) expect(fillNumbers(text, business)).not.toMatch(/[{}]/);
  });

  it("refuse braces around any other name, naming the field, as the editor's pattern does", () => {
    const content = loadContent();
    const broken = {
      ...content,
      pages: { ...content.pages, home: { ...content.pages.home, intro: "In {days} days" } },
    };
    const result = contentSchema.safeParse(broken);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["pages.home.intro", "may have braces only around {installDays} or {projectsCompleted}"],
    ]);
    expect(new RegExp(PLACEHOLDER_PATTERN).test("In {installDays} days")).toBe(true);
  });
});
