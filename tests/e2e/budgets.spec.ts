import { expect, test } from "@playwright/test";
import { PAGES } from "./helpers";
import { compressedSize, inlineStyles, kb, loadFirstView, sum } from "./page-weight";

// Byte budgets, compressed (see page-weight.ts for how bytes are counted).
// 1 KB = 1024 bytes.
const BUDGET = {
  js: 130 * 1024,
  css: 20 * 1024,
  html: 60 * 1024,
  homeTotal: 400 * 1024,
};

// Lighthouse's own emulated devices, so these figures match what `npm run bench` loads.
const DEVICES = {
  phone: { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1350, height: 940 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false },
} as const;

function report(name: string, description: string) {
  test.info().annotations.push({ type: name, description });
  console.log(`${name}: ${description}`);
}

test.describe("byte budgets (first view, no interaction)", () => {
  for (const { path } of PAGES) {
    test(`${path}: JS ≤ 130 KB, CSS ≤ 20 KB, HTML ≤ 60 KB compressed`, async ({ page }) => {
      const loaded = await loadFirstView(page, path);
      const documents = loaded.filter((item) => item.kind === "html");
      expect(documents, "exactly one HTML document").toHaveLength(1);
      const [document] = documents;

      const js = sum(loaded, "js");
      // The site inlines its CSS into the HTML <style>; count that text on its own plus any stylesheet file.
      const css = compressedSize(Buffer.from(inlineStyles(document!.body.toString("utf8")))) + sum(loaded, "css");
      const html = document!.compressed;
      const scripts = loaded.filter((item) => item.kind === "js").length;
      report(
        `budget ${path}`,
        `JS ${kb(js)} in ${scripts} files (≤ 130), CSS ${kb(css)} (≤ 20), HTML ${kb(html)} (≤ 60), ` +
          `HTML raw ${kb(document!.raw)}`,
      );

      expect(js, `JavaScript on ${path}`).toBeLessThanOrEqual(BUDGET.js);
      expect(css, `CSS on ${path}`).toBeLessThanOrEqual(BUDGET.css);
      expect(html, `HTML of ${path}`).toBeLessThanOrEqual(BUDGET.html);
    });
  }

  for (const [device, options] of Object.entries(DEVICES)) {
    test.describe(`on a ${device}`, () => {
      test.use(options);

      test(`/ first view transfers ≤ 400 KB in all`, async ({ page }) => {
        const loaded = await loadFirstView(page, "/");
        const total = sum(loaded);
        const byKind = (["html", "js", "css", "font", "image", "other"] as const)
          .map((kind) => `${kind} ${kb(sum(loaded, kind))}`)
          .join(", ");
        report(`budget / ${device}`, `total ${kb(total)} in ${loaded.length} responses (≤ 400): ${byKind}`);
        expect(total, `first view of / on a ${device}`).toBeLessThanOrEqual(BUDGET.homeTotal);
      });
    });
  }
});
