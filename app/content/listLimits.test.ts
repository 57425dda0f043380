import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SAMPLE_CONTENT_DIR } from "./dir.mjs";
import { fileOfField } from "./files.ts";
import { LIST_LIMITS, type LimitedList } from "./listLimits.ts";

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
