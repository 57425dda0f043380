// @vitest-environment node
// The owner's guides quote the editor: every label they set in bold (**Business and contact**,
// **Phone number**, **Save**) must be a word the owner finds on the screen, and every list of the
// editor's screens must name them all. The words come from where the editor gets them: our
// generated configuration (editorConfig, with the build's notes and ticks: decorateEditorConfig),
// the strip, views and preview our editor page adds (siteStatusStrip, admin/requests.js,
// admin/preview/preview.tsx), the site's words as shipped, and Sveltia's own
// English interface strings, read from its script.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { SAMPLE_CONTENT_DIR } from "../../../app/content/dir.mjs";
import { CONTENT_FILES } from "../../../app/content/files";
import { countInWords } from "../../../app/content/pageTexts";
import { editorConfig } from "./config.mjs";
import { sveltiaScript, siteStatusStrip } from "./build.mjs";
import { decorateEditorConfig } from "./decorate.mjs";

/** The owner's guides: the README's parts for the owner and docs/owner/. */
const GUIDES = ["README.md", ...readdirSync("docs/owner").map((name) => path.join("docs/owner", name))];

/**
 * Parts of the guides about other screens than the editor's (the hosts', GitHub's), by file and
 * heading (`true`: the whole guide): their bold words are the host's or GitHub's, which no list
 * here could keep up with. The lists of the editor's screens are checked in every part.
 */
const OTHER_SCREENS: Record<string, RegExp | true> = {
  "README.md": /^(For developers|What it costs)$/,
  "docs/owner/editing.md": /^When a build fails$/,
  "docs/owner/publishing.md": /^(Did it work\?|Starting an update without the editor)$/,
  "docs/owner/sign-in-with-token.md": /^(1\. Make the token on GitHub.*|When the token expires|Keep it safe)$/,
  // Set-up on the hosts and GitHub, step by step, in the hosts' own words.
  "docs/owner/deploy-to-cloudflare.md": true,
  "docs/owner/deploy-to-netlify.md": true,
  "docs/owner/form-inbox.md": true,
  "docs/owner/own-domain.md": true,
};

/**
 * Words the editor's guides quote that are on no screen of our configuration, each with why. Keep
 * this short: a label of ours belongs in the configuration, not here.
 */
const NOT_OURS: Record<string, string> = {
  // GitHub's page for a new file, where Connect Publish Changes leads (decorate.mjs connectStepText).
  "Commit changes...": "GitHub",
  "Commit changes": "GitHub",
  // GitHub's consent page, the first time Sign In with GitHub is used.
  Authorize: "GitHub",
  // The permission the token needs, as GitHub's token page names it.
  "Contents: Read and write": "GitHub",
  // The hosts, and the README's Deploy buttons (pictures of the hosts' own buttons).
  Cloudflare: "host",
  Netlify: "host",
  Deploy: "host",
  // The editor's address, typed after the site's.
  "/admin": "address",
  // The site's own buttons after a request (app/components/forms/RequestCopies.tsx) and its call and
  // text buttons: what visitors see, not the editor.
  "Open in Gmail": "site",
  "Open in Outlook": "site",
  "Copy request": "site",
  Call: "site",
};

/** The site's own words as shipped (a button's text in the sample content, "Request this estimate"), which a guide may quote. */
function sampleTexts(): string[] {
  const texts: string[] = [];
  const walk = (node: unknown) => {
    if (typeof node === "string") texts.push(node);
    else if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === "object") Object.values(node).forEach(walk);
  };
  for (const name of Object.keys(CONTENT_FILES)) walk(parse(readFileSync(path.join(SAMPLE_CONTENT_DIR, name), "utf8")));
  return texts;
}

/** A guide's text with the parts about other screens left out, as [heading, text] parts. */
function editorParts(file: string, text: string): { heading: string; text: string }[] {
  const parts = text.split(/^#{2,3} /m).map((part, i) => {
    const heading = i === 0 ? "" : part.slice(0, part.indexOf("\n")).trim();
    return { heading, text: part };
  });
  const other = OTHER_SCREENS[file];
  if (other === true) return [];
  return parts.filter(({ heading }) => !other?.test(heading));
}

/** The bold texts of a Markdown text, whitespace made one space. */
const boldTexts = (text: string) =>
  [...text.matchAll(/\*\*([^*]+?)\*\*/g)].map((match) => match[1]!.replace(/\s+/g, " ").trim());

/**
 * Whether a bold text names something on a screen: not emphasis (a quoted label starts with a
 * capital, a digit, a slash or a quote), not a lead-in (ending with "." or ":"), not a link or code.
 */
