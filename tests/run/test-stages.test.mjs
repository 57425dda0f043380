import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { stages } from "./test-stages.mjs";

/** The first column of the table under docs/developing.md's heading "The stages of npm test". */
function documentedStages() {
  const guide = readFileSync("docs/developing.md", "utf8");
  const section = guide.split(/^## /m).find((part) => part.startsWith("The stages of `npm test`"));
  if (!section) throw new Error("docs/developing.md: no section “The stages of `npm test`”");
  return section
    .split("\n")
    .filter((line) => line.startsWith("|"))
    .slice(2) // the header row and the line under it
    .map((line) => line.split("|")[1].trim());
}

describe("the stages of npm test", () => {
  it("are listed in docs/developing.md by their names, in the order they run", () => {
    expect(documentedStages()).toEqual(stages.map((stage) => stage.name));
  });

  it("run one browser at a time: a stage beside the others is one that drives a browser", () => {
    for (const stage of stages.filter((each) => each.beside)) expect(stage.browser, stage.name).toBe(true);
  });
});
