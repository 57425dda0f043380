import { expect, test, type Locator, type Page } from "@playwright/test";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { SAMPLE_CONTENT_DIR } from "../../app/content/dir.mjs";
import { loadContent } from "../../app/content/load";
import { EVERY_WORDING_LABEL, promiseGroupLabel } from "../../scripts/build-steps/admin/decorate.mjs";
import { buildSite, builtPages } from "../build/buildSite";
import { expectOnlyTheSite, watchEditor } from "./editor";
import {
  CONTENT_DIR,
  CountedOwner,
  editorConfig,
  sampleRepositoryFiles,
  signInOnStandIn,
  TOKEN,
  walkFromTheSample,
  writeSavedRepository,
} from "./github-editor";
import { GITHUB_API, GitHubStandIn } from "./github-stand-in";

// From the shipped sample to a small company's own site, in the real editor on the GitHub
// stand-in, step by step as the owner's guide says (docs/owner/make-it-yours.md), using only the
// editor's own controls. Every click, tick, upload and typed field is counted; the build of what the
// editor saved must be offered to search engines and name nothing the company does not have. The
// counts are the guide's: its line of figures must say what this walk counted (one source: the walk).

/**
 * The most clicks (ticks and uploads included) the walk may take: what it takes now, so that no
 * change makes it longer; issue 53 asks for at most 60 (the guide gives the figures; the log, the
 * clicks by screen).
 */
const MAX_CLICKS = 60;
/** The most sample texts an owner may have to rewrite by hand (issue 53). */
const MAX_REWRITTEN = 10;
const GUIDE = "docs/owner/make-it-yours.md";

/** The small company: a fence company in Idaho (tests/fixtures/small), three of the six kinds of work. */
const SMALL = {
  name: "Snake River Fence",
  phone: "(208) 467-2290",
  email: "hello@snakeriverfence.test",
  website: "https://www.snakeriverfence.test",
  town: "Nampa",
  state: "ID",
  postalCode: "83651",
  region: "Canyon County",
  projects: "180",
  installDays: ["2", "4"],
  towns: ["Nampa", "Caldwell", "Meridian"],
  credit: "Treasure Valley Web",
  /** The sample's services it builds (by title); the others it removes. */
  keeps: ["Wood Fences", "Chain Link Fences", "Custom Gates"],
  photos: [
    "Cedar privacy fence along a backyard in Nampa",
    "Cedar picket fence in front of a house in Caldwell",
    "Black chain link fence around a shop yard",
    "Cedar drive gate on a steel frame in Meridian",
  ],
};

/** What the walk tells apart: a tick from a click, and a typed field by what it says. */
type Kind = "tick" | "fact" | "rewritten" | "emptied";

/** The owner at the editor (CountedOwner): each action goes through here and is counted. */
class Owner extends CountedOwner<Kind> {
  /** The text box of that label typed: one of the owner's facts, a sample text rewritten, or emptied. */
  async fill(label: string, text: string, kind: "fact" | "rewritten" | "emptied", within?: Locator) {
    await this.field(label, text, within, kind);
  }
  async tick(label: string | RegExp) {
    await this.click(
      this.page.getByRole("checkbox", { name: label, exact: typeof label === "string" }),
      String(label),
      "tick",
    );
  }
}

/** The preview's live list of what is still the example company's on the screen, as the owner types. */
const stillTheExample = (page: Page) =>
  page
    .frameLocator("iframe.preview")
    .getByRole("list", { name: "Still the example company's as you type" })
    .getByRole("listitem");

/** The heading of the preview's live list: how much of the example company is left on the screen. */
const stillTheExampleHeading = (page: Page) =>
  page.frameLocator("iframe.preview").getByRole("heading", { name: /^(Nothing of|Still) the example company/ });

