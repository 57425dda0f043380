// @vitest-environment jsdom
// The build reads the owner's content files, not a copy of them in code: build a copy of
// the content in use with every sample detail replaced (name, short name, phone, e-mail, design credit, a
// picture in every place) or confirmed in the editor as the owner's, and no social link, no review
// and no review badge, and check that every built page and script carries the new number and none
// the old one, and that the site is now offered to search engines. Then build it again with one
// sample detail of each kind put back (decision 0016) and the four cases the editor accepts but
// the schema refuses, without the publish workflow (decision 0017): it builds, stays out of search
// engines, names each, and the editor connects Publish Changes first.
// Slow (whole site builds), so it runs on its own (`npm run test:build`, a stage of `npm test`),
// not with the unit tests.
import { SHIPPED_VIDEO_SRC, VIDEO_FIELD, VIDEO_FOLDER } from "../../app/content/processVideo.mjs";
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { stripVTControlCharacters } from "node:util";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse, parseDocument } from "yaml";
import { contentDir, SAMPLE_CONTENT_DIR } from "../../app/content/dir.mjs";
import { fieldLabel } from "../../app/content/editor";
import { CONTENT_FILES } from "../../app/content/files";
import { ALL_ON_THIS_SCREEN, KEPT_SAMPLES_FIELD } from "../../app/content/keptSamples.mjs";
import { loadContent, loadContentReport } from "../../app/content/load";
import { sampleDetailsAndKept } from "../../app/content/setup";
import { sampleDetails } from "../../app/content/sample";
import { isAdminFile } from "../../scripts/build-steps/admin/build.mjs";
import { BUILD_DIR, CLIENT_DIR } from "../../scripts/lib/build-paths.mjs";
import { pageFiles } from "./buildSite";
import { PLACEHOLDER_WEBSITE } from "../../scripts/deploy/host/environment.mjs";
import { PUBLISH_WORKFLOW_TEXT, SKIP_MARKER } from "../../scripts/deploy/host/publishing.mjs";
import { sampleKeys } from "../../scripts/samples/drawings/generate.mjs";


/** The content in use (content/, or CONTENT_DIR), which the copies start from, and the frozen sample. */
const inUse = loadContent();
const sample = loadContent(SAMPLE_CONTENT_DIR);
const OLD = inUse.contact.phone;
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

/** Two small photos of the owner's: one stands in for every picture of the copy, the other is a sample's. */
const PHOTO = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#456" } }).jpeg().toBuffer();
const SAMPLE_POSTER = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#ddd" } })
  .jpeg()
  .toBuffer();

/**
 * A frozen sample for the copies (SHIPPED_SAMPLE_DIR): the shipped content files, as the sample
 * video's poster SAMPLE_POSTER, and the project's own video (public/video/process.mp4) as the sample
 * video: a copy builds with the project's public/ folder, and replaces the video as the editor does,
 * by choosing a file of content/video/ (pictures.video.file).
 */
function frozenSample(root: string): string {
  const dir = path.join(root, "frozen-sample");
  cpSync(SAMPLE_CONTENT_DIR, dir, { recursive: true });
  const poster = createHash("sha256").update(SAMPLE_POSTER).digest("hex");
  const video = createHash("sha256").update(readFileSync(SHIPPED_VIDEO_FILE)).digest("hex");
  writeFileSync(
    path.join(dir, "media.json"),
    JSON.stringify({ "content/images/video/poster.jpg": poster, [SHIPPED_VIDEO_FILE]: video }),
  );
  return dir;
}

/** The shipped sample video, where the project keeps it. */
const SHIPPED_VIDEO_FILE = `public${SHIPPED_VIDEO_SRC}`;

