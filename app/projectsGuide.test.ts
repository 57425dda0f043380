import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { PROJECT_PHOTOS_MAX, PROJECT_WORDS } from "./content/projectsSchema";
import { CARD_PHOTOS, RECENT_PROJECTS } from "./projectPages.mjs";
import { TOWN_PAGE_PROJECTS } from "./townPages.mjs";

// The owner's guides say how many photos a project takes, how many a card shows, how many projects
// a service's page lists and a town needs for its page, and the words around the projects as
// shipped; the numbers and words are the code's, so a changed one that leaves the prose behind fails.
const prose = (file: string) => readFileSync(file, "utf8").replace(/\s+/g, " ");
const inWords = (n: number) => ["no", "one", "two", "three", "four", "five", "six", "seven", "eight"][n] ?? String(n);

describe("the guides give the projects' numbers and words as the code has them", () => {
  it.each([
    [
      "docs/owner/show-your-work.md",
      [
        `**Photos**, 1 to ${PROJECT_PHOTOS_MAX}`,
        `up to ${inWords(CARD_PHOTOS)} of its photos`,
        `its recent projects, the ${inWords(RECENT_PROJECTS)} newest`,
        `${TOWN_PAGE_PROJECTS} as shipped`,
        `**${PROJECT_WORDS.galleryHeading}**, **${PROJECT_WORDS.projectLink}**, the marks **${PROJECT_WORDS.before}** and **${PROJECT_WORDS.after}**`,
      ],
    ],
    ["docs/owner/editing.md", [`1 to ${PROJECT_PHOTOS_MAX} photos`]],
  ])("%s", (file, phrases) => {
    const text = prose(file);
    for (const phrase of phrases) expect(text.includes(phrase), `${file} says "${phrase}"`).toBe(true);
  });
});
