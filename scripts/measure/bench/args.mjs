// Command-line options of `npm run bench`.
import { pageKinds } from "../../../app/pageKinds.mjs";
import { publicPages } from "../../../app/pages.mjs";
import { MIN_PAIRS } from "./metrics.mjs";

export const ALL_PAGES = publicPages.map((page) => page.path);
export const PRESETS = ["mobile", "desktop"];

/**
 * The pages measured by default: the public pages, then the first page of each kind made from the
 * content (app/pageKinds.mjs: an offering, a project, a town), held to the same targets. A kind this
 * content gives no page is skipped, with a line saying so.
 * @param {import("../../../app/content/schema").SiteContent} content
 * @returns {{ pages: string[], skipped: string[] }}
 */
export function defaultPages(content) {
  const pages = [...ALL_PAGES];
  const skipped = [];
  for (const kind of pageKinds) {
    const [first] = kind.pages(content);
    if (first) pages.push(first.path);
    else skipped.push(`No ${kind.key} page in this content (${kind.pattern}): skipped.`);
  }
  return { pages, skipped };
}

export const USAGE = `Usage: npm run bench -- [options]
  --runs N            Lighthouse runs per page and preset (default 5 with the control, each
                      page run preceded by a control run; 3 with --no-control; the table shows medians)
  --pages /,/fences   pages to measure (default ${ALL_PAGES.join(",")} and the first page of
                      each kind made from the content: ${pageKinds.map((kind) => kind.pattern).join(", ")})
  --preset P          mobile, desktop or both (default both)
  --build             rebuild even when build/client/index.html exists
  --port N            port for the local server (default: a free one; env BENCH_PORT too)
  --out DIR           folder for the JSON reports (default bench-results/<timestamp>)
  --save-assets       also save each run's trace and DevTools log beside its report
                      (for scripts/measure/bench/long-tasks.mjs; about 5 MB per run)
  --no-control        skip the bare control page (measured by default, never checked against the targets;
                      without it mobile TBT cannot be judged, see docs/benchmark.md)`;

/** Parses argv (without node and the script) into options; throws with a message on a bad option. */
export function parseArgs(argv) {
  const options = {
    runs: null,
    // null: the default pages, which depend on the content (defaultPages).
    pages: null,
    presets: PRESETS,
    build: false,
    port: process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : 0,
    out: null,
    saveAssets: false,
    control: true,
    help: false,
  };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split(/=(.*)/s, 2);
    const value = () => {
      const next = inline ?? argv[++i];
      if (next === undefined) throw new Error(`${flag} needs a value`);
      return next;
    };
    switch (flag) {
      case "--runs":
        options.runs = Number(value());
        if (!Number.isInteger(options.runs) || options.runs < 1) throw new Error("--runs must be a whole number ≥ 1");
        break;
      case "--pages":
        options.pages = value()
          .split(",")
          .map((page) => page.trim())
          .filter(Boolean)
          .map((page) => (page.startsWith("/") ? page : `/${page}`));
        if (options.pages.length === 0) throw new Error("--pages needs at least one path");
        break;
      case "--preset": {
        const preset = value();
        if (preset === "both") options.presets = PRESETS;
        else if (PRESETS.includes(preset)) options.presets = [preset];
        else throw new Error("--preset must be mobile, desktop or both");
        break;
      }
      case "--build":
        options.build = true;
        break;
      case "--port":
        options.port = Number(value());
        if (!Number.isInteger(options.port) || options.port < 1) throw new Error("--port must be a port number");
        break;
      case "--out":
        options.out = value();
        break;
      case "--save-assets":
        options.saveAssets = true;
        break;
      case "--no-control":
        options.control = false;
        break;
      case "--help":
      case "-h":
        options.help = true;
        break;
      default:
        throw new Error(`Unknown option ${argv[i]}`);
    }
  }
  // Paired runs (control, page, control, page, …) need at least MIN_PAIRS to judge TBT (metrics.mjs).
  options.runs ??= options.control ? MIN_PAIRS : 3;
  return options;
}
