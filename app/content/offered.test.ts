// @vitest-environment node
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { parseDocument } from "yaml";
import { SAMPLE_CONTENT_DIR } from "./dir.mjs";
import { loadContent, loadContentReport } from "./load";
import { sampleDetailsAndKept } from "./setup";

const copies: string[] = [];
afterAll(() => copies.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A copy of the frozen sample whose business gives neither a warranty nor financing. */
function withoutOffers() {
  const dir = mkdtempSync(path.join(os.tmpdir(), "offered-"));
  copies.push(dir);
  cpSync(SAMPLE_CONTENT_DIR, dir, { recursive: true });
  const file = path.join(dir, "business.yml");
  const document = parseDocument(readFileSync(file, "utf8"));
  document.setIn(["business", "warranty"], "");
  document.setIn(["business", "financing"], "");
  writeFileSync(file, document.toString());
  return dir;
}

describe("an item shown only with a warranty or financing", () => {
  const sample = loadContent(SAMPLE_CONTENT_DIR);
  const dir = withoutOffers();
  const report = loadContentReport(dir);
  const names = (list: { shownWith?: string | undefined }[]) => list.filter((item) => item.shownWith).length;

  it("shows with the business's warranty and financing, as the sample has them", () => {
    expect(names(sample.pages.home.reasons)).toBeGreaterThan(1);
    expect(names(sample.faq)).toBeGreaterThan(0);
    expect(names(sample.process)).toBeGreaterThan(0);
  });

  it("without them, is left out of the pages, and the counts that name its list follow", () => {
    const { content } = report;
    expect(names(content.pages.home.reasons)).toBe(0);
    expect(names(content.faq)).toBe(0);
    expect(names(content.process)).toBe(0);
    expect(content.pages.home.reasons.length).toBe(sample.pages.home.reasons.length - names(sample.pages.home.reasons));
    expect(content.process.length).toBe(sample.process.length - names(sample.process));
  });

  it("without them, is no sample detail: the owner need not remove it", () => {
    const { details } = sampleDetailsAndKept(report, {
      contentDir: dir,
      origin: "https://owner.example.net",
      shippedDir: SAMPLE_CONTENT_DIR,
    });
    const inOfferedItem = (list: { shownWith?: string | undefined }[], at: string) =>
      list.flatMap((item, i) => (item.shownWith ? [`${at}.${i}`] : []));
    const places = [
      ...inOfferedItem(sample.pages.home.reasons, "pages.home.reasons"),
      ...inOfferedItem(sample.faq, "faq"),
      ...inOfferedItem(sample.process, "process"),
    ];
    expect(places.length).toBeGreaterThan(3);
    const listed = details.map((detail) => detail.path.join("."));
    for (const place of places)
      expect(
        listed.filter((at) => at === place || at.startsWith(`${place}.`)),
        place,
      ).toEqual([]);
    // With them, the same items are the example's.
    const withOffers = sampleDetailsAndKept(loadContentReport(SAMPLE_CONTENT_DIR), {
      contentDir: SAMPLE_CONTENT_DIR,
      origin: "https://owner.example.net",
      shippedDir: SAMPLE_CONTENT_DIR,
    }).details.map((detail) => detail.path.join("."));
    for (const place of places)
      expect(
        withOffers.some((at) => at === place || at.startsWith(`${place}.`)),
        place,
      ).toBe(true);
  });
});
