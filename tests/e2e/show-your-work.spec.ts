import { expect, test, type Page } from "@playwright/test";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { SAMPLE_CONTENT_DIR } from "../../app/content/dir.mjs";
import { loadContent } from "../../app/content/load";
import { projectPictures } from "../../app/generated/projects";
import { offeringPath } from "../../app/pageKinds.mjs";
import { pageByKey } from "../../app/pages.mjs";
import { projectsInTown, shownProjects } from "../../app/projectPages.mjs";
import { townPages } from "../../app/townPages.mjs";
import { fileOfUrlPath } from "../../scripts/lib/build-paths.mjs";
import { buildSite } from "../build/buildSite";
import { expectOnlyTheSite, loadContentFiles, watchEditor } from "./editor";
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

// The owner's guide "Show your work" (docs/owner/show-your-work.md) walked in the real editor on
// the GitHub stand-in: a finished job with four photos added on the Projects screen, saved and
// published, every click, upload and typed field counted. What the editor saved is built: the job
// has its page with its four photos, the gallery and its service's page link it, and its town, which
// had one project short of a page, has its page. Then the job is removed, and the town's page with
// it. The guide's figures must be what this walk counted.

const GUIDE = "docs/owner/show-your-work.md";

/** The job, as the owner types it: in the sample's words, one of its services and one of its towns. */
const JOB = {
  title: "Cedar privacy fence along a side yard",
  /** Its service, by the title the editor offers. */
  service: "Wood Fences",
  month: "8",
  year: "2025",
  photos: [
    { alt: "The old chain link fence along the side yard, bent and rusted", stage: "before" },
    { alt: "New cedar privacy fence along the side yard, seen from the street", stage: "after" },
    { alt: "The cedar walk gate at the front of the side yard" },
    { alt: "Our crew setting the posts in concrete" },
  ],
  story:
    "The side yard was open to the street. We took out the old chain link and ran cedar privacy boards from the house to the back fence, with a walk gate at the front.",
} as const;

