import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SAMPLE_CONTENT_DIR } from "./dir.mjs";
import { notTheSample } from "./setup.ts";

// The frozen copy (tests/fixtures/sample) is content/ as the project ships it, kept apart because an
// owner changes content/. So the two can only be compared where content/ is still the shipped
// sample: where it holds every value of the frozen copy as shipped, in its place, and confirms no
// sample detail as the owner's (notTheSample in setup.ts). There every file must be the same, comments included,
// and a change to the sample goes to both in one commit; on an owner's content the check is
// skipped with the reason printed.
const SHIPPED_CONTENT = "content";
const reason = notTheSample(SHIPPED_CONTENT);
if (reason)
  console.info(
    `frozenSample.test.ts skipped: ${SHIPPED_CONTENT}/ is an owner's, not the shipped sample (${reason}), ` +
      `so ${SAMPLE_CONTENT_DIR}/ is not compared with it.`,
  );

const yamlIn = (dir: string) => readdirSync(dir).filter((name) => /\.ya?ml$/.test(name));
const read = (dir: string, name: string) => readFileSync(path.join(dir, name), "utf8");

describe.skipIf(reason)(`${SAMPLE_CONTENT_DIR}/ is ${SHIPPED_CONTENT}/ as shipped`, () => {
  it("has the same content files", () => {
    expect(yamlIn(SAMPLE_CONTENT_DIR)).toEqual(yamlIn(SHIPPED_CONTENT));
  });

  for (const name of yamlIn(SHIPPED_CONTENT))
    it(name, () => {
      expect(
        read(SAMPLE_CONTENT_DIR, name),
        `${SHIPPED_CONTENT}/${name} changed without its frozen copy: copy it to ${SAMPLE_CONTENT_DIR}/ in the same commit`,
      ).toBe(read(SHIPPED_CONTENT, name));
    });

  it("media.json holds the shipped video's and poster's SHA-256", () => {
    const hashes = JSON.parse(read(SAMPLE_CONTENT_DIR, "media.json")) as Record<string, string>;
    expect(Object.keys(hashes).length).toBeGreaterThan(0);
    for (const [file, hash] of Object.entries(hashes))
      expect(createHash("sha256").update(readFileSync(file)).digest("hex"), file).toBe(hash);
  });
});
