// @vitest-environment jsdom
// The build reads the owner's content files, not a copy of them in code: build a copy of
// content/ with every sample detail replaced (name, short name, phone, e-mail, design credit) and
// no social link, no review and no review badge, and check that every built page and script carries
// the new number and none the old one, and that the site is now offered to search engines. Then
// build it again with one sample detail put back (the short name; one review), which keeps it out.
// Slow (whole site builds), so it runs on its own (`npm run test:build`, a stage of `npm test`),
// not with the unit tests.
import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseDocument } from "yaml";
import { loadContent } from "../../app/content/load";
import { sampleDetails } from "../../app/content/sample";
import { isAdminFile } from "../../scripts/admin/build.mjs";
import { publicPages } from "../../app/pages.mjs";
import { BUILD_DIR, CLIENT_DIR, fileOfUrlPath, NOT_FOUND_FILE } from "../../scripts/build-layout.mjs";

/** Every page's file: the public pages' and the 404 page's. */
const PAGE_FILES = [NOT_FOUND_FILE, ...publicPages.map((page) => fileOfUrlPath(page.path))].sort();

const shipped = loadContent("content");
const OLD = shipped.contact.phone;
/** The number as the owner types it once, and what the call links dial. */
const NEW = { display: "(901) 393-0187", tel: "+19013930187" };
const NEW_BUSINESS = {
  name: "Bluff City Fence Works",
  shortName: "Bluff City Fence",
  email: "office@bluffcityfence.com",
  designCredit: "Delta Web Works",
};
/** The old number however it is written: (662) 555-0142, 662-555-0142, +16625550142, 6625550142. */
const OLD_DIGITS = OLD.tel.slice(2);
const OLD_ANYWHERE = new RegExp(`${OLD_DIGITS.slice(0, 3)}\\D{0,2}${OLD_DIGITS.slice(3, 6)}\\D?${OLD_DIGITS.slice(6)}`);

/**
 * What Netlify's build sets (docs.netlify.com, "Read-only variables"): the repository address
 * carries an access token, which must reach neither a built file nor the log.
 */
const TOKEN = "ghs_16C7e42F292c6912E7710c838347Ae178B4a";
const NETLIFY = {
  CONTEXT: "production",
  URL: "https://bluff-city-fence.netlify.app",
  REPOSITORY_URL: `https://x-access-token:${TOKEN}@github.com/bluff-city/fence-site`,
  BRANCH: "main",
};

/** Edits one content file of a copy in place, as YAML (its comments kept). */
function editFile(content: string, name: string, edit: (document: ReturnType<typeof parseDocument>) => void) {
  const file = path.join(content, name);
  const document = parseDocument(readFileSync(file, "utf8"));
  edit(document);
  writeFileSync(file, document.toString());
}

/** Every sample detail replaced; no social link, no review, no review badge. */
function allReal(content: string) {
  editFile(content, "business.yml", (business) => {
    business.setIn(["business", "name"], NEW_BUSINESS.name);
    business.setIn(["business", "shortName"], NEW_BUSINESS.shortName);
    business.setIn(["contact", "phone"], NEW.display);
    business.setIn(["contact", "email"], NEW_BUSINESS.email);
    business.setIn(["footer", "designCredit", "name"], NEW_BUSINESS.designCredit);
    business.delete("social");
    business.setIn(["badges", "reviews"], []);
  });
  editFile(content, "reviews.yml", (reviews) => reviews.set("reviews", []));
}

/** The folders a build of a copy of content/ leaves, and its log. */
interface CopyBuild {
  content: string;
  buildDir: string;
  client: string;
  log: string;
}

const roots: string[] = [];

