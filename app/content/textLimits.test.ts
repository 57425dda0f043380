import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { KEEP_DAYS } from "../inboxFacts.mjs";
import { contentDir, SAMPLE_CONTENT_DIR } from "./dir.mjs";
import { PAGE_TEXT_LIMITS } from "./pageTexts.ts";
import { SHORT_NAME_MAX } from "./schema.ts";
import { HOST_MAX_FILE_BYTES } from "./uploadLimit.mjs";

// The shipped files' comments and the owner's guides give the limits the schema enforces; the
// numbers are the code's, so a changed limit that leaves its prose behind fails here. The comments
// are read from the frozen sample (content/ as shipped: frozenSample.test.ts), since an owner's
// files saved by the editor carry none.
const shipped = (file: string) => readFileSync(path.join(SAMPLE_CONTENT_DIR, file), "utf8");

/**
 * The comment lines just above the first line that sets `key` (at any depth; a file's first key
 * takes the file's opening comment), joined into one.
 */
function commentAbove(file: string, key: string): string {
  const lines = shipped(file).split("\n");
  const at = lines.findIndex((line) => new RegExp(`^\\s*${key}:`).test(line));
  if (at < 0) throw new Error(`${file} sets no ${key}`);
  const above: string[] = [];
  let i = at - 1;
  while (i >= 0 && lines[i]!.trim() === "") i--;
  for (; i >= 0 && lines[i]!.trim().startsWith("#"); i--) above.unshift(lines[i]!.trim().slice(1).trim());
  return above.join(" ");
}

describe("the content files' comments give each text's limit as the schema has it", () => {
  it("business.yml: the short name", () => {
    expect(commentAbove("business.yml", "shortName")).toContain(`at most ${SHORT_NAME_MAX} characters`);
  });
  it("business.yml: the description for search results", () => {
    expect(commentAbove("business.yml", "description")).toContain(`at most ${PAGE_TEXT_LIMITS.description} characters`);
  });
  it("business.yml: the days the inbox keeps a request", () => {
    expect(commentAbove("business.yml", "keepDays")).toContain(`${KEEP_DAYS.min} to ${KEEP_DAYS.max}`);
    expect(shipped("business.yml")).toMatch(new RegExp(`^\\s*keepDays: ${KEEP_DAYS.default}$`, "m"));
  });
  it("pages.yml: titles, descriptions and sharing headlines", () => {
    const header = commentAbove("pages.yml", "pages");
    expect(header).toContain(`Titles: at most ${PAGE_TEXT_LIMITS.title} characters`);
    expect(header).toContain(`Descriptions: at most ${PAGE_TEXT_LIMITS.description}.`);
    expect(header).toContain(`Sharing-picture headlines: at most ${PAGE_TEXT_LIMITS.shareHeadline} characters`);
  });
});

describe("the owner's inbox guide gives the days a request is kept as the schema has them", () => {
  it("docs/owner/form-inbox.md", () => {
    const guide = readFileSync("docs/owner/form-inbox.md", "utf8").replace(/\s+/g, " ");
    const phrase = `${KEEP_DAYS.default} as shipped, anything from ${KEEP_DAYS.min} to ${KEEP_DAYS.max}`;
    expect(guide.includes(phrase), `docs/owner/form-inbox.md says "${phrase}"`).toBe(true);
  });
});

// The pictures' folder's README is the owner's to keep or delete, so it is checked where it is.
describe("the guides give the largest file a host serves as the build has it", () => {
  const guides = [
    "docs/owner/content-files.md",
    "docs/owner/editing.md",
    "admin/config.yml",
    path.join(contentDir(), "images", "README.md"),
  ];
  for (const file of guides.filter((file) => existsSync(file)))
    it(file, () => {
      const sizes = readFileSync(file, "utf8").match(/\b[\d.]+ MB\b/g) ?? [];
      expect(sizes.length, `${file} names the largest file`).toBeGreaterThan(0);
      for (const size of sizes) expect(size, file).toBe(`${HOST_MAX_FILE_BYTES / 1024 / 1024} MB`);
    });
});
