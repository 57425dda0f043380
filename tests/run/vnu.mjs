// The W3C Nu HTML Checker (vnu, npm `vnu-jar`) on every built page: the pages, the 404 page and the
// editor's page at /admin. Exits 1 on any error it reports, except the CSS errors listed in
// NEWER_THAN_VNU: CSS the checker's grammar predates, which every browser the site supports reads.
// Its notes ("info") and warnings are printed as a count only. Needs Java 17 or later (Debian:
// default-jre-headless); without it, skipped with a line naming the package, a failure in CI.
// Usage: node tests/run/vnu.mjs [file.html ...] (default: every .html file of the build)
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { CLIENT_DIR } from "../../scripts/lib/build-paths.mjs";

/**
 * CSS errors that are the checker's, not the page's: features its CSS grammar does not know yet.
 * Each is matched on the message vnu gives for it.
 */
export const NEWER_THAN_VNU = [
  // Registered custom properties (CSS Properties and Values API; Tailwind 4 declares its variables so).
  { feature: "@property", message: /^CSS: Unrecognized at-rule “@property”/ },
  // Container queries.
  { feature: "@container", message: /^CSS: Unrecognized at-rule “@container”/ },
  { feature: "container-type", message: /^CSS: “container-type”: Property “container-type” doesn't exist/ },
  // Entry transitions.
  { feature: "@starting-style", message: /^CSS: Unrecognized at-rule “@starting-style”/ },
  // Trimming a box's margins at its edges (Tailwind's space-* utilities set it where supported).
  { feature: "margin-trim", message: /^CSS: “margin-trim”: Property “margin-trim” doesn't exist/ },
  // A custom property named in transition-property (Tailwind's colour transitions).
  {
    feature: "transition-property: --*",
    message: /^CSS: “transition-property”: “--[\w-]+” is not a “transition-property” value/,
  },
];

const isNewerThanVnu = (message) => NEWER_THAN_VNU.some((rule) => rule.message.test(message));

/** Every .html file under the build's client folder. */
function builtPages(dir = CLIENT_DIR) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

function main() {
  const java = spawnSync("java", ["-version"], { encoding: "utf8" });
  if (java.error) {
    const line = "The HTML check (vnu) needs Java: sudo apt-get install -y default-jre-headless";
    if (process.env.CI === "true") {
      console.error(`${line}: missing in CI, failing.`);
      process.exit(1);
    }
    console.log(`${line}. Skipped.`);
    return;
  }
  const files = process.argv.slice(2).length ? process.argv.slice(2) : builtPages();
  if (!files.length) {
    console.error(`vnu: no built pages in ${CLIENT_DIR}; build first (npm run build).`);
    process.exit(1);
  }
  const jar = String(createRequire(import.meta.url)("vnu-jar"));
  const run = spawnSync("java", ["-jar", jar, "--format", "json", "--exit-zero-always", ...files], {
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.status !== 0) {
    console.error(run.stderr || run.error);
    process.exit(1);
  }
  // vnu writes its JSON report to stderr.
  const { messages } = JSON.parse(run.stderr);
  const errors = messages.filter((m) => m.type === "error" || (m.type === "non-document-error" && m.subType !== "io"));
  const real = errors.filter((m) => !isNewerThanVnu(m.message));
  const excused = errors.length - real.length;
  const notes = messages.filter((m) => m.type === "info").length;
  for (const m of real) {
    console.error(
      `${path.relative(process.cwd(), new URL(m.url).pathname)}:${m.lastLine ?? "?"}:${m.firstColumn ?? "?"}: ${m.message}`,
    );
    if (m.extract) console.error(`  ${m.extract.replace(/\s+/g, " ").slice(0, 200)}`);
  }
  console.log(
    `vnu: ${files.length} pages, ${real.length} errors` +
      ` (${excused} CSS errors for features newer than its grammar excused: ${NEWER_THAN_VNU.map((r) => r.feature).join(", ")}), ${notes} notes`,
  );
  if (real.length) process.exit(1);
}

main();
