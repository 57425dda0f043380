// @vitest-environment node
import { describe, expect, it } from "vitest";
import { loadContent } from "../../../app/content/load.ts";
import { contentPages } from "../../../app/pageKinds.mjs";
import { publicPages } from "../../../app/pages.mjs";
import { defaultPages, parseArgs } from "./args.mjs";
import { CONTROL_PATH } from "./control.mjs";
import { extractFigures, median, medianFigures, missedTargets, presetRows, tbtLimit, tbtMiss } from "./metrics.mjs";
import { blockingMs, countedByPhase } from "./long-task-math.mjs";
import { formatTable } from "./table.mjs";

// Three of Lighthouse's SEO audits with their weights; `seoFailed` lists those a run fails.
const SEO_AUDITS = { "is-crawlable": 4.043, "document-title": 1, "meta-description": 1 };

function lhr({ performance = 1, fcp = 800, lcp = 1200, tbt = 10, cls = 0, scriptBytes = 50_000, seoFailed = [] } = {}) {
  const seoAudits = Object.fromEntries(
    Object.keys(SEO_AUDITS).map((id) => [id, { score: seoFailed.includes(id) ? 0 : 1 }]),
  );
  const seoWeight = Object.values(SEO_AUDITS).reduce((sum, weight) => sum + weight, 0);
  const seoLost = seoFailed.reduce((sum, id) => sum + SEO_AUDITS[id], 0);
  return {
    categories: {
      performance: { score: performance },
      accessibility: { score: 1 },
      "best-practices": { score: 1 },
      seo: {
        score: Number(((seoWeight - seoLost) / seoWeight).toFixed(2)),
        auditRefs: [
          ...Object.entries(SEO_AUDITS).map(([id, weight]) => ({ id, weight })),
          { id: "structured-data", weight: 0 },
        ],
      },
    },
    audits: {
      ...seoAudits,
      "structured-data": { score: null },
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
    const control = { tbt: 20, pairs: 5 };
    expect(missedTargets("mobile", "/", slow, control)).toEqual([
      "mobile /: performance 90 (target = 100)",
      "mobile /: FCP 1900 ms (target ≤ 1000 ms)",
      "mobile /: LCP 2400 ms (target ≤ 1600 ms)",
      "mobile /: CLS 0.02 (target ≤ 0.01)",
      "mobile /: TBT 60 ms (target ≤ 50 ms: control 20 + 30, at most 92)",
    ]);
    expect(missedTargets("desktop", "/", slow, control)).toEqual(["desktop /: performance 90 (target = 100)"]);
    const fast = extractFigures(lhr({ fcp: 1000, lcp: 1600, tbt: 50, cls: 0.01 }));
    expect(missedTargets("mobile", "/", fast, control)).toEqual([]);
  });
});

describe("bench SEO target while the content holds the sample details", () => {
  const control = { tbt: 0, pairs: 5 };

  it("lets a sample build's deliberate noindex (is-crawlable) be the one SEO audit it fails", () => {
    const noindex = medianFigures([lhr({ seoFailed: ["is-crawlable"] })].map(extractFigures));
    expect(noindex.scores.seo).toBeLessThan(100);
    expect(noindex.seoFailed).toEqual(["is-crawlable"]);
    expect(missedTargets("desktop", "/", noindex, control, { sampleBuild: true })).toEqual([]);
  });

  it("misses SEO, naming the failed audits, once the details are the owner's or another audit fails", () => {
    const noindex = medianFigures([lhr({ seoFailed: ["is-crawlable"] })].map(extractFigures));
    expect(missedTargets("desktop", "/", noindex, control, { sampleBuild: false })).toEqual([
      "desktop /: seo 33 (target = 100; failed: is-crawlable)",
    ]);
    const noTitleInOneRun = medianFigures(
      [lhr({ seoFailed: ["is-crawlable"] }), lhr({ seoFailed: ["is-crawlable", "document-title"] })].map(
        extractFigures,
      ),
    );
    expect(noTitleInOneRun.seoFailed).toEqual(["document-title", "is-crawlable"]);
    expect(missedTargets("desktop", "/", noTitleInOneRun, control, { sampleBuild: true })).toEqual([
      "desktop /: seo 25 (target = 100; failed: document-title, is-crawlable)",
    ]);
  });
});

