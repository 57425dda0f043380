// The check of issue 47 item 2, "every word a visitor reads is content": builds a copy of the
// content in use with every owner text written in capitals, then lists each text of the built pages
// (the four pages and the 404 page) still holding a lower-case letter. What remains are words
// written in components: interface words (INTERFACE_WORDS below), or a text to move into content/.
// Usage: node tests/run/capitals-check.mjs [--no-build]   (exits 1 when a text outside the list remains)
import { spawnSync } from "node:child_process";
import { cpSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parse as parseHtml } from "parse5";
import { parse, stringify } from "yaml";
import { contentDir } from "../../app/content/dir.mjs";
import { importAppModule } from "../../scripts/lib/app-module.mjs";

const WORK_DIR = path.resolve(".cache/capitals");
const CONTENT = path.join(WORK_DIR, "content");
const CLIENT = path.join(WORK_DIR, "build", "client");
const PAGES = ["index.html", "fences.html", "gallery.html", "contact.html", "404.html"];

/** Values that are names the site works by (ids, files, addresses, days), not texts: left as written. */
const KEPT_KEYS = new Set([
  "id",
  "image",
  "file",
  "url",
  "email",
  "website",
  "network",
  "type",
  "days",
  "asOf",
  "keptSampleDetails",
  "icon",
  "pictures",
]);

/** The placeholders of the owner's facts (app/content/pageTexts.ts): written in capitals, they fill in capitals. */
const { PLACEHOLDERS } = await importAppModule("/app/content/pageTexts.ts");
const FACT_PLACEHOLDER = new RegExp(`^\\{(${PLACEHOLDERS.join("|")})\\}$`, "i");

/** A text in capitals; its {placeholders} as they are but the owner's facts', which fill in capitals too. */
const capitals = (text) =>
  text.replace(/\{[^}]*\}|[^{]+/g, (part) =>
    part.startsWith("{") && !FACT_PLACEHOLDER.test(part) ? part : part.toUpperCase(),
  );

const upper = (node, key) => {
  if (key !== undefined && KEPT_KEYS.has(key)) return node;
  if (typeof node === "string") return capitals(node);
  if (Array.isArray(node)) return node.map((item) => upper(item));
  if (node && typeof node === "object")
    return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, upper(v, k)]));
  return node;
};

/**
 * Words of the interface that stay in code (docs/decisions/0027): the skip link, menu names, the
 * copyright line, the set-up notice, the map's instruction, screen-reader hints, motion controls,
 * a step's number, form field labels and their messages.
 */
const INTERFACE_WORDS = [
  // The skip link, the logo's name for screen readers, the menus and the footer's menu headings.
  /^Skip to (main )?content$/,
  /^, home$/,
  /^(Home|Services|Our Work|Contact|Contact Us|Service Areas|All Fences|Quick Links|Areas Served|Menu|Open menu|Close menu)$/,
  // The copyright line and the set-up notice (decision 0016), and the sample labels that go with it.
  /All rights reserved\.$/,
  /^This website is still being set up\.$/,
  /^Sample( review)?$/,
  /^These are sample reviews that show where real customer reviews will appear\.$/,
  // The map's instruction and the hours, address and e-mail as the site writes them.
  /^Choose your town to see it on the map\.$/,
  /^(Show map|\(loads Google Maps\))$/,
  /^(Hours|Closed|Based in|Location:)$/,
  /@/,
  // Screen-reader hints, the number of a step, motion controls and carousel controls.
  /^(on|of|Step|Slide)$/,
  /\(opens in a new tab\)/,
  /^Loading( [a-z ]+)?…$/,
  /^(Pause|Play) (moving photos|slideshow)$/,
  // The form fields: labels, choices, hints and the required-fields note.
  /^(Name|Phone|Email|Location|Property Type|Service Needed|\(optional\)|Choose one)$/,
  /^(First Name|Last Name|Street Address|Address Line 2|City|State|ZIP Code|Message)$/,
  /^(Mississippi|Tennessee|Texas|Arkansas|Alabama|Louisiana)$/,
  /^Your town, e\.g\. /,
  /^5 digits, e\.g\. /,
  /^Fields marked$/,
  /^are required\.$/,
  // The gallery's filters (its kinds of work) and the general description of a photo not described.
  /^(All Projects|Wood|Vinyl|Metal|Chain Link|Gates|Decks)( \(\d+\))?$/,
  /^Completed fence project \d+$/,
  // Dates and units as the site writes figures: "June 1, 2026", "6 ft".
  /^Prices as of [A-Z]+ /i,
];

function build() {
  rmSync(WORK_DIR, { recursive: true, force: true });
  cpSync(contentDir(), CONTENT, { recursive: true });
  for (const name of readdirSync(CONTENT)) {
    const file = path.join(CONTENT, name);
    if (!name.endsWith(".yml") || !statSync(file).isFile()) continue;
    writeFileSync(file, stringify(upper(parse(readFileSync(file, "utf8")))));
  }
  const env = { ...process.env, CONTENT_DIR: CONTENT, SITE_BUILD_DIR: path.join(WORK_DIR, "build") };
  for (const args of [
    ["node_modules/@react-router/dev/bin.js", "build"],
    ["--input-type=module", "-e", 'await (await import("./scripts/build-steps/postbuild.mjs")).postbuild();'],
  ]) {
    const result = spawnSync(process.execPath, args, { stdio: ["ignore", "ignore", "inherit"], env });
    if (result.status !== 0) process.exit(result.status || 1);
  }
}

/** The text nodes of a page's body a visitor may read (scripts, styles and templates left aside). */
function texts(html) {
  const found = [];
  const walk = (node) => {
    if (["script", "style", "template", "noscript", "svg"].includes(node.nodeName)) return;
    if (node.nodeName === "#text") {
      const text = node.value.replace(/\s+/g, " ").trim();
      if (text) found.push(text);
    }
    for (const child of node.childNodes ?? []) walk(child);
  };
  const body = parseHtml(html)
    .childNodes.find((n) => n.nodeName === "html")
    ?.childNodes.find((n) => n.nodeName === "body");
  if (body) walk(body);
  return found;
}

if (!process.argv.includes("--no-build")) build();
let left = 0;
let interfaceCount = 0;
for (const page of PAGES) {
  // A range of days ("1 to 3") and a height ("6 ft") are figures as the site writes them.
  const lower = texts(readFileSync(path.join(CLIENT, page), "utf8")).filter((t) =>
    /[a-z]/.test(t.replace(/\d+ to \d+/g, "").replace(/\d+ ft\b/g, "")),
  );
  const unique = [...new Set(lower)];
  const iface = unique.filter((t) => INTERFACE_WORDS.some((rule) => rule.test(t)));
  const rest = unique.filter((t) => !iface.includes(t));
  interfaceCount += iface.length;
  left += rest.length;
  console.log(
    `\n${page}: ${rest.length} text(s) in lower case outside the interface words (${iface.length} interface)`,
  );
  for (const t of rest) console.log(`  ${t.length > 110 ? `${t.slice(0, 107)}…` : t}`);
  if (process.argv.includes("--interface")) for (const t of iface) console.log(`  [interface] ${t}`);
}
console.log(
  `\ncapitals check: ${left} text(s) left in lower case, ${interfaceCount} interface word(s), on ${PAGES.length} pages`,
);
process.exit(left > 0 ? 1 : 0);
