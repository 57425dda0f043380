import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SAMPLE_CONTENT_DIR } from "./dir.mjs";
import { CONTENT_FILES, fileOfField } from "./files.ts";
import { LIST_LIMITS, type LimitedList } from "./listLimits.ts";
import { loadContent } from "./load.ts";

/**
 * The comment lines just above a top-level key of a shipped content file (the first key of a file
 * takes the file's opening comment): where the file tells the owner how long the list may be.
 */
function commentAbove(file: string, key: string): string {
  const lines = readFileSync(path.join(SAMPLE_CONTENT_DIR, file), "utf8").split("\n");
  const at = lines.findIndex((line) => line.startsWith(`${key}:`));
  if (at < 0) throw new Error(`${file} has no top-level ${key}`);
  const above: string[] = [];
  let i = at - 1;
  while (i >= 0 && lines[i]!.trim() === "") i--;
  for (; i >= 0 && lines[i]!.startsWith("#"); i--) above.unshift(lines[i]!);
  return above.join("\n");
}

// The shipped files' comments say how many items each list takes; the numbers are the schema's
// (LIST_LIMITS), so a changed limit that leaves a comment behind fails here.
describe("the content files' comments give each list's limits as the schema has them", () => {
  for (const [list, { min, max }] of Object.entries(LIST_LIMITS) as [LimitedList, { min: number; max: number }][]) {
    it(list, () => {
      const file = fileOfField(list);
      expect(file, `${list} is in no content file`).toBeDefined();
      const comment = commentAbove(file!, list);
      expect(comment, `${file}: the comment above ${list}:`).toMatch(/\b(\d+|none) to \d+\b/);
      expect(comment).toContain(`${min === 0 ? "none" : min} to ${max}`);
    });
  }
});

const limits = Object.entries(LIST_LIMITS) as [LimitedList, { min: number; max: number }][];

// The owner's guide to the files gives the length of each list that has a file of its own.
describe("docs/owner/content-files.md gives each list's limits as the schema has them", () => {
  const guide = readFileSync("docs/owner/content-files.md", "utf8").split("\n");
  for (const [list, { min, max }] of limits.filter(([list]) => {
    const file = fileOfField(list);
    return file !== undefined && CONTENT_FILES[file].length === 1;
  }))
    it(list, () => {
      const row = guide.find((line) => line.startsWith(`| \`content/${fileOfField(list)}\``));
      expect(row, `no row for content/${fileOfField(list)}`).toBeDefined();
      expect(row).toContain(`${min === 0 ? "none" : min} to ${max}`);
    });
});

// The Texas fixture holds every list at its longest; its README and the developers' guide say how long.
const FIXTURE_AT_LIMITS = "tests/fixtures/content";
const NOUNS: Record<LimitedList, string> = {
  serviceAreas: "towns",
  services: "services",
  faq: "questions",
  process: "steps",
  reviews: "reviews",
};
describe(`${FIXTURE_AT_LIMITS} holds every list at its longest, as its README and docs/developing.md say`, () => {
  const content = loadContent(FIXTURE_AT_LIMITS);
  const prose = {
    [`${FIXTURE_AT_LIMITS}/README.md`]: readFileSync(path.join(FIXTURE_AT_LIMITS, "README.md"), "utf8"),
    "docs/developing.md": readFileSync("docs/developing.md", "utf8"),
  };
  for (const [list, { max }] of limits)
    it(list, () => {
      expect(content[list]).toHaveLength(max);
      for (const [file, text] of Object.entries(prose))
        expect(text.replace(/\s+/g, " "), file).toMatch(new RegExp(`\\b${max} ${NOUNS[list]}\\b`));
    });
});