/** Every sample detail replaced; no social link, no review, no review badge. */
function allReal(content: string) {
  editFile(content, "business.yml", (business) => {
    business.setIn(["business", "name"], NEW_BUSINESS.name);
    business.setIn(["business", "shortName"], NEW_BUSINESS.shortName);
    // The shipped placeholder address, whatever the content in use holds: the host's value fills it in.
    business.setIn(["business", "website"], PLACEHOLDER_WEBSITE);
    business.setIn(["contact", "phone"], NEW.display);
    business.setIn(["contact", "email"], NEW_BUSINESS.email);
    business.setIn(["footer", "designCredit", "name"], NEW_BUSINESS.designCredit);
    business.delete("social");
    business.setIn(["badges", "reviews"], []);
  });
  editFile(content, "reviews.yml", (reviews) => reviews.set("reviews", []));
  // Every value still as the example company wrote it (the town, the answers) confirmed as the
  // owner's, as the editor's "These sample details are mine" ticks write it, on every screen: the
  // wording by "Every wording in this list", each fact (the address, a town, the hours, a price) by
  // its own tick.
  const facts = sampleDetailsAndKept(loadContentReport(content), {
    contentDir: content,
    origin: "https://owner.example.net",
    shippedDir: SAMPLE_CONTENT_DIR,
  }).details.filter((detail) => detail.fact);
  for (const name of Object.keys(CONTENT_FILES))
    editFile(content, name, (document) =>
      document.set(KEPT_SAMPLES_FIELD, [
        ALL_ON_THIS_SCREEN,
        ...facts.filter((detail) => detail.file === name).map((detail) => detail.key),
      ]),
    );
  // A photo of the owner's in every place a drawn sample would show, and one in the gallery.
  for (const key of sampleKeys().filter((key) => !key.startsWith("gallery/"))) {
    mkdirSync(path.dirname(path.join(content, "images", key)), { recursive: true });
    writeFileSync(path.join(content, "images", `${key}.jpg`), PHOTO);
  }
  mkdirSync(path.join(content, "images", "gallery"), { recursive: true });
  writeFileSync(path.join(content, "images", "gallery", "our-yard.jpg"), PHOTO);
  // A video of the owner's, chosen in the editor.
  mkdirSync(path.join(content, VIDEO_FOLDER), { recursive: true });
  writeFileSync(path.join(content, VIDEO_FOLDER, "our-process.mp4"), "the owner's video");
  editFile(content, "gallery.yml", (gallery) => gallery.setIn(["pictures", "video", VIDEO_FIELD], "our-process.mp4"));
}

/** The folders a build of a copy of the content leaves, and its log. */
interface CopyBuild {
  content: string;
  buildDir: string;
  client: string;
  log: string;
}

const roots: string[] = [];

