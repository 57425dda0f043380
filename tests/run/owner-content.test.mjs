// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadContent } from "../../app/content/load.ts";
import { prepareOwnerContent } from "./owner-content.mjs";

// The developers' guide says how long the owner's content's lists are; the numbers are what
// prepareOwnerContent makes, so a change there that leaves the guide behind fails here.
describe("docs/developing.md gives the owner's content's towns and questions as it is made", () => {
  it("npm run test:owner", () => {
    mkdirSync(".cache", { recursive: true });
    const root = mkdtempSync(path.join(".cache", "owner-content-"));
    try {
      const content = loadContent(prepareOwnerContent(path.join(root, "content")));
      const phrase = `${content.serviceAreas.length} towns, ${content.faq.length} questions`;
      const guide = readFileSync("docs/developing.md", "utf8").replace(/\s+/g, " ");
      expect(guide.includes(phrase), `docs/developing.md says "${phrase}"`).toBe(true);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