/** Builds a copy of content/, changed by `edit`, as Netlify would; stops the test on failure. */
function buildCopy(edit: (content: string) => void, env: Record<string, string> = {}): CopyBuild {
  // Inside the project: the prerender step imports the server build, which needs node_modules.
  mkdirSync(".cache", { recursive: true });
  const root = mkdtempSync(path.join(".cache", "content-build-"));
  roots.push(root);
  const content = path.join(root, "content");
  cpSync("content", content, { recursive: true });
  edit(content);
  // Pictures and fonts do not depend on the content's words: the ones npm test made already serve.
  // The copy keeps the placeholder address and repository: the host's values fill them in.
  const buildDir = path.join(root, "site-build");
  const vars = { CONTENT_DIR: content, SITE_BUILD_DIR: buildDir, ...env };
  let log = "";
  for (const args of [
    ["node_modules/@react-router/dev/bin.js", "build"],
    ["--input-type=module", "-e", 'await (await import("./scripts/postbuild.mjs")).postbuild();'],
  ]) {
    const result = spawnSync(process.execPath, args, { env: { ...process.env, ...vars }, encoding: "utf8" });
    log += `${result.stdout}\n${result.stderr}\n`;
    if (result.status !== 0) throw new Error(`${args.join(" ")} failed:\n${result.stdout}\n${result.stderr}`);
  }
  // The copy's build is laid out as the project's (scripts/build-layout.mjs), in its own folder.
  return { content, buildDir, client: path.join(buildDir, path.relative(BUILD_DIR, CLIENT_DIR)), log };
}

afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

/** The robots meta of each built page but the editor's, by file. */
function robotsOf(client: string): Record<string, string | null> {
  const pages = readdirSync(client, { recursive: true, encoding: "utf8" }).filter(
    (name) => name.endsWith(".html") && !isAdminFile(name),
  );
  return Object.fromEntries(
    pages.map((page) => {
      const document = new DOMParser().parseFromString(readFileSync(path.join(client, page), "utf8"), "text/html");
      return [page, document.querySelector('meta[name="robots"]')?.getAttribute("content") ?? null];
    }),
  );
}

let buildDir = "";
let client = "";
let log = "";

beforeAll(() => {
  const copy = buildCopy(allReal, NETLIFY);
  expect(sampleDetails(loadContent(copy.content))).toEqual([]);
  ({ buildDir, client, log } = copy);
});

const files = (ext: RegExp) =>
  readdirSync(client, { recursive: true, encoding: "utf8" })
    .filter((name) => ext.test(name))
    .sort();

