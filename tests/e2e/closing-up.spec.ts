// A place the owner leaves without its picture, video, reviews or offer closes up (decision 0028):
// at a desktop's width no section of any page keeps a blank side where the missing part would have
// stood. Read from the pages as drawn, so it holds on any content: the sample, the fixtures (the
// small company has no About picture, video, contact picture or service pictures) and an owner's.
import { expect, test, type Page } from "@playwright/test";
import { loadContent } from "../../app/content/load";
import { BUILT_PAGE_PATHS } from "./built-pages";

const content = loadContent();

/** A section whose drawn parts leave more than this share of its width blank on one side only has a hole. */
const LOPSIDED = 0.2;

/** Every section of the page (those nested in another are part of it), as its drawn extent in its column. */
interface SectionExtent {
  name: string;
  /** The column the section's content is laid in (its .container-site, else the section itself). */
  column: { left: number; right: number };
  /** The leftmost and rightmost point of what is drawn in it: text, pictures, controls, cards. */
  drawn: { left: number; right: number } | null;
}

/** Each top-level section's column and what is drawn in it, measured in the page as it stands. */
async function sectionExtents(page: Page): Promise<SectionExtent[]> {
  return page.evaluate(() => {
    const viewport = document.documentElement.clientWidth;
    const MEDIA = "img, video, svg, iframe, canvas, input, select, textarea, button";
    const sections = [...document.querySelectorAll("main section")].filter(
      (section) => !section.parentElement?.closest("main section"),
    );
    return sections.map((section) => {
      // The column's content box: its padding is margin, not a place for content.
      const laidIn = section.querySelector(".container-site") ?? section;
      const outer = laidIn.getBoundingClientRect();
      const padding = getComputedStyle(laidIn);
      const column = {
        left: outer.left + parseFloat(padding.paddingLeft),
        right: outer.right - parseFloat(padding.paddingRight),
      };
      const boxes: DOMRect[] = [];
      // Text as drawn: a paragraph's box spans its column even when its lines are short.
      const walker = document.createTreeWalker(section, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim() || !node.parentElement?.checkVisibility()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        boxes.push(...range.getClientRects());
      }
      for (const element of section.querySelectorAll<HTMLElement>("*")) {
        if (!element.checkVisibility()) continue;
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) continue;
        const style = getComputedStyle(element);
        const painted =
          style.backgroundColor !== "rgba(0, 0, 0, 0)" ||
          parseFloat(style.borderTopWidth) > 0 ||
          style.boxShadow !== "none";
        // A picture across the whole width (a hero's backdrop) fills both sides; a painted box that wide
        // is the section's own ground, not a part in its column.
        if (element.matches(MEDIA) || (painted && box.width < viewport * 0.95)) boxes.push(box);
      }
      const shown = boxes.filter((box) => box.width > 0 && box.height > 0);
      const name =
        section.getAttribute("aria-labelledby") ??
        section.id ??
        section.querySelector("h1, h2")?.textContent?.trim() ??
        "section";
      return {
        name,
        column: { left: column.left, right: column.right },
        drawn: shown.length
          ? {
              left: Math.max(column.left, Math.min(...shown.map((box) => box.left))),
              right: Math.min(column.right, Math.max(...shown.map((box) => box.right))),
            }
          : null,
      };
    });
  });
}

/** Draws every section at once, without fades: what a visitor sees once each has scrolled into view. */
async function drawAll(page: Page, path: string) {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto(path);
  await page.addStyleTag({ content: "*{content-visibility:visible!important}" });
  await page.evaluate(() => document.fonts.ready);
}

for (const path of [...BUILT_PAGE_PATHS, "/nope"])
  test(`no section on ${path} leaves one side blank at 1280 px`, async ({ page }) => {
    await drawAll(page, path);
    const sections = await sectionExtents(page);
    expect(sections.length).toBeGreaterThan(0);
    for (const { name, column, drawn } of sections) {
      expect.soft(drawn, `${path} #${name} draws something`).not.toBeNull();
      const width = column.right - column.left;
      const left = drawn!.left - column.left;
      const right = column.right - drawn!.right;
      expect
        .soft(
          Math.abs(left - right) / width,
          `${path} #${name}: ${Math.round(left)} px blank on the left, ${Math.round(right)} px on the right of ${Math.round(width)}`,
        )
        .toBeLessThanOrEqual(LOPSIDED);
    }
  });

test("each row of a service's pictures is as wide as its section: one picture takes the whole width", async ({
  page,
}) => {
  await drawAll(page, "/fences");
  const withPictures = content.services.filter((service) => service.description && service.images.length > 0);
  test.skip(withPictures.length === 0, "no service of the content in use has pictures in its section");
  for (const service of withPictures) {
    const section = page.locator(`section#${service.id}`);
    const column = await section.locator(".container-site").evaluate((element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return {
        x: box.left + parseFloat(style.paddingLeft),
        width: box.width - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight),
      };
    });
    const pictures = await section.locator("figure img").evaluateAll((imgs) =>
      imgs.map((img) => {
        const box = img.getBoundingClientRect();
        return { left: box.left, right: box.right, top: Math.round(box.top) };
      }),
    );
    expect(pictures.length, service.id).toBeGreaterThan(0);
    const rows = new Map<number, typeof pictures>();
    for (const picture of pictures) rows.set(picture.top, [...(rows.get(picture.top) ?? []), picture]);
    for (const [top, row] of rows) {
      const left = Math.min(...row.map((picture) => picture.left));
      const right = Math.max(...row.map((picture) => picture.right));
      expect.soft(Math.abs(left - column.x), `${service.id}, row at ${top}: left edge`).toBeLessThan(2);
      expect
        .soft(Math.abs(column.x + column.width - right), `${service.id}, row at ${top}: right edge`)
        .toBeLessThan(2);
    }
  }
});
