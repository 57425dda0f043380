import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { MIN_FILL_MS } from "../app/components/forms/limits";
import { MAX_BODY_BYTES } from "./body";
import { POSTS_PER_WINDOW, WINDOW_MS } from "./rateLimit";
import { DUPLICATE_MS } from "./store";

// The owner's guide and the engines' notes give the inbox's limits; the numbers are the Worker's,
// so a changed limit that leaves its prose behind fails here.
const prose = (file: string) => readFileSync(file, "utf8").replace(/\s+/g, " ");
/** Checks that a guide says each phrase, naming the phrase (not the whole guide) when it does not. */
const expectSays = (file: string, phrases: string[]) => {
  const text = prose(file);
  for (const phrase of phrases) expect(text.includes(phrase), `${file} says "${phrase}"`).toBe(true);
};
const minutes = (ms: number) => ms / 60_000;

describe("the guides give the inbox's limits as the Worker has them", () => {
  it("docs/owner/form-inbox.md: the spam checks", () => {
    expectSays("docs/owner/form-inbox.md", [
      `less than ${MIN_FILL_MS / 1000} seconds after its page opened`,
      `at most ${POSTS_PER_WINDOW} requests in ${minutes(WINDOW_MS)} minutes`,
      `only for those ${minutes(WINDOW_MS)} minutes`,
      `sent twice within ${minutes(DUPLICATE_MS)} minutes`,
      `larger than ${MAX_BODY_BYTES / 1024} KB`,
    ]);
  });
  it("docs/engines.md: why each engine gets a Worker of its own", () => {
    expectSays("docs/engines.md", [
      `the Worker takes ${POSTS_PER_WINDOW} requests in ${minutes(WINDOW_MS)} minutes from one address`,
      `open for the inbox's ${MIN_FILL_MS / 1000} s`,
    ]);
  });
});
