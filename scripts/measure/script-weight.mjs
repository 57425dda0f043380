// Prints, as a Markdown table, the script each page downloads at load and on first use of each
// island, in raw, gzip and Brotli bytes: the figures the budget test measures
// (tests/e2e/budgets.spec.ts, "script at load and on first use of each island") on the current build.
// Usage: E2E_PORT=4173 node scripts/measure/script-weight.mjs   (after `npm run build`)
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { publicPages } from "../../app/pages.mjs";

const folder = mkdtempSync(path.join(tmpdir(), "script-weight-"));
const report = path.join(folder, "report.json");
const run = spawnSync(
  process.execPath,
  ["tests/run/e2e.mjs", "tests/e2e/budgets.spec.ts", "-g", "first use of each island", "--reporter=json"],
  { stdio: ["ignore", "ignore", "inherit"], env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: report } },
);

/** Every test of the report, however deeply its suites nest. */
function* testsOf(suite) {
  for (const spec of suite.specs ?? []) yield* spec.tests;
  for (const child of suite.suites ?? []) yield* testsOf(child);
}

const rows = [];
const failures = [];
for (const suite of JSON.parse(readFileSync(report, "utf8")).suites) {
  for (const test of testsOf(suite)) {
    const annotations = [...(test.annotations ?? []), ...(test.results.at(-1)?.annotations ?? [])];
    const result = test.results.at(-1);
    if (result && result.status !== "passed") failures.push(`${result.status}: ${result.error?.message ?? ""}`);
    const seen = new Set();
    for (const { type, description } of annotations) {
      if (type !== "script" || seen.has(description)) continue;
      seen.add(description);
      rows.push(JSON.parse(description));
    }
  }
}
rmSync(folder, { recursive: true, force: true });

// The pages in their navigation order, then the not-found page (the spec labels it "404").
const pageOrder = [...publicPages.map((page) => page.path), "404"];
rows.sort(
  (a, b) =>
    pageOrder.indexOf(a.page) - pageOrder.indexOf(b.page) ||
    a.width.localeCompare(b.width) ||
    (a.what === "load" ? -1 : b.what === "load" ? 1 : a.what.localeCompare(b.what)),
);
const bytes = (n) => n.toLocaleString("en-US");
console.log("| Page | Width | When | Files | Raw | gzip | Brotli |");
console.log("| --- | --- | --- | ---: | ---: | ---: | ---: |");
for (const row of rows) {
  const when = row.what === "load" ? "at load" : `first use of ${row.what}`;
  console.log(
    `| ${row.page} | ${row.width} | ${when} | ${row.files.length} | ${bytes(row.raw)} | ${bytes(row.gzip)} | ${bytes(row.brotli)} |`,
  );
}
if (run.status !== 0) {
  for (const failure of failures) console.error(failure);
  console.error(`The budget test failed (exit ${run.status}): the figures above may be incomplete.`);
  process.exit(run.status ?? 1);
}