describe("bench TBT rule (alternating with the control)", () => {
  it("passes a page up to the control's median plus 30 ms and misses it just above", () => {
    expect(tbtMiss(31, { tbt: 1, pairs: 5 })).toBeNull();
    expect(tbtMiss(31.5, { tbt: 1, pairs: 5 })).toBe("TBT 31.5 ms (target ≤ 31 ms: control 1 + 30, at most 92)");
  });

  it("sets the limit from the control's median: + 30 ms, capped at 92", () => {
    expect(tbtLimit(0)).toBe(30);
    expect(tbtLimit(35)).toBe(65);
    expect(tbtLimit(62)).toBe(92);
    expect(tbtLimit(140)).toBe(92);
  });

  it("never passes a page above 92 ms, however slow the control was", () => {
    expect(tbtMiss(92, { tbt: 120, pairs: 5 })).toBeNull();
    expect(tbtMiss(93, { tbt: 120, pairs: 5 })).toBe("TBT 93 ms (target ≤ 92 ms: control 120 + 30, at most 92)");
  });

  it("judges nothing on fewer than 5 pairs or without the control", () => {
    expect(tbtMiss(10, { tbt: 1, pairs: 4 })).toBe(
      "TBT 10 ms not judged: 4 pair(s) with the control (the rule needs ≥ 5)",
    );
    expect(tbtMiss(10, null)).toBe("TBT 10 ms not judged: no control runs (run without --no-control)");
    expect(missedTargets("mobile", "/fences", extractFigures(lhr({ tbt: 10 })))).toEqual([
      "mobile /fences: TBT 10 ms not judged: no control runs (run without --no-control)",
    ]);
  });
});

describe("bench rows of a preset", () => {
  const runs = (...tbts) => tbts.map((tbt) => extractFigures(lhr({ tbt })));
  const pages = ["/", "/contact"];
  const pageRuns = new Map([
    ["/", runs(40, 50, 60, 70, 80)],
    ["/contact", runs(10, 20, 30, 40, 50)],
  ]);
  // The pairs of "/" drew short control runs, those of "/contact" long ones.
  const pairedControlRuns = new Map([
    ["/", runs(0, 0, 2, 5, 90)],
    ["/contact", runs(20, 35, 72, 80, 100)],
  ]);

  it("judges every page against the median of all the control runs and keeps its own pairs' median beside it", () => {
    const rows = presetRows("mobile", pages, pageRuns, pairedControlRuns);
    expect(rows.map((row) => row.page)).toEqual(["/", "/contact", CONTROL_PATH]);
    expect(rows[0].control).toEqual({ tbt: 27.5, pairs: 5, pairedTbt: 2 });
    expect(rows[1].control).toEqual({ tbt: 27.5, pairs: 5, pairedTbt: 72 });
    expect(rows[2]).toMatchObject({ control: null, runs: 10 });
    expect(rows[2].figures.metrics.tbt).toBe(27.5);
    expect(rows[0].figures.metrics.tbt).toBe(60);
    expect(tbtMiss(rows[0].figures.metrics.tbt, rows[0].control)).toBe(
      "TBT 60 ms (target ≤ 57.5 ms: control 27.5 + 30, at most 92)",
    );
    expect(tbtMiss(rows[1].figures.metrics.tbt, rows[1].control)).toBeNull();
  });

  it("has no control row and nothing to judge against without the control", () => {
    const rows = presetRows("mobile", pages, pageRuns, null);
    expect(rows.map((row) => [row.page, row.control])).toEqual([
      ["/", null],
      ["/contact", null],
    ]);
  });
});