describe("a build on Netlify of a copy of the content with every detail real, no social link, no review and no review badge", () => {
  it("shows the new number on every page: header, footer, call buttons and structured data", () => {
    const pages = files(/\.html$/).filter((name) => !isAdminFile(name)); // the editor at /admin is no page
    expect(pages).toEqual(PAGE_FILES);
    for (const page of pages) {
      const document = new DOMParser().parseFromString(readFileSync(path.join(client, page), "utf8"), "text/html");
      const calls = [...document.querySelectorAll<HTMLAnchorElement>('a[href^="tel:"]')];
      expect(calls.length, `${page}: call links`).toBeGreaterThanOrEqual(3);
      for (const call of calls) expect(call.getAttribute("href"), `${page}: ${call.outerHTML}`).toBe(`tel:${NEW.tel}`);
      expect(document.querySelector('header a[href^="tel:"]')?.textContent, `${page}: header`).toContain(NEW.display);
      expect(document.querySelector('footer a[href^="tel:"]')?.textContent, `${page}: footer`).toContain(NEW.display);
      if (page === "404.html") continue; // the not-found page carries no structured data
      const telephones = [...document.querySelectorAll('script[type="application/ld+json"]')].flatMap((script) =>
        [...(script.textContent ?? "").matchAll(/"telephone":"([^"]*)"/g)].map((m) => m[1]),
      );
      expect(telephones, `${page}: JSON-LD telephone`).toEqual([NEW.tel]);
    }
  });

  it("leaves the old number nowhere: no page, script, sitemap or header file", () => {
    // The editor (admin/) is for the owner, not visitors: its field messages give the sample
    // number's form as an example ("such as (662) 555-0142", app/content/phone.ts).
    const text = files(/\.(html|js|css|json|xml|txt|webmanifest)$|(^|\/)_(headers|redirects)$/).filter(
      (name) => !isAdminFile(name),
    );
    expect(text.length).toBeGreaterThan(10);
    const withOld = text.filter((name) => OLD_ANYWHERE.test(readFileSync(path.join(client, name), "utf8")));
    expect(withOld).toEqual([]);
  });

  it("is offered to search engines: no page but the 404 is noindex, and robots.txt names the sitemap", () => {
    const robots = robotsOf(client);
    expect(Object.keys(robots).length).toBeGreaterThan(4);
    for (const [page, content] of Object.entries(robots)) expect(content, page).toBe(page === "404.html" ? "noindex" : null);
    expect(readFileSync(path.join(client, "robots.txt"), "utf8")).toMatch(/^Sitemap: https:\/\/.+\/sitemap\.xml$/m);
    expect(log).not.toContain("Sample details in use");
  });

  it("takes the site's address from Netlify while the content holds the placeholder: canonical links and sitemap", () => {
    for (const page of ["index.html", "fences.html", "gallery.html", "contact.html"]) {
      const document = new DOMParser().parseFromString(readFileSync(path.join(client, page), "utf8"), "text/html");
      const canonical = document.querySelector('link[rel="canonical"]')?.getAttribute("href");
      expect(canonical, page).toMatch(new RegExp(`^${NETLIFY.URL}/`));
    }
    const locs = [...readFileSync(path.join(client, "sitemap.xml"), "utf8").matchAll(/<loc>([^<]+)<\/loc>/g)];
    expect(locs.length).toBeGreaterThan(0);
    for (const [, loc] of locs) expect(loc).toMatch(new RegExp(`^${NETLIFY.URL}/`));
  });

  it("names the repository Netlify builds from in the editor's settings, without its token", () => {
    const config = readFileSync(path.join(client, "admin", "config.yml"), "utf8");
    expect(config).toMatch(/^ {2}repo: bluff-city\/fence-site$/m);
    expect(config).toMatch(/^ {2}branch: main$/m);
  });

  it("writes the token into no built file and no line of the log", () => {
    // The whole build folder, not only the static site: the server build and settings are built files too.
    const withToken = readdirSync(buildDir, { recursive: true, encoding: "utf8" }).filter((name) => {
      const file = path.join(buildDir, name);
      return !statSync(file).isDirectory() && readFileSync(file).includes(TOKEN);
    });
    expect(withToken).toEqual([]);
    expect(log).toContain("bluff-city/fence-site");
    expect(log).not.toContain(TOKEN);
  });
});

/** One sample detail put back into the otherwise real copy. */
const ONE_SAMPLE_LEFT: Record<string, (content: string) => void> = {
  "the sample short name": (content) =>
    editFile(content, "business.yml", (business) => business.setIn(["business", "shortName"], shipped.business.shortName)),
  "one sample review": (content) => {
    const review = shipped.reviews.find((r) => r.sample)!;
    editFile(content, "reviews.yml", (reviews) => reviews.set("reviews", reviews.createNode([review])));
  },
};

describe("a copy with every detail real but one sample left stays out of search engines", () => {
  for (const [what, putBack] of Object.entries(ONE_SAMPLE_LEFT)) {
    it(`${what}: every page noindex, no sitemap in robots.txt, and the build log names it`, () => {
      const copy = buildCopy((content) => {
        allReal(content);
        putBack(content);
      });
      const [detail, ...others] = sampleDetails(loadContent(copy.content));
      expect(others).toEqual([]);
      const robots = robotsOf(copy.client);
      expect(Object.keys(robots).length).toBeGreaterThan(4);
      for (const [page, content] of Object.entries(robots)) expect(content, page).toBe("noindex");
      expect(readFileSync(path.join(copy.client, "robots.txt"), "utf8")).not.toMatch(/^Sitemap:/m);
      expect(copy.log).toContain(`Sample details in use (`);
      expect(copy.log).toContain(detail);
    }, 300_000);
  }
});