/** Folders the walk makes (the owner's photos, what the editor saved, its build), removed after it. */
const made: string[] = [];
test.afterEach(() => {
  for (const folder of made.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** The guide's lines of figures (docs/owner/make-it-yours.md), from what the walk counted. */
function guideCounts(
  counted: Record<"clicks" | "ticks" | "uploads" | "typed" | "facts" | "rewritten" | "emptied", number>,
) {
  return [
    `- ${counted.clicks} clicks, of which ${counted.ticks} ticks and ${counted.uploads} uploads (a photo dragged onto its field);`,
    `- ${counted.typed} typed fields: ${counted.facts} of your own facts, ${counted.rewritten} sample texts rewritten and ${counted.emptied} emptied.`,
  ].join("\n");
}

/** A photo as a phone takes it (a wide JPEG), in a folder of the owner's computer. */
async function photo(folder: string, name: string, seed: number) {
  const file = path.join(folder, name);
  await sharp({
    create: { width: 2000, height: 1333, channels: 3, background: { r: 90 + seed * 20, g: 110, b: 70 + seed * 10 } },
  })
    .jpeg()
    .toFile(file);
  return file;
}

test("from the shipped sample to a small company's own site in the editor, as the owner's guide says: no more clicks than counted now and at most 10 rewritten sample texts, and the build is offered to search engines", async ({
  page,
}) => {
  // Eight screens of the editor and a whole site build.
  walkFromTheSample(480_000);
  const { text: configText, config } = editorConfig();
  const sample = loadContent(SAMPLE_CONTENT_DIR);
  const { repo, branch } = config.backend;
  const watch = await watchEditor(page, GITHUB_API);
  const github = new GitHubStandIn({ repository: repo, branch, files: sampleRepositoryFiles(), token: TOKEN });
  const owner = new Owner(page);
  const saves = async () => {
    const before = github.commits.length;
    await owner.click(page.getByRole("button", { name: "Save", exact: true }), "Save");
    await expect.poll(() => github.commits.length, { timeout: 20_000 }).toBe(before + 1);
  };
  await signInOnStandIn(page, github, configText, {
    count: (kind) => owner.count(kind === "typed" ? "fact" : kind, "sign in"),
  });

  await expect(page.getByLabel("File List")).toBeVisible({ timeout: 30_000 });

  // 1. Business and contact.
  await owner.open("Business and contact");
  await owner.fill("Phone number", SMALL.phone, "fact");
  await owner.fill("E-mail address", SMALL.email, "fact");
  const address = owner.group("Address");
  await owner.fill("Town", SMALL.town, "fact", address);
  await owner.fill("State", SMALL.state, "fact", address);
  await owner.fill("ZIP code", SMALL.postalCode, "fact", address);
  await owner.fill("Place shown on the map", `${SMALL.town}, ${SMALL.state} ${SMALL.postalCode}`, "fact", address);
  await owner.fill("Company name", SMALL.name, "fact");
  await owner.fill("Short name", SMALL.name, "fact");
  await owner.fill("Website address", SMALL.website, "fact");
  // The sample's description names decks, which this company does not build.
  await owner.fill(
    "Description for search results",
    "Cedar and chain link fences and gates for yards around {town} and Caldwell, {state}. Written quotes the same week.",
    "rewritten",
  );
  await owner.fill("Region you serve", SMALL.region, "fact");
  await owner.fill("Projects completed", SMALL.projects, "fact");
  // About 180, not "180+".
  await owner.click(page.getByRole("switch", { name: 'Show a "+" after the projects completed' }), "no +", "tick");
  await owner.fill("At least", SMALL.installDays[0]!, "fact");
  await owner.fill("At most", SMALL.installDays[1]!, "fact");
  await owner.fill("Warranty", "", "emptied");
  await owner.fill("Financing", "", "emptied");
  // Three towns: the sample's first three renamed (a town without a state is in the business's), the other three removed.
  const towns = owner.group("Service areas");
  const townNamed = (name: string) => owner.itemHolding(towns, "Town", name);
  for (const { name } of sample.serviceAreas.slice(SMALL.towns.length))
    await owner.click(
      (await townNamed(name)).item.getByRole("button", { name: "Remove", exact: true }).first(),
      `remove the town ${name}`,
    );
  for (const [i, town] of SMALL.towns.entries())
    await owner.type((await townNamed(sample.serviceAreas[i]!.name)).box, town, "fact");
  const social = owner.group("Social links");
  for (let left = 2; left > 0; left--)
    await owner.click(social.getByRole("button", { name: "Remove", exact: true }).first(), "remove a social link");
  // A group that holds a detail of the example opens at once (the footer's credit, its badges).
  const footer = owner.group("Footer");
  await owner.fill("Name", SMALL.credit, "fact", footer);
  // No cards, no badges: the whole group goes with the tick before its name.
  const badges = "Footer badges (pictures under public/badges)";
  await owner.click(
    owner.group(badges).getByRole("checkbox", { name: `Add \u2068${badges}\u2069` }),
    "no badges",
    "tick",
  );
  await owner.tick(/^Opening hours: /);
  await owner.tick(EVERY_WORDING_LABEL);
  await saves();

  // 2. Services › What you offer: the three it builds stay, their words true for this company too.
  await owner.open("Services");
  const offer = owner.group("What you offer");
  const item = (title: string) =>
    offer
      .getByRole("group")
      .filter({ has: page.getByText(title, { exact: true }) })
      .last();
  for (const service of sample.services.filter((s) => !SMALL.keeps.includes(s.title)))
    await owner.click(
      item(service.title).getByRole("button", { name: "Remove", exact: true }),
      `remove ${service.title}`,
    );
  await owner.tick(EVERY_WORDING_LABEL);
  await saves();

  const computer = mkdtempSync(path.join(tmpdir(), "owner-photos-"));
  made.push(computer);
  // 3. Photos and pictures: the top of the home page, four gallery photos, and no drawn samples.
  await owner.open("Photos and pictures");
  await owner.click(
    page.getByRole("switch", { name: "Show drawn sample pictures where you have no photo yet" }),
    "drawn samples off",
    "tick",
  );
  await owner.drop(owner.group("Home page"), await photo(computer, "our-yard.jpg", 0));
  const kinds = ["Wood Fences", "Wood Fences", "Chain Link Fences", "Custom Gates"];
  for (const [i, alt] of SMALL.photos.entries()) {
    if (i === 0) await owner.group("Gallery").scrollIntoViewIfNeeded();
    await owner.click(page.getByRole("button", { name: /^Add\W*photo/ }), "add a photo");
    await owner.drop(owner.group("Photo").last(), await photo(computer, `photo-${i + 1}.jpg`, i + 1));
    const gallery = owner.group("Gallery");
    await owner.type(
      gallery.getByRole("textbox", { name: "What the photo shows (read out to blind visitors)" }).last(),
      alt,
      "fact",
    );
    await owner.click(
      gallery
        .getByRole("radiogroup", { name: "Kind of work" })
        .last()
        .getByRole("radio", { name: kinds[i], exact: true }),
      `kind of work ${kinds[i]}`,
    );
  }
  await saves();
  // The Projects screen's live list follows the saved switch: nothing of the example is left there
  // (a look to check, not a step of the guide: not counted).
  await page.getByLabel("File List").getByRole("gridcell", { name: "Projects", exact: true }).click();
  await expect(page.getByRole("button", { name: "Save", exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(stillTheExampleHeading(page)).toHaveText("Nothing of the example company is left on this screen");
  await page.getByRole("button", { name: "Cancel Editing", exact: true }).click();

  // 4. Reviews: none yet.
  await owner.open("Reviews");
  const reviews = owner.group("Reviews").getByRole("button", { name: "Remove", exact: true });
  for (let left = sample.reviews.length; left > 0; left--) await owner.click(reviews.first(), "remove a review");
  await saves();

  // Projects: none of its own yet. With drawn samples off, the example's projects, which have only
  // drawn pictures, are left out, and with them the words around projects: nothing to do there.

  // 5. Prices: none posted. Without a material priced, no page shows the price section, the
  // estimator, the removal or the minimum job: nothing else of the screen is the example's.
  await owner.open("Prices");
  const materials = owner.group("Materials").getByRole("button", { name: "Remove", exact: true });
  for (let left = sample.prices.materials.length; left > 0; left--)
    await owner.click(materials.first(), "remove a material");
  await expect(stillTheExample(page)).toHaveCount(0);
  await expect(stillTheExampleHeading(page)).toHaveText("Nothing of the example company is left on this screen");
  await saves();

  // 6. Pages: what names decks is rewritten; the reasons that are not this company's go; its promises are ticked.
  await owner.open("Pages");
  // Each page's group holds details of the example, so it is open at once.
  const part = (label: string) => owner.group(label);
  const home = part("Home page");
  await owner.fill("Heading over the product cards", "Cedar, Chain Link and Gates", "rewritten", home);
  await owner.fill("Heading of the About section", "Two Brothers, One Truck", "rewritten", home);
  // A list item by its place in the sample (the editor draws an item's fields only near the screen).
  const removeItem = async (list: Locator, at: number, what: string) => {
    expect(at, what).toBeGreaterThanOrEqual(0);
    await owner.click(list.getByRole("button", { name: "Remove", exact: true }).nth(at), what);
  };
  const sampleReasons = sample.pages.home.reasons.map((reason) => reason.title);
  // The reasons shown only with a warranty or financing are left out without them (nothing to remove).
  for (const title of ["A family you can call"])
    await removeItem(
      owner.group("Reasons under Why choose us", home),
      sampleReasons.indexOf(title),
      `remove the reason ${title}`,
    );
  const fences = part("Services page (/fences)");
  await owner.fill("Headline", "Cedar, Chain Link and Gates for {region}", "rewritten", fences);
  await owner.fill("Small line over the first paragraph", "", "emptied", fences);
  const gallery = part("Gallery page");
  await owner.fill(
    "Sentence under the headline",
    "{projectsCompleted} fences across {region}. Have a look, then tell us about your yard.",
    "rewritten",
    gallery,
  );
  const contact = part("Contact page");
  await owner.fill(
    "Description for search results",
    "Call or write for a written fence or gate quote in {town}, {region}.",
    "rewritten",
    contact,
  );
  // The promises left on a page (the three reasons, the reply times) are this company's: one tick a page.
  for (const name of ["Home page", "Services page (/fences)", "Contact page"])
    await owner.tick(new RegExp(`^${promiseGroupLabel(name).replace(/[()/]/g, "\\$&")} \\(\\d+\\)$`));
  await owner.tick(EVERY_WORDING_LABEL);
  // The preview's live list says what the build will: nothing of the example is left on this
  // screen (without a warranty, the box of promises and the warranty line are no detail).
  await expect(stillTheExample(page)).toHaveCount(0);
  await expect(stillTheExampleHeading(page)).toHaveText("Nothing of the example company is left on this screen");
  await saves();

  // 7. Questions and answers: the warranty question shows only with a warranty.
  await owner.open("Questions and answers");
  await owner.tick(EVERY_WORDING_LABEL);
  await saves();

  // 8. How we work: the last step, which hands over a warranty, shows only with one.
  await owner.open("How we work (process steps)");
  await owner.tick(EVERY_WORDING_LABEL);
  await saves();

  owner.screen = "Publish";
  await owner.click(page.getByRole("button", { name: "Publish Changes", exact: true }), "Publish Changes");
  await expect.poll(() => github.dispatches.length, { timeout: 15_000 }).toBe(1);
  expect(github.unanswered, "calls the stand-in does not answer").toEqual([]);

  const saved = writeSavedRepository(github);
  made.push(saved);

  // What the editor saved builds, and the site is offered to search engines: no page is noindex,
  // robots.txt names the sitemap. (The build step alone: the pages read the photos' file names.)
  const client = buildSite(path.join(saved, CONTENT_DIR), path.join(saved, "build"));
  const pages = builtPages(client);
  const notFound = pages.filter((file) => /^404\b/.test(file));
  expect(pages.length).toBeGreaterThan(notFound.length);
  const readable = (file: string) =>
    readFileSync(path.join(client, file), "utf8")
      .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, " ")
      .replace(/<[^>]+>/g, " ")
      .replace(/&amp;/g, "&")
      .replace(/\s+/g, " ");
  for (const file of pages.filter((file) => !notFound.includes(file)))
    expect(readFileSync(path.join(client, file), "utf8"), `${file} is offered to search engines`).not.toMatch(
      /<meta name="robots" content="noindex"/,
    );
  expect(readFileSync(path.join(client, "robots.txt"), "utf8")).toMatch(/^Sitemap: /m);
  // No page names a town, offering or promise the company does not have, nor the example company.
  const removed = sample.services.filter((service) => !SMALL.keeps.includes(service.title));
  const untrue = [
    ...[sample.business.name, sample.business.shortName, sample.contact.address.locality, "Mississippi", "DeSoto"],
    ...sample.serviceAreas.map((town) => town.name),
    ...sample.reviews.map((review) => review.author),
    ...removed.flatMap((service) => [service.title, service.navLabel]),
  ].map((name) => new RegExp(`\\b${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`));
  for (const file of pages)
    for (const pattern of [...untrue, /\bdecks?\b/i, /\bwarrant/i, /\bfinanc/i, /\bguarant/i])
      expect(readable(file), `${file} names ${pattern}`).not.toMatch(pattern);

  // The counts, as the guide gives them, and the limits.
  const counted = {
    clicks: owner.total("click", "tick", "upload"),
    ticks: owner.total("tick"),
    uploads: owner.total("upload"),
    typed: owner.total("fact", "rewritten", "emptied"),
    facts: owner.total("fact"),
    rewritten: owner.total("rewritten"),
    emptied: owner.total("emptied"),
  };
  const byScreen = [...new Set(owner.actions.map((step) => step.screen))].map(
    (screen) =>
      `${screen}: ${owner.actions.filter((step) => step.screen === screen && ["click", "tick", "upload"].includes(step.kind)).length}`,
  );
  console.log(`Counted: ${JSON.stringify(counted)}; clicks by screen: ${byScreen.join(", ")}`);
  expect(readFileSync(GUIDE, "utf8"), `${GUIDE} gives the counts of this walk`).toContain(guideCounts(counted));
  expect(counted.clicks, `clicks (ticks and uploads included), by screen: ${byScreen.join(", ")}`).toBeLessThanOrEqual(
    MAX_CLICKS,
  );
  expect(counted.rewritten, "sample texts rewritten").toBeLessThanOrEqual(MAX_REWRITTEN);
  expectOnlyTheSite(watch);
});
