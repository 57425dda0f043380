// `node scripts/measure/bench/long-tasks.mjs <report.json>…`: which main-thread tasks a Lighthouse run
// counted toward Total Blocking Time. For each saved report (bench-results/…/*.json) it lists the
// long tasks of Lighthouse's simulation (mobile: the observed task × 4, or × 2 if it lays out) with
// the part of each that falls between FCP and Time to Interactive beyond 50 ms, which is what TBT
// sums. When the bench ran with --save-assets, the run's trace (<report>-0.trace.json) is read too,
// and the page's observed top-level tasks of 10 ms or more are listed with what they spent their
// time on.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { blockingMs, countedByPhase } from "./long-task-math.mjs";
import { median } from "./metrics.mjs";

const ms = (value) => `${Math.round(value)}`.padStart(5);

const args = process.argv.slice(2);
const summary = args.includes("--summary");
// A saved run is three files; only the report is read here (the trace through it, below), so a
// glob such as mobile-*.json costs no parse of the trace or DevTools log.
const files = args.filter((arg) => arg !== "--summary" && !/\.(trace|devtoolslog)\.json$/.test(arg));
if (files.length === 0) {
  console.error("Usage: node scripts/measure/bench/long-tasks.mjs [--summary] <lighthouse-report.json>…");
  process.exit(2);
}

/** A saved Lighthouse report with the figures both listings need; null for any other JSON (summary.json). */
function readReport(file) {
  const lhr = JSON.parse(readFileSync(file, "utf8"));
  if (!lhr.audits?.["total-blocking-time"]) return null;
  return {
    url: lhr.finalDisplayedUrl,
    fcp: lhr.audits["first-contentful-paint"].numericValue,
    tti: lhr.audits.interactive.numericValue,
    tbt: lhr.audits["total-blocking-time"].numericValue,
    longTasks: lhr.audits["long-tasks"]?.details?.items ?? [],
  };
}

// --summary: one line per page over many reports (say bench-results/<stamp>/mobile-*.json): how much
// of what TBT counted was Chrome's navigation commit and how much the page's own tasks after it.
if (summary) {
  const byPage = new Map();
  for (const report of files.map(readReport).filter(Boolean)) {
    const { url, fcp, tti, tbt, longTasks } = report;
    const page = new URL(url).pathname;
    if (!byPage.has(page)) byPage.set(page, []);
    byPage.get(page).push({ tbt, ...countedByPhase(longTasks, fcp, tti) });
  }
  console.log("page                 runs  TBT median  commit counted: mean (runs)  after it: mean (runs)");
  for (const [page, runs] of [...byPage].sort()) {
    const mean = (key) => Math.round(runs.reduce((sum, run) => sum + run[key], 0) / runs.length);
    const counting = (key) => runs.filter((run) => run[key] > 0).length;
    console.log(
      `${page.padEnd(20)} ${String(runs.length).padStart(4)}  ${ms(median(runs.map((run) => run.tbt)))}       ` +
        `${ms(mean("commit"))} (${counting("commit")})                 ${ms(mean("afterCommit"))} (${counting("afterCommit")})`,
    );
  }
  process.exit(0);
}

/** The renderer main thread's top-level tasks of at least minMs, each with its time per event name. */
function observedTasks(trace, minMs) {
  const events = trace.traceEvents ?? trace;
  const navigation = events.find((event) => event.name === "navigationStart" && event.args?.data?.isLoadingMainFrame);
  const main = events.find(
    (event) => event.name === "thread_name" && event.args?.name === "CrRendererMain" && event.pid === navigation?.pid,
  );
  if (!navigation || !main) return [];
  const onMain = events
    .filter((event) => event.ph === "X" && event.pid === main.pid && event.tid === main.tid && event.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const tasks = [];
  for (const task of onMain.filter((event) => event.name === "RunTask" && event.dur >= minMs * 1000)) {
    const end = task.ts + task.dur;
    // Time per name among the task's direct children (events inside it that no other child holds).
    const byName = new Map();
    let childEnd = -1;
    for (const event of onMain) {
      if (event === task || event.ts < task.ts || event.ts + event.dur > end || event.ts < childEnd) continue;
      if (event.name === "RunTask") continue;
      childEnd = event.ts + event.dur;
      byName.set(event.name, (byName.get(event.name) ?? 0) + event.dur / 1000);
    }
    tasks.push({ start: (task.ts - navigation.ts) / 1000, duration: task.dur / 1000, byName });
  }
  return tasks;
}

for (const file of files) {
  const report = readReport(file);
  if (!report) continue;
  const { url, fcp, tti, tbt, longTasks } = report;
  console.log(`\n${file}\n  ${url}: FCP ${Math.round(fcp)}, TTI ${Math.round(tti)}, TBT ${Math.round(tbt)} ms`);
  console.log("  simulated long tasks: start   end  dur  counts  url");
  let sum = 0;
  for (const task of [...longTasks].sort((a, b) => a.startTime - b.startTime)) {
    const counts = blockingMs(task.startTime, task.duration, fcp, tti);
    sum += counts;
    console.log(
      `                      ${ms(task.startTime)} ${ms(task.startTime + task.duration)} ${ms(task.duration)}   ${ms(counts)}  ${task.url || "(unattributable)"}`,
    );
  }
  console.log(`  sum counted ≈ ${Math.round(sum)} ms (Lighthouse blends two FCP/TTI estimates, so ≈ its TBT)`);
  const tracePath = path.join(path.dirname(file), `${path.basename(file, ".json")}-0.trace.json`);
  if (!existsSync(tracePath)) continue;
  console.log("  observed tasks ≥ 10 ms (trace, unthrottled): start  dur  spent on");
  for (const task of observedTasks(JSON.parse(readFileSync(tracePath, "utf8")), 10)) {
    const spent = [...task.byName]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 4)
      .map(([name, time]) => `${name} ${time.toFixed(1)}`)
      .join(", ");
    console.log(`                                      ${ms(task.start)} ${ms(task.duration)}  ${spent}`);
  }
}