describe("bench options", () => {
  it("defaults to 5 paired runs on the default pages, both presets; 3 runs without the control", () => {
    const options = parseArgs([]);
    expect(options.runs).toBe(5);
    expect(options.pages).toBeNull();
    expect(options.presets).toEqual(["mobile", "desktop"]);
    expect(options.control).toBe(true);
    expect(parseArgs(["--no-control"])).toMatchObject({ control: false, runs: 3 });
    expect(parseArgs(["--no-control", "--runs", "2"]).runs).toBe(2);
  });

  it("measures by default the public pages and the first page of each kind the content in use has", () => {
    const content = loadContent();
    const first = (kind) => contentPages(content).find((page) => page.kind === kind)?.path;
    const kinds = ["offering", "project", "town"];
    const { pages, skipped } = defaultPages(content);
    expect(pages).toEqual([...publicPages.map((page) => page.path), ...kinds.map(first).filter(Boolean)]);
    expect(skipped).toEqual(
      kinds.filter((kind) => !first(kind)).map((kind) => expect.stringMatching(`No ${kind} page`)),
    );
  });

  it("skips a kind the content gives no page, saying so", () => {
    const content = loadContent();
    const { pages, skipped } = defaultPages({ ...content, projects: [] });
    expect(pages.filter((page) => /^\/(projects|areas)\//.test(page))).toEqual([]);
    expect(skipped).toEqual([
      "No project page in this content (/projects/:id): skipped.",
      "No town page in this content (/areas/:id): skipped.",
    ]);
  });

  it("filters pages and presets and rejects unknown options", () => {
    const options = parseArgs(["--runs", "5", "--pages", "/,fences", "--preset=desktop", "--build"]);
    expect(options).toMatchObject({ runs: 5, pages: ["/", "/fences"], presets: ["desktop"], build: true });
    expect(parseArgs(["--save-assets"]).saveAssets).toBe(true);
    expect(() => parseArgs(["--preset", "tablet"])).toThrow(/mobile, desktop or both/);
    expect(() => parseArgs(["--runs", "0"])).toThrow(/--runs/);
    expect(() => parseArgs(["--fast"])).toThrow(/Unknown option --fast/);
  });
});

describe("bench table", () => {
  const figures = medianFigures([extractFigures(lhr({ tbt: 64 }))]);
  const controlFigures = medianFigures([extractFigures(lhr({ tbt: 3 }))]);
  const control = { tbt: controlFigures.metrics.tbt, pairs: 5, pairedTbt: 71 };
  const table = formatTable([
    { page: "/", preset: "mobile", figures, control },
    { page: "/", preset: "desktop", figures, control },
    { page: CONTROL_PATH, preset: "mobile", figures: controlFigures, control: null },
  ]);
  const [header, , ...lines] = table.split("\n");
  const titles = header.split("|").map((cell) => cell.trim());
  const column = (title) => lines.map((line) => line.split("|")[titles.indexOf(title)].trim());

  it("names the control page's row 'control' beside the pages", () => {
    expect(column("page")).toEqual(["/", "/", "control"]);
  });

  it("keeps each row's absolute TBT, the mobile limit from the control row, the pairs and their own control median", () => {
    expect(column("TBT ms")).toEqual(["64", "64", "3"]);
    expect(column("TBT limit")).toEqual(["33", "–", "–"]);
    expect(column("pairs")).toEqual(["5", "5", "–"]);
    expect(column("paired ctrl")).toEqual(["71", "71", "–"]);
  });
});

describe("long task blocking time (scripts/measure/bench/long-tasks.mjs)", () => {
  it("counts what a task holds beyond 50 ms after FCP and before TTI", () => {
    expect(blockingMs(900, 120, 800, 2000)).toBe(70);
    expect(blockingMs(700, 200, 800, 2000)).toBe(50);
    expect(blockingMs(1950, 120, 800, 2000)).toBe(0);
    expect(blockingMs(764.5, 89, 890.5, 1509)).toBe(0);
    expect(blockingMs(900, 49, 800, 2000)).toBe(0);
  });

  it("splits what counted between the navigation commit and the page's own tasks after it", () => {
    const page = "http://127.0.0.1:4000/contact";
    // From a saved /contact run: the commit spills 116 ms past FCP, the first frame 26 ms.
    const run = [
      { startTime: 1024, duration: 76, url: page },
      { startTime: 751, duration: 230, url: "Unattributable" },
    ];
    expect(countedByPhase(run, 815, 1353)).toEqual({ commit: 116, afterCommit: 26 });
    // Without a long commit, the first long task is the page's own and counts as such.
    expect(countedByPhase([{ startTime: 876, duration: 137, url: page }], 846, 1359)).toEqual({
      commit: 0,
      afterCommit: 87,
    });
    // An unattributable task after FCP is not the commit.
    expect(countedByPhase([{ startTime: 1117, duration: 71, url: "Unattributable" }], 838, 1367)).toEqual({
      commit: 0,
      afterCommit: 21,
    });
    expect(countedByPhase([], 800, 1300)).toEqual({ commit: 0, afterCommit: 0 });
  });
});