const namesSomething = (bold: string) =>
  /^["/\dA-Z]/.test(bold) && !/[.:]$/.test(bold) && !/^\[.*\]\(.*\)$/.test(bold) && !bold.startsWith("`");

interface Words {
  labels: Set<string>;
  /** Every hint, note and comment the editor shows, and our page's own words, as one text. */
  notes: string;
  /** The screens' labels, in the editor's order. */
  screens: string[];
}

/** Sveltia's English interface strings (`key:\`text\`` in its script), placeholders filled where we know them. */
function sveltiaWords(labels: Set<string>): string[] {
  const script = readFileSync(sveltiaScript(), "utf8");
  const words: string[] = [];
  for (const [, text] of script.matchAll(/\b[a-z][a-z_]*:`([^`{}]*(?:\{\$(?:name|service)\}[^`{}]*)?)`/g)) {
    if (text!.includes("{$name}")) for (const label of labels) words.push(text!.replace("{$name}", label));
    else if (text!.includes("{$service}")) words.push(text!.replace("{$service}", "GitHub"));
    else words.push(text!.replace(/…$/, ""));
  }
  return words;
}

async function editorWords(): Promise<Words> {
  const { config } = await editorConfig({});
  // With the build's notes and ticks as a fresh copy has them: two wordings left, and Publish
  // Changes not connected yet.
  const wording = (key: string) => ({
    file: "pages.yml",
    path: key.split("."),
    key,
    value: "sample",
    confirmable: true,
  });
  // And two promises on each of two pages, which the list offers to confirm a page at once.
  const promise = (page: string, step: number) => ({
    ...wording(`pages.${page}.promise${step}`),
    fact: true,
    promiseGroup: `pages.${page}`,
  });
  const promises = ["home", "contact"].flatMap((page) => [promise(page, 1), promise(page, 2)]);
  decorateEditorConfig(config, {
    setup: {
      details: [wording("pages.home.heroTitle"), wording("pages.home.heroText"), ...promises],
      kept: [],
      fixes: [],
    },
    publish: { holds: false, url: "https://github.com/owner/site/new/main" },
  });
  const labels = new Set<string>();
  const notes: string[] = [];
  const walk = (field: Record<string, unknown>) => {
    for (const key of ["label", "label_singular"])
      if (typeof field[key] === "string") {
        labels.add(field[key]);
        // Quoted without its bracketed note: "Minimum job" for "Minimum job ($)".
        labels.add(field[key].replace(/ \([^)]*\)$/, ""));
      }
    for (const key of ["hint", "comment"]) if (typeof field[key] === "string") notes.push(field[key]);
    for (const option of (field["options"] as { label?: string }[] | undefined) ?? [])
      if (option.label) labels.add(option.label);
    for (const child of (field["fields"] as Record<string, unknown>[] | undefined) ?? []) walk(child);
    if (field["field"]) walk(field["field"] as Record<string, unknown>);
  };
  const screens = config.singletons as { label: string; fields: Record<string, unknown>[] }[];
  for (const screen of screens) {
    labels.add(screen.label);
    screen.fields.forEach(walk);
  }
  // "Add photo", "Sign In with GitHub", "Restore", "Discard", "Save", "Publish Changes", …
  for (const word of sveltiaWords(labels)) labels.add(word);
  const page = siteStatusStrip({ builtAt: new Date(), publishConnected: false, connectUrl: "x", requests: true });
  // Our page's own words: the strip, the Requests view and the preview pane; and the words of the
  // notification the owner's phone shows for a request.
  notes.push(
    page.replace(/<[^>]+>/g, " "),
    readFileSync("admin/requests.js", "utf8"),
    readFileSync("admin/preview/preview.tsx", "utf8"),
    readFileSync("worker/push.ts", "utf8"),
  );
  for (const text of sampleTexts()) labels.add(text);
  return { labels, notes: notes.join("\n").replace(/\s+/g, " "), screens: screens.map((screen) => screen.label) };
}

/** Why a bold text is not a word of the editor, or null when it is. */
function notOnScreen(bold: string, { labels, notes }: Words): string | null {
  if (bold in NOT_OURS) return null;
  // A quoted message, or a count before its words ("3 new requests"), as the editor fills it in.
  const quoted = bold.replace(/^"(.*)"$/, "$1").replace(/^\d+ /, "");
  const known = (word: string) =>
    // A long label may be quoted by its start of three words or more, up to a word's end ("Show
    // drawn sample pictures"), never by one or two ("Phone" is no field).
    labels.has(word) ||
    (word.split(" ").length >= 3 && [...labels].some((label) => label.startsWith(`${word} `))) ||
    notes.includes(word);
  // A place in the editor, step by step: "Top of each page › Home page".
  const steps = quoted.split(" › ");
  const unknown = steps.filter((step) => !known(step));
  return unknown.length === 0 ? null : `no screen, field, button or note of the editor says "${unknown.join('", "')}"`;
}

describe("the owner's guides quote the editor as it is", () => {
  let words: Words;
  beforeAll(async () => {
    words = await editorWords();
  });

  it("every label a guide sets in bold is on the editor's screens, by its exact words", () => {
    const wrong: string[] = [];
    for (const file of GUIDES) {
      for (const { heading, text } of editorParts(file, readFileSync(file, "utf8"))) {
        for (const bold of boldTexts(text).filter(namesSomething)) {
          const why = notOnScreen(bold, words);
          if (why) wrong.push(`${file}${heading ? ` (${heading})` : ""}: **${bold}**: ${why}`);
        }
      }
    }
    expect(wrong, "labels in the guides that the editor does not show").toEqual([]);
  });

  it("every list of the editor's screens names each, as many as there are", () => {
    const wrong: string[] = [];
    let lists = 0;
    for (const file of GUIDES) {
      const text = readFileSync(file, "utf8").replace(/\s+/g, " ");
      // "You see the parts of the site you can edit, nine screens: **Business and contact**, ..."
      for (const [sentence, count] of text.matchAll(/parts of the site you can edit, (\w+) screens:[^.]*\./g)) {
        lists += 1;
        const named = boldTexts(sentence);
        const missing = words.screens.filter((screen) => !named.includes(screen));
        const unknown = named.filter((name) => !words.screens.includes(name));
        if (missing.length || unknown.length || count !== countInWords(words.screens.length))
          wrong.push(
            `${file}: says ${count} screens and names ${named.length} of the editor's ${words.screens.length}; missing: ${missing.join(", ") || "none"}; not a screen: ${unknown.join(", ") || "none"}`,
          );
      }
    }
    expect(lists, "the guides' lists of the editor's screens").toBeGreaterThan(0);
    expect(wrong).toEqual([]);
  });
});
