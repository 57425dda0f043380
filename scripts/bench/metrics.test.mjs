// @vitest-environment node
import { describe, expect, it } from "vitest";
import { parseArgs } from "./args.mjs";
import { CONTROL_PATH } from "./control.mjs";
import { extractFigures, median, medianFigures, missedTargets } from "./metrics.mjs";
import { formatTable } from "./table.mjs";

function lhr({ performance = 1, fcp = 800, lcp = 1200, tbt = 10, cls = 0, scriptBytes = 50_000 } = {}) {
  return {
    categories: {
      performance: { score: performance },
      accessibility: { score: 1 },
      "best-practices": { score: 1 },
      seo: { score: 1 },
    },
    audits: {
      "first-contentful-paint": { numericValue: fcp },
      "largest-contentful-paint": { numericValue: lcp },
      "total-blocking-time": { numericValue: tbt },
      "cumulative-layout-shift": { numericValue: cls },
      "speed-index": { numericValue: 900 },
      "resource-summary": {
        details: {
          items: [
            { resourceType: "total", transferSize: 90_000, requestCount: 12 },
            { resourceType: "script", transferSize: scriptBytes, requestCount: 6 },
            { resourceType: "font", transferSize: 30_000, requestCount: 2 },
          ],
        },
      },
    },
  };
}

describe("bench figures", () => {
  it("reads scores as 0-100, metrics and transferred bytes per type", () => {
    const figures = extractFigures(lhr({ performance: 0.97 }));
    expect(figures.scores).toEqual({ performance: 97, accessibility: 100, "best-practices": 100, seo: 100 });
    expect(figures.metrics).toEqual({ fcp: 800, lcp: 1200, tbt: 10, cls: 0, si: 900 });
    expect(figures.bytes).toEqual({ total: 90_000, js: 50_000, css: 0, images: 0, fonts: 30_000 });
    expect(figures.requests).toBe(12);
  });

  it("takes the median of each figure on its own", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    const runs = [lhr({ fcp: 700, lcp: 2000 }), lhr({ fcp: 1500, lcp: 1000 }), lhr({ fcp: 900, lcp: 1100 })];
    const figures = medianFigures(runs.map(extractFigures));
    expect(figures.metrics.fcp).toBe(900);
    expect(figures.metrics.lcp).toBe(1100);
  });

  it("reports every target as missed when no run succeeded", () => {
    const figures = medianFigures([]);
    expect(figures.metrics.fcp).toBeNull();
    expect(missedTargets("desktop", "/gallery", figures)).toEqual([
      "desktop /gallery: performance no value (target = 100)",
      "desktop /gallery: accessibility no value (target = 100)",
      "desktop /gallery: best-practices no value (target = 100)",
      "desktop /gallery: seo no value (target = 100)",
    ]);
  });

  it("names every missed mobile target and only the category scores on desktop", () => {
    const slow = extractFigures(lhr({ performance: 0.9, fcp: 1900, lcp: 2400, tbt: 60, cls: 0.02 }));
    expect(missedTargets("mobile", "/", slow)).toEqual([
      "mobile /: performance 90 (target = 100)",
      "mobile /: FCP 1900 ms (target ≤ 1000 ms)",
      "mobile /: LCP 2400 ms (target ≤ 1600 ms)",
      "mobile /: TBT 60 ms (target ≤ 50 ms)",
      "mobile /: CLS 0.02 (target ≤ 0.01)",
    ]);
    expect(missedTargets("desktop", "/", slow)).toEqual(["desktop /: performance 90 (target = 100)"]);
    expect(missedTargets("mobile", "/", extractFigures(lhr({ fcp: 1000, lcp: 1600, tbt: 50, cls: 0.01 })))).toEqual([]);
  });
});

describe("bench options", () => {
  it("defaults to 3 runs on the four pages, both presets", () => {
    const options = parseArgs([]);
    expect(options.runs).toBe(3);
    expect(options.pages).toEqual(["/", "/fences", "/gallery", "/contact"]);
    expect(options.presets).toEqual(["mobile", "desktop"]);
    expect(options.control).toBe(true);
    expect(parseArgs(["--no-control"]).control).toBe(false);
  });

  it("filters pages and presets and rejects unknown options", () => {
    const options = parseArgs(["--runs", "5", "--pages", "/,fences", "--preset=desktop", "--build"]);
    expect(options).toMatchObject({ runs: 5, pages: ["/", "/fences"], presets: ["desktop"], build: true });
    expect(() => parseArgs(["--preset", "tablet"])).toThrow(/mobile, desktop or both/);
    expect(() => parseArgs(["--runs", "0"])).toThrow(/--runs/);
    expect(() => parseArgs(["--fast"])).toThrow(/Unknown option --fast/);
  });
});

describe("bench table", () => {
  it("names the control page's row 'control' beside the pages", () => {
    const figures = medianFigures([extractFigures(lhr())]);
    const table = formatTable([
      { page: "/", preset: "mobile", figures },
      { page: CONTROL_PATH, preset: "mobile", figures },
    ]);
    const pageCells = table
      .split("\n")
      .slice(2)
      .map((line) => line.split("|")[1].trim());
    expect(pageCells).toEqual(["/", "control"]);
  });
});