/** Builds a copy of the content in use, changed by `edit`, as Netlify would; stops the test on failure. */
function buildCopy(edit: (content: string) => void, env: Record<string, string> = {}): CopyBuild {
  // Inside the project: the prerender step imports the server build, which needs node_modules.
  mkdirSync(".cache", { recursive: true });
  const root = mkdtempSync(path.join(".cache", "content-build-"));
  roots.push(root);
  const content = path.join(root, "content");
  cpSync(contentDir(), content, { recursive: true });
  edit(content);
  // Pictures and fonts do not depend on the content's words: the ones npm test made already serve.
  // The copy keeps the placeholder repository: the host's value fills it in.
  const buildDir = path.join(root, "site-build");
  const vars = { CONTENT_DIR: content, SITE_BUILD_DIR: buildDir, SHIPPED_SAMPLE_DIR: frozenSample(root), ...env };
  let log = "";
  for (const args of [
    ["node_modules/@react-router/dev/bin.js", "build"],
    ["--input-type=module", "-e", 'await (await import("./scripts/build-steps/postbuild.mjs")).postbuild();'],
  ]) {
    const result = spawnSync(process.execPath, args, { env: { ...process.env, ...vars }, encoding: "utf8" });
    // As the owner reads it, without the terminal colours a CI machine turns on.
    log += stripVTControlCharacters(`${result.stdout}\n${result.stderr}\n`);
    if (result.status !== 0) throw new Error(`${args.join(" ")} failed:\n${result.stdout}\n${result.stderr}`);
  }
  // The copy's build is laid out as the project's (scripts/lib/build-paths.mjs), in its own folder.
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
let built = "";

beforeAll(() => {
  const copy = buildCopy(allReal, NETLIFY);
  expect(sampleDetails(loadContent(copy.content))).toEqual([]);
  ({ buildDir, client, log } = copy);
  built = copy.content;
});

const files = (ext: RegExp) =>
  readdirSync(client, { recursive: true, encoding: "utf8" })
    .filter((name) => ext.test(name))
    .sort();

describe("a build on Netlify of a copy of the content with every detail real, no social link, no review and no review badge", () => {
  it("shows the new number on every page: header, footer, call buttons and structured data", () => {
    const pages = files(/\.html$/).filter((name) => !isAdminFile(name)); // the editor at /admin is no page
    expect(pages).toEqual(pageFiles(loadContent(built)));
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
    expect(log).not.toContain("Sample details of the example company");
  });

  it("lists no detail the owner confirmed (the address, the towns) and says nowhere that the site is being set up", () => {
    expect(log).not.toContain("› Address:");
    expect(log).not.toContain("› Service areas ›");
    for (const page of ["index.html", "fences.html", "gallery.html", "contact.html", "404.html"])
      expect(readFileSync(path.join(client, page), "utf8"), page).not.toContain("still being set up");
    const business = parse(readFileSync(path.join(client, "admin", "config.yml"), "utf8")).singletons[0];
    expect(JSON.stringify(business)).not.toContain("Replace these: they are the example company's");
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

/** The hours row the owner leaves with neither times nor closed: the first, which every content has. */
const HOURS_ROW = 0;

describe("a copy with one sample detail of each kind put back, the four cases the editor accepts, and no publish workflow", () => {
  let copy: CopyBuild;
  beforeAll(() => {
    copy = buildCopy(
      (content) => {
        allReal(content);
        editFile(content, "business.yml", (business) => {
          // A value equal to the shipped example's, not confirmed: the ticks of this screen cleared.
          business.delete(KEPT_SAMPLES_FIELD);
          business.setIn(["contact", "address"], business.createNode(sample.contact.address));
          // The placeholder address, on a host that names none.
          business.setIn(["business", "website"], PLACEHOLDER_WEBSITE);
          // An hours row with neither times nor closed; the shortest install time above the longest.
          const row = business.getIn(["contact", "hours", HOURS_ROW]) as { delete(key: string): void };
          row.delete("opens");
          row.delete("closes");
          row.delete("closed");
          business.setIn(["business", "typicalInstallDays"], business.createNode({ min: 5, max: 2 }));
        });
        // A review marked as an invented example.
        const review = sample.reviews.find((r) => r.sample)!;
        editFile(content, "reviews.yml", (reviews) => reviews.set("reviews", reviews.createNode([review])));
        // A drawn picture (the home page's top picture), the sample video's poster, and the sample
        // video itself (no video of the owner's chosen).
        unlinkSync(path.join(content, "images", "hero", "home.jpg"));
        writeFileSync(path.join(content, "images", "video", "poster.jpg"), SAMPLE_POSTER);
        // A repeated topic name, and a gallery photo listed twice.
        editFile(content, "faq.yml", (faq) => {
          const count = (faq.toJS() as { faq: unknown[] }).faq.length;
          if (count > 1) faq.setIn(["faq", count - 1, "id"], faq.getIn(["faq", 0, "id"]));
          else faq.addIn(["faq"], faq.createNode({ ...sample.faq[1], id: faq.getIn(["faq", 0, "id"]) }));
        });
        editFile(content, "gallery.yml", (gallery) => {
          gallery.setIn(
            ["gallery", "photos"],
            gallery.createNode([
              { file: "our-yard.jpg", alt: "Our cedar fence" },
              { file: "our-yard.jpg", alt: "The same photo again" },
            ]),
          );
          gallery.deleteIn(["pictures", "video", VIDEO_FIELD]);
        });
      },
      { SITE_REPOSITORY: "owner/site", BRANCH: "main" },
    );
  }, 300_000);

  const page = (name: string) =>
    new DOMParser().parseFromString(readFileSync(path.join(copy.client, name), "utf8"), "text/html");

  it("keeps every page out of search engines, robots.txt without the sitemap, and says so in each footer", () => {
    const robots = robotsOf(copy.client);
    expect(Object.keys(robots).length).toBeGreaterThan(4);
    for (const [name, content] of Object.entries(robots)) expect(content, name).toBe("noindex");
    expect(readFileSync(path.join(copy.client, "robots.txt"), "utf8")).not.toMatch(/^Sitemap:/m);
    for (const name of ["index.html", "fences.html", "gallery.html", "contact.html", "404.html"])
      expect(page(name).querySelector("footer")?.textContent, name).toContain("This website is still being set up.");
  });

  it("names each sample detail in the build log as the editor labels it", () => {
    const { locality, region, postalCode } = sample.contact.address;
    const review = sample.reviews.find((r) => r.sample)!;
    expect(copy.log).toContain("Sample details of the example company still in use (");
    expect(copy.log).toContain(`  - Business and contact › Address: ${locality}, ${region} ${postalCode}`);
    expect(copy.log).toContain(`  - Reviews › review 1: sample review by ${review.author}`);
    expect(copy.log).toContain(`  - Business and contact › Website address: ${PLACEHOLDER_WEBSITE}`);
    // Each place as its field in the editor names it, not by its folder (hero/home, video/poster).
    const place = (group: string, name: string) =>
      fieldLabel("gallery.yml", ["pictures", group, name]).replace(/^Photos and pictures › /, "");
    expect(copy.log).toContain(
      `  - Photos and pictures › Pictures on the pages: drawn samples in ${place("hero", "home")}; ${place("video", "poster")}\n`,
    );
    expect(copy.log).toContain(
      `  - Photos and pictures › Process video › Your process video (MP4): the sample video ${SHIPPED_VIDEO_FILE}\n`,
    );
    expect(copy.log).not.toMatch(/Photos and pictures › Photos: \d+ drawn sample pictures/);
  });

  it("builds the four cases the editor accepts, names each in the log and shows what it promised", () => {
    expect(copy.log).toContain(
      `  - Business and contact › Opening hours › row ${HOURS_ROW + 1}: has no opening and closing times, so it is shown as closed all day`,
    );
    expect(copy.log).toContain(
      '  - Business and contact › Typical installation time (days): "At least" was more than "At most", so the site shows 2 to 5 days',
    );
    expect(copy.log).toMatch(/ {2}- Questions and answers › Questions › question \d+: repeats the topic name \S+, so it is left out/);
    expect(copy.log).toContain(
      "  - Photos and pictures › Photos › photo 2: lists the photo our-yard.jpg a second time, so this entry is left out",
    );
    const footer = page("index.html").querySelector("footer dl")!;
    const days = [...footer.querySelectorAll("div")].map((row) => row.textContent);
    expect(days[HOURS_ROW]).toMatch(/Closed$/);
  });

  it("shows each screen's details and cases in the editor, and the tick list to confirm the ones that may be the owner's", () => {
    const config = parse(readFileSync(path.join(copy.client, "admin", "config.yml"), "utf8"));
    const screen = (file: string) => config.singletons.find((s: { file: string }) => s.file === `content/${file}`);
    const business = screen("business.yml");
    const ticks = business.fields.find((field: { name: string }) => field.name === KEPT_SAMPLES_FIELD);
    expect(ticks).toMatchObject({ label: "These sample details are mine", multiple: true });
    expect(ticks.options).toContainEqual(expect.objectContaining({ value: "contact.address" }));
    const notes = (file: string): string => screen(file).fields[0].comment;
    expect(notes("business.yml")).toContain(`Website address: ${PLACEHOLDER_WEBSITE}`);
    expect(notes("business.yml")).toContain(`Opening hours › row ${HOURS_ROW + 1}: has no opening and closing times`);
    expect(notes("reviews.yml")).toContain("review 1: sample review by");
    expect(notes("faq.yml")).toContain("repeats the topic name");
    expect(notes("gallery.yml")).toContain(`drawn samples in ${fieldLabel("gallery.yml", ["pictures", "hero", "home"]).replace(/^Photos and pictures › /, "")}`);
  });

  it("connects Publish Changes first: the editor's first note and the page's strip link GitHub's new-file page with the workflow's exact text, and no save is marked to skip its deploy", () => {
    const text = readFileSync(path.join(copy.client, "admin", "config.yml"), "utf8");
    const config = parse(text);
    expect(config.backend.skip_ci).toBe(false);
    for (const kind of ["delete", "deleteMedia"]) expect(config.backend.commit_messages[kind]).not.toMatch(SKIP_MARKER);
    const first: string = config.singletons[0].fields[0].comment;
    expect(first.startsWith("**First: connect Publish Changes.**")).toBe(true);
    const strip = page(path.join("admin", "index.html")).querySelector("aside.site-status")!;
    const link = [...strip.querySelectorAll("a")].find((a) => a.textContent === "Connect Publish Changes on GitHub")!;
    const url = new URL(link.href);
    expect(`${url.origin}${url.pathname}`).toBe("https://github.com/owner/site/new/main");
    expect(url.searchParams.get("filename")).toBe(".github/workflows/publish.yml");
    expect(url.searchParams.get("value")).toBe(readFileSync(PUBLISH_WORKFLOW_TEXT, "utf8"));
    expect(/\]\((https:\/\/github\.com\/[^)\s]+)\)/.exec(first)?.[1]).toBe(link.getAttribute("href"));
    expect(strip.textContent).toContain("Until then each Save goes online by itself (on Netlify: 15 of 300 monthly credits each)");
    expect(copy.log).toContain("admin: Publish Changes is not connected");
  });

  it("shows on the editor's page when this build was made", () => {
    const built = page(path.join("admin", "index.html")).querySelector("[data-built]")!;
    const when = new Date(built.getAttribute("data-built")!);
    const written = statSync(path.join(copy.client, "admin", "index.html")).mtimeMs;
    expect(Math.abs(when.getTime() - written)).toBeLessThan(60_000);
    expect(built.textContent).toBe(`Live version built ${when.toISOString().slice(0, 10)} ${when.toISOString().slice(11, 16)} UTC.`);
  });
});

/** The file name the editor gives an upload: slugified, turned into WebP (admin/config.yml media_libraries). */
const uploadName = (place: string) => `our-${place}.webp`;

/**
 * Every detail real as in allReal, but every picture replaced as the editor at /admin replaces it,
 * never by a file named after its place: an upload lands in the folder of its field's media_folder
 * with its own name, and the field (content/gallery.yml `pictures`, a service's `image`) names it.
 * The sample video's poster stays in its folder, as an owner who never opens GitHub leaves it.
 */
function picturesFromTheEditor(content: string) {
  allReal(content);
  rmSync(path.join(content, "images"), { recursive: true, force: true });
  const upload = (folder: string, name: string) => {
    mkdirSync(path.join(content, "images", folder), { recursive: true });
    writeFileSync(path.join(content, "images", folder, name), PHOTO);
  };
  upload("gallery", "our-yard.webp");
  mkdirSync(path.join(content, "images", "video"), { recursive: true });
  writeFileSync(path.join(content, "images", "video", "poster.jpg"), SAMPLE_POSTER);
  editFile(content, "gallery.yml", (gallery) => {
    for (const key of sampleKeys().filter((key) => !/^(gallery|services|featured|projects)\//.test(key))) {
      const [folder, place] = key.split("/") as [string, string];
      upload(folder, uploadName(place));
      gallery.setIn(["pictures", folder, place], uploadName(place));
    }
  });
  // A home page card's picture is a field of its service (Services › Picture on the home page card).
  editFile(content, "services.yml", (services) => {
    const ids = (services.toJS() as { services: { id: string }[] }).services.map((service) => service.id);
    ids.forEach((id, i) => {
      upload("featured", uploadName(id));
      services.setIn(["services", i, "cardPicture"], uploadName(id));
    });
  });
  // One photo of the owner's for each service, in its first picture; the other two stay drawn. The
  // copy builds with the project's picture list (the image step is not run again), so the upload
  // keeps the name of a picture that list has ("wood-1.webp"), written as the editor writes it.
  editFile(content, "services.yml", (services) => {
    const count = (services.toJS() as { services: unknown[] }).services.length;
    for (let i = 0; i < count; i++) {
      const uploaded = `${String(services.getIn(["services", i, "images", 0, "image"]))}.webp`;
      upload("services", uploaded);
      services.setIn(["services", i, "images", 0, "image"], uploaded);
    }
  });
  // Each project's photos uploaded on the Projects screen, under the names the picture list has.
  editFile(content, "projects.yml", (projects) => {
    const list = (projects.toJS() as { projects?: { photos: { image: string }[] }[] }).projects ?? [];
    list.forEach((project, i) =>
      project.photos.forEach((photo, j) => {
        const uploaded = `${photo.image}.webp`;
        upload("projects", uploaded);
        projects.setIn(["projects", i, "photos", j, "image"], uploaded);
      }),
    );
  });
}

describe("a copy whose owner replaced every picture in the editor, never on GitHub", () => {
  let copy: CopyBuild;
  beforeAll(() => {
    copy = buildCopy(picturesFromTheEditor, NETLIFY);
  }, 300_000);

  it("is offered to search engines and names no drawn picture or sample poster", () => {
    expect(copy.log).not.toContain("Sample details of the example company");
    expect(copy.log).not.toContain("drawn sample");
    const robots = robotsOf(copy.client);
    for (const [page, content] of Object.entries(robots)) expect(content, page).toBe(page === "404.html" ? "noindex" : null);
  });

  it("offers each picture's place and the process video in the editor, uploading into the folder the build reads it from", () => {
    const services = parse(readFileSync(path.join(copy.client, "admin", "config.yml"), "utf8"))
      .singletons.find((s: { file: string }) => s.file === "content/services.yml")
      .fields.find((f: { name: string }) => f.name === "services");
    const card = services.fields.find((f: { name: string }) => f.name === "cardPicture");
    expect(`${card.widget} ${card.media_folder}`).toBe("image /content/images/featured");
    const config = parse(readFileSync(path.join(copy.client, "admin", "config.yml"), "utf8"));
    const screen = config.singletons.find((s: { file: string }) => s.file === "content/gallery.yml");
    const pictures = screen.fields.find((f: { name: string }) => f.name === "pictures");
    // Each group of places (the drawn samples switch beside them has no fields of its own).
    const places = pictures.fields.flatMap(
      (group: { name: string; fields?: { name: string; widget: string; media_folder: string }[] }) =>
        (group.fields ?? []).map((field) => `${field.widget} ${field.media_folder}/${field.name}`),
    );
    expect(places.sort()).toEqual(
      sampleKeys()
        .filter((key) => !/^(gallery|services|featured|projects)\//.test(key))
        .map((key) => `image /content/images/${key}`)
        .concat(`file /content/${VIDEO_FOLDER}/${VIDEO_FIELD}`)
        .sort(),
    );
  });
});
