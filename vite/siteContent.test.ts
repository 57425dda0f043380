import { describe, expect, it } from "vitest";
import { loadContent } from "../app/content/load";
import { fillNumbers } from "../app/content/pageTexts";
import { modulesOf } from "./siteContent";

describe("the content module", () => {
  it("hands every page text with its numbers filled in, a button's and a list item's too", () => {
    const content = loadContent();
    const pages = structuredClone(content.pages);
    pages.everyPage.closingCallButton = "Built in {installDays} days";
    pages.home.reasons = [{ title: "{projectsCompleted} fences", text: "Done in {installDays} days." }];
    const modules = modulesOf({ ...content, pages }, (website) => website);
    const source = [...modules.entries()].find(([id]) => id.endsWith("content-pages"))![1];
    const shipped = JSON.parse(
      source
        .slice(source.indexOf("=") + 1)
        .trim()
        .replace(/;$/, ""),
    ) as typeof pages;
    expect(shipped.everyPage.closingCallButton).toBe(fillNumbers("Built in {installDays} days", content.business));
    expect(shipped.home.reasons[0]).toEqual({
      title: fillNumbers("{projectsCompleted} fences", content.business),
      text: fillNumbers("Done in {installDays} days.", content.business),
    });
    expect(source).not.toMatch(/\{(installDays|projectsCompleted)\}/);
  });
});