/** Folders the walk makes (the owner's photos, what the editor saved, its build), removed after it. */
const made: string[] = [];
test.afterEach(() => {
  for (const folder of made.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** The guide's line of figures, from what the walk counted. */
const guideCounts = (counted: { clicks: number; uploads: number; typed: number; removal: number }) =>
  [
    `- adding it: ${counted.clicks} clicks, of which ${counted.uploads} uploads (a photo dragged onto its field), and ${counted.typed} typed fields;`,
    `- removing it: ${counted.removal} clicks.`,
  ].join("\n");

/** A built page as a visitor's browser reads it (its words, roles and links: no style or picture loads). */
async function builtPage(page: Page, client: string, urlPath: string) {
  await page.setContent(readFileSync(path.join(client, fileOfUrlPath(urlPath)), "utf8"));
  return page.getByRole("main");
}

test("adds a finished job with four photos on the Projects screen and removes it, as the owner's guide says and counts: the build gives it its page, its place in the gallery and on its service's page, and its town a page, which goes with it", async ({
  page,
}) => {
  // The walk chooses among the sample's towns and services on its screens. One screen of the
  // editor, twice, and a whole site build.
  walkFromTheSample(420_000);
  const sample = loadContent(SAMPLE_CONTENT_DIR);
  // The town one project short of its page (2 as shipped: a town with one project).
  const needed = sample.business.townPageProjects;
  const town = sample.serviceAreas.find((area) => projectsInTown(sample, area.name).length === needed - 1);
  expect(town, `a town of the sample with ${needed - 1} project(s)`).toBeDefined();
  expect(townPages(sample).map((earned) => earned.area)).not.toContain(town);
  const service = sample.services.find((offered) => offered.title === JOB.service)!;

  // The owner's photos, as a phone takes them (wide JPEGs). What the editor saved is built by the
  // build step alone, as the other walk does: the pictures' list is the one the image step (tested on
  // its own) made, so the photos bear names that list has, as an upload keeps its file's name.
  const computer = mkdtempSync(path.join(tmpdir(), "owner-photos-"));
  made.push(computer);
  const names = Object.keys(projectPictures).slice(0, JOB.photos.length);
  const files = await Promise.all(
    names.map(async (name, i) => {
      const file = path.join(computer, `${name}.jpg`);
      const shade = 60 + i * 40;
      await sharp({ create: { width: 2000, height: 1333, channels: 3, background: { r: shade, g: 110, b: 70 } } })
        .jpeg()
        .toFile(file);
      return file;
    }),
  );

  const { text: configText, config } = editorConfig();
  const { repo, branch } = config.backend;
  const watch = await watchEditor(page, GITHUB_API);
  const github = new GitHubStandIn({ repository: repo, branch, files: sampleRepositoryFiles(), token: TOKEN });
  // Signing in has its own guide (sign-in-with-token.md): this one starts at the list of screens.
  await signInOnStandIn(page, github, configText);
  await expect(page.getByLabel("File List")).toBeVisible({ timeout: 30_000 });

  const owner = new CountedOwner(page);
  // 1. Projects, Add project.
  await owner.open("Projects");
  await owner.click(page.getByRole("button", { name: /^Add\W*project\W*$/ }), "Add project");
  // The new project is the list's last: its fields are the last of their kind on the screen.
  const last = (label: string) => owner.group(label).last();
  // 2. Title.
  await owner.type(last("Title").getByRole("textbox"), JOB.title);
  // 3. Town, among the service areas.
  await owner.click(last("Town").getByRole("combobox"), "Town");
  await owner.click(page.getByRole("option", { name: town!.name, exact: true }), town!.name);
  // 4. Work done.
  await owner.click(last("Work done").getByRole("combobox"), "Work done");
  await owner.click(page.getByRole("option", { name: service.title, exact: true }), service.title);
  // 5. Month and year.
  await owner.type(last("Month finished (1 to 12)").getByRole("spinbutton"), JOB.month);
  await owner.type(last("Year finished").getByRole("spinbutton"), JOB.year);
  // 6. Photos: each added, dropped, described and, where it shows the change, marked.
  for (const [i, photo] of JOB.photos.entries()) {
    await owner.click(last("Photos").getByRole("button", { name: /^Add\W*photo\W*$/ }), "Add photo");
    await owner.drop(last("Photo"), files[i]!);
    await owner.type(last("What the photo shows (read out to blind visitors)").getByRole("textbox"), photo.alt);
    if ("stage" in photo)
      await owner.click(
        last("Before or after").getByRole("radio", { name: photo.stage, exact: true }),
        `${photo.stage} photo`,
      );
  }
  // 7. The story.
  await owner.type(last("The story (optional)").getByRole("textbox"), JOB.story);
  // 8. Save, then Publish Changes.
  await owner.save(github);
  await owner.publish(github);
  expect(github.unanswered, "calls the stand-in does not answer").toEqual([]);

  // What the editor saved: the job, in its town, with its service, date, story and four photos in
  // the order added, each with its words and mark, its file uploaded into the projects' folder.
  const saved = writeSavedRepository(github);
  made.push(saved);
  const content = path.join(saved, CONTENT_DIR);
  const site = loadContent(content);
  const job = shownProjects(site.projects).find((project) => project.title === JOB.title);
  expect(job, `the project ${JOB.title} saved`).toBeDefined();
  expect({
    town: job!.town,
    offerings: job!.offerings,
    month: job!.month,
    year: job!.year,
    story: job!.story,
    photos: job!.photos.map(({ image, alt, stage }) => ({ image, alt, stage })),
  }).toEqual({
    town: town!.name,
    offerings: [service.id],
    month: Number(JOB.month),
    year: Number(JOB.year),
    story: JOB.story,
    photos: JOB.photos.map((photo, i) => ({
      image: names[i],
      alt: photo.alt,
      stage: "stage" in photo ? photo.stage : undefined,
    })),
  });
  expect(site.projects).toHaveLength(sample.projects.length + 1);
  const uploaded = [...github.files().keys()]
    .filter((file) => file.startsWith(`${CONTENT_DIR}/images/projects/`))
    .map((file) => path.basename(file).replace(/\.\w+$/, ""));
  expect(uploaded.sort(), "photos uploaded into the projects' folder").toEqual([...names].sort());
  const townPage = townPages(site).find((earned) => earned.area.name === town!.name);
  expect(townPage, `${town!.name} has enough projects for its page`).toBeDefined();

  // The build of what it saved: the job's page with its four photos; the gallery, its service's page
  // and its town's new page link it.
  const client = buildSite(content, path.join(saved, "build"));
  const visitor = await page.context().newPage();
  const jobPage = await builtPage(visitor, client, job!.path);
  await expect(jobPage.getByRole("heading", { level: 1 })).toHaveText(JOB.title);
  // Its four photos, each by the words typed for it (the lead photo may open the page as well).
  const alts = await jobPage.getByRole("img").evaluateAll((imgs) => imgs.map((img) => img.getAttribute("alt")));
  expect([...new Set(alts)].sort()).toEqual(JOB.photos.map((photo) => photo.alt).sort());
  // Marked before and after, and its story.
  for (const mark of [site.projectTexts.before, site.projectTexts.after])
    await expect(jobPage.getByText(mark, { exact: true }).first()).toBeAttached();
  await expect(jobPage).toContainText(JOB.story.slice(0, 40));
  for (const [where, urlPath] of [
    ["the gallery", pageByKey.gallery.path],
    [`the ${service.title} page`, offeringPath(service.id)],
    [`the ${town!.name} page`, townPage!.path],
  ] as const) {
    const main = await builtPage(visitor, client, urlPath);
    await expect(main.locator(`a[href="${job!.path}"]`).first(), `${where} links the project`).toBeAttached();
  }
  await visitor.close();

  // Removed again, as the guide says: the cross at the top right of the project, Save, Publish
  // Changes. What the editor saves has the sample's projects, and the town no page.
  const remover = new CountedOwner(page);
  await remover.open("Projects");
  // The project is the list's last: the owner scrolls down to it (the editor draws the items near
  // the screen only).
  const form = page.getByRole("group", { name: /^Edit .*Content$/ });
  await expect(async () => {
    await form.hover({ position: { x: 200, y: 300 } });
    await page.mouse.wheel(0, 800);
    await expect(last("Title").getByRole("textbox")).toHaveValue(JOB.title, { timeout: 1_000 });
  }).toPass({ timeout: 60_000 });
  // Its own Remove: the last one before its title (its photos' come after it).
  const removes = owner.group("Projects").getByRole("button", { name: "Remove", exact: true });
  const title = await last("Title").getByRole("textbox").elementHandle();
  const before = await removes.evaluateAll(
    (buttons, box) =>
      buttons.filter((button) => button.compareDocumentPosition(box!) & Node.DOCUMENT_POSITION_FOLLOWING).length,
    title,
  );
  expect(before, "Remove buttons before the project's title").toBeGreaterThan(0);
  await remover.click(removes.nth(before - 1), "Remove");
  await remover.save(github);
  await remover.publish(github);
  const savedFiles = Object.fromEntries(
    [...github.files()]
      .filter(([file]) => file.startsWith(`${CONTENT_DIR}/`) && file.endsWith(".yml"))
      .map(([file, bytes]) => [path.basename(file), bytes]),
  );
  const after = loadContentFiles(savedFiles);
  expect(after.projects.map((project) => project.title)).toEqual(sample.projects.map((project) => project.title));
  expect(townPages(after).map((earned) => earned.area.name)).not.toContain(town!.name);

  // The counts, as the guide gives them.
  const counted = {
    clicks: owner.total("click") + owner.total("upload"),
    uploads: owner.total("upload"),
    typed: owner.total("typed"),
    removal: remover.total("click") + remover.total("upload") + remover.total("typed"),
  };
  const byScreen = [...owner.actions, ...remover.actions].map((action) => `${action.kind} ${action.what}`).join("; ");
  console.log(`Counted: ${JSON.stringify(counted)}; ${byScreen}`);
  expect(readFileSync(GUIDE, "utf8"), `${GUIDE} gives the counts of this walk`).toContain(guideCounts(counted));
  expectOnlyTheSite(watch);
});
