import { expect, test, type Locator, type Page } from "@playwright/test";
import { loadContent } from "../../app/content/load";
import { DESKTOP_WIDTH, gotoHydrated, PAGES, PHONE_WIDTH } from "./helpers";

const site = loadContent();

/** WCAG's contrast ratio of two sRGB colours given as [r, g, b] (0-255). */
function contrast(a: number[], b: number[]) {
  const luminance = ([r, g, bl]: number[]) => {
    const [R, G, B] = [r!, g!, bl!].map((c) => {
      const s = c / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * R! + 0.7152 * G! + 0.0722 * B!;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/**
 * Focuses an element from the keyboard's point of view and reads its ring: the outline's colour,
 * the colour of the band its box-shadow draws, and the surface behind it (the nearest ancestor
 * with a background colour; the heroes' photos sit under such a colour).
 */
async function ringOf(page: Page, target: Locator) {
  await page.keyboard.press("Shift"); // keyboard modality: focus() then shows :focus-visible
  await target.focus();
  return target.evaluate((el) => {
    const rgb = (value: string) => (value.match(/[\d.]+/g) ?? []).slice(0, 4).map(Number);
    const style = getComputedStyle(el);
    let surface: number[] = [255, 255, 255];
    for (let node = el.parentElement; node; node = node.parentElement) {
      const [r, g, b, a = 1] = rgb(getComputedStyle(node).backgroundColor);
      if (a > 0) {
        surface = [r!, g!, b!];
        break;
      }
    }
    return {
      focusVisible: el.matches(":focus-visible"),
      outline: rgb(style.outlineColor).slice(0, 3),
      outlineWidth: parseFloat(style.outlineWidth),
      outlineOffset: parseFloat(style.outlineOffset),
      band: rgb(style.boxShadow).slice(0, 3),
      surface,
    };
  });
}

test.describe("focus ring", () => {
  test("reads at 3:1 or more on light and dark surfaces alike", async ({ page }) => {
    await page.setViewportSize(DESKTOP_WIDTH);
    await gotoHydrated(page, "/");
    const targets: [where: string, target: Locator][] = [
      ["header, white", page.getByRole("banner").getByRole("link", { name: site.pages.everyPage.headerButton })],
      [
        "call-us card, deep green",
        page.getByRole("region", { name: site.pages.home.callHeading }).getByRole("link").first(),
      ],
      [
        "closing section, deep green",
        page.locator("#closing-cta").getByRole("link", { name: site.pages.everyPage.closingEstimateButton }),
      ],
      ["footer, charcoal", page.getByRole("contentinfo").getByRole("link", { name: "Services" })],
    ];
    for (const [where, target] of targets) {
      const ring = await ringOf(page, target);
      expect(ring.focusVisible, where).toBe(true);
      expect(ring.outlineWidth, where).toBeGreaterThanOrEqual(2);
      const band = ring.band.length === 3 ? contrast(ring.band, ring.surface) : 0; // no shadow: no band
      const best = Math.max(contrast(ring.outline, ring.surface), band);
      expect(best, `${where}: ring against the surface`).toBeGreaterThanOrEqual(3);
    }
  });

  test("is drawn inside the video's button and the gallery's photos, whose frames would clip it", async ({ page }) => {
    await gotoHydrated(page, "/fences");
    const play = page.getByRole("button", { name: /Play video|Pause video/ });
    await play.scrollIntoViewIfNeeded();
    expect((await ringOf(page, play)).outlineOffset).toBeLessThan(0);

    await gotoHydrated(page, "/gallery");
    const photo = page.locator("[data-photo-index='0']");
    expect((await ringOf(page, photo)).outlineOffset).toBeLessThan(0);
  });
});

test.describe("narrow screens and enlarged text", () => {
  for (const { path } of PAGES) {
    test(`${path}: the header's call and estimate buttons stay on a 320 px screen; no sideways scroll with text at 200%`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 320, height: 640 });
      await gotoHydrated(page, path);
      const header = page.getByRole("banner");
      for (const name of [site.contact.phone.display, "Quote"]) {
        const box = (await header.getByRole("link", { name }).first().boundingBox())!;
        expect(box.x, name).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, name).toBeLessThanOrEqual(320);
      }
      await page.setViewportSize(PHONE_WIDTH);
      await page.addStyleTag({ content: "html { font-size: 200% }" });
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth - innerWidth), {
          message: "no sideways scroll with text at 200%",
        })
        .toBeLessThanOrEqual(0);
    });
  }
});
