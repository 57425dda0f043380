import { expect, type Locator, type Page, test } from "@playwright/test";
import { readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { parse, stringify } from "yaml";
import { SAMPLE_CONTENT_DIR } from "../../app/content/dir.mjs";
import { CONTENT_FILES } from "../../app/content/files";
import { loadContent } from "../../app/content/load";
import { addressLines } from "../../app/lib/address";
import { KEPT_SAMPLES_FIELD } from "../../app/content/keptSamples.mjs";
import { ADMIN_CONFIG_FILE, ADMIN_DIR, sveltiaScript } from "../../scripts/build-steps/admin/build.mjs";
import { CLIENT_DIR } from "../../scripts/lib/build-paths.mjs";
import { inlineScriptHashes } from "../../scripts/build-steps/headers/inline-scripts.mjs";
import { PHONE_MESSAGE } from "../../app/content/phone";
import { fillPlaceholders, PLACEHOLDER_MESSAGE } from "../../app/content/pageTexts";
import { VIDEO_FIELD, VIDEO_FOLDER } from "../../app/content/processVideo.mjs";
import { type EditorWatch, expectOnlyTheSite, loadContentFiles, watchEditor } from "./editor";
import { DESKTOP_WIDTH, escapeRegExp, expectNoAxeViolations, PHONE_WIDTH } from "./helpers";

// The site editor at /admin, served from the production build, with Sveltia CMS's test-repo
// backend in place of GitHub: it keeps the repository in the browser's private file system, which
// each test fills with the real content files. The test backend is chosen here, at test time, by
// answering the editor's request for its settings; the built admin/config.yml stays GitHub's.

const CONTENT_DIR = "content"; // as the editor's screens name the files (app/content/files.ts)
const TEST_REPO = "sveltia-cms-test"; // the test backend's folder in the origin private file system
/**
 * What the test repository holds: the frozen sample's files, whatever content/ holds, so that each
 * test has a social link, reviews and questions to edit or remove.
 */
const SAMPLE = SAMPLE_CONTENT_DIR;

/** The sample's content files, by path in the repository. */
function contentFiles(): Record<string, string> {
  return Object.fromEntries(
    Object.keys(CONTENT_FILES).map((name) => [`${CONTENT_DIR}/${name}`, readFileSync(path.join(SAMPLE, name), "utf8")]),
  );
}

/** The shipped editor settings with the test backend instead of GitHub. */
function testConfig(): string {
  const config = parse(readFileSync(path.join(CLIENT_DIR, ADMIN_CONFIG_FILE), "utf8"));
  return stringify({ ...config, backend: { name: "test-repo" } });
}

/** Opens the editor on the test repository, recording console errors and every request for another host. */
async function openEditor(page: Page): Promise<EditorWatch> {
  const watch = await watchEditor(page);
  await page.route(
    (url) => url.pathname === `/${ADMIN_CONFIG_FILE}`,
    (route) => route.fulfill({ contentType: "application/yaml", body: testConfig() }),
  );
  // Fill the test repository from a page of the same origin before the editor starts.
  await page.goto("/robots.txt");
  await page.evaluate(
    async ({ repo, files }) => {
      const root = await (await navigator.storage.getDirectory()).getDirectoryHandle(repo, { create: true });
      for (const [path, text] of Object.entries(files)) {
        const parts = path.split("/");
        let dir = root;
        for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part, { create: true });
        const writable = await (await dir.getFileHandle(parts.at(-1)!, { create: true })).createWritable();
        await writable.write(text);
        await writable.close();
      }
    },
    { repo: TEST_REPO, files: contentFiles() },
  );
  await page.goto("/admin/");
  await page.getByRole("button", { name: "Work with Test Repository" }).click();
  await expect(page.getByText("Questions and answers")).toBeVisible({ timeout: 15_000 });
  return watch;
}

/** A file of the test repository as the editor saved it: text, or base64 for pictures. */
async function savedFile(page: Page, path: string, encoding: "text" | "base64" = "text"): Promise<string> {
  return page.evaluate(
    async ({ repo, path, encoding }) => {
      let dir = await (await navigator.storage.getDirectory()).getDirectoryHandle(repo);
      const parts = path.split("/");
      for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part);
      const file = await (await dir.getFileHandle(parts.at(-1)!)).getFile();
      if (encoding === "text") return file.text();
      const bytes = new Uint8Array(await file.arrayBuffer());
      let binary = "";
      for (const byte of bytes) binary += String.fromCharCode(byte);
      return btoa(binary);
    },
    { repo: TEST_REPO, path, encoding },
  );
}

/** Names of the files in a folder of the test repository. */
async function savedNames(page: Page, folder: string): Promise<string[]> {
  return page.evaluate(
    async ({ repo, folder }) => {
      let dir = await (await navigator.storage.getDirectory()).getDirectoryHandle(repo);
      for (const part of folder.split("/")) dir = await dir.getDirectoryHandle(part);
      const names: string[] = [];
      for await (const name of (dir as unknown as { keys(): AsyncIterable<string> }).keys()) names.push(name);
      return names.sort();
    },
    { repo: TEST_REPO, folder },
  );
}

/** Every content file as the editor saved it, read and checked by the build's own loader. */
async function savedContent(page: Page) {
  const files: Record<string, string> = {};
  for (const name of Object.keys(CONTENT_FILES)) files[name] = await savedFile(page, `${CONTENT_DIR}/${name}`);
  return loadContentFiles(files);
}

/** The editor's preview pane: a frame the editor draws the entry in. */
const preview = (page: Page) => page.frameLocator("iframe.preview");

/**
 * Uploads a file through a field's Browse button, as the owner does, and inserts it: the dialog
 * lists the upload under the name the editor gives it (slugified) and selects it.
 */
async function uploadThroughField(
  page: Page,
  browse: Locator,
  file: { name: string; mimeType: string; buffer: Buffer },
  listedAs: string,
) {
  await browse.click();
  const dialog = page.getByRole("dialog");
  const chooser = page.waitForEvent("filechooser");
  await dialog.getByRole("button", { name: "Upload" }).click();
  await (await chooser).setFiles(file);
  await expect(dialog.getByRole("option", { name: listedAs, selected: true })).toBeVisible();
  await dialog.getByRole("button", { name: "Insert" }).click();
}

async function save(page: Page) {
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Entry saved.")).toBeVisible({ timeout: 20_000 });
}

test.describe("the site editor at /admin", () => {
  // The editor's 2 MB script starts, reads the repository and draws each screen: slow on a busy machine.
  test.describe.configure({ timeout: 90_000 });
  test("the sign-in screen offers the token, not a GitHub sign-in that needs a service, and shows the site's own icon", async ({
    page,
  }) => {
    // The site's drawn icon (the pages themselves link only favicon.ico: decoding an SVG icon cost a
    // phone's main thread, docs/performance.md).
    const siteIcon = "/favicon.svg";
    expect((await page.request.get(siteIcon)).status()).toBe(200);
    const watch = await watchEditor(page);
    await page.goto("/admin/");
    await expect(page.getByRole("button", { name: "Sign In Using Access Token" })).toBeVisible({ timeout: 30_000 });
    // admin/config.yml lists the token alone until a sign-in service is set up (auth_methods).
    await expect(page.getByRole("button", { name: /Sign In with/ })).toHaveCount(0);
    const logo = page.locator("img").first();
    await expect(logo).toHaveAttribute("src", siteIcon!);
    await expect
      .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    expectOnlyTheSite(watch);
  });

  test("the first screen opens with the business as visitors will see it: name, address, phone, hours, towns", async ({
    page,
  }) => {
    const watch = await openEditor(page);
    // The note is the build's, from the content in use.
    const site = loadContent();
    await page.getByText("Business and contact").click();
    // The innermost element holding the note's heading and its lines.
    const note = page
      .locator("p, div")
      .filter({ hasText: "Your business as visitors will see it" })
      .filter({ hasText: "Towns:" })
      .last();
    await expect(note).toBeVisible();
    await expect(note).toContainText(`Address: ${addressLines(site.contact.address).join(", ")}`);
    await expect(note).toContainText(`Phone: ${site.contact.phone.display}`);
    await expect(note).toContainText(
      `Towns: ${site.serviceAreas.map((area) => `${area.name}, ${area.state}`).join("; ")}`,
    );
    if (process.env.EDITOR_SCREENSHOT) await page.screenshot({ path: process.env.EDITOR_SCREENSHOT });
    expectOnlyTheSite(watch);
  });

  test("the owner changes the phone number and an FAQ answer; the saved files pass the schema", async ({ page }) => {
    const watch = await openEditor(page);
    const before = loadContent(SAMPLE);

    await page.getByText("Business and contact").click();
    const phone = page.getByRole("textbox", { name: "Phone number", exact: true });
    await phone.scrollIntoViewIfNeeded();
    await phone.fill("(662) 555-0199");
    await save(page);

    await page.getByText("Questions and answers").click();
    const answer = "Yes, always. We measure, talk through styles and leave a written price, free of charge.";
    // The editor draws a list item's fields only once the item comes near the screen: bring each
    // item's frame there in turn (the frames are always in the page) until the second question's
    // answer, found by its text, is drawn; then fill it.
    const written = parse(readFileSync(path.join(SAMPLE, "faq.yml"), "utf8")).faq[1].answer as string;
    const answers = page.getByRole("textbox", { name: "Answer", exact: true });
    const items = page.getByRole("group", { name: "“\u2068Questions\u2069” Field" }).getByRole("group");
    let at = -1;
    await expect(async () => {
      for (let i = 0; at < 0 && i < (await items.count()); i++) {
        await items.nth(i).scrollIntoViewIfNeeded();
        const values = await answers.evaluateAll((boxes) => boxes.map((box) => (box as HTMLTextAreaElement).value));
        at = values.indexOf(written);
      }
      expect(at).toBeGreaterThanOrEqual(0);
    }).toPass({ timeout: 30_000 });
    await answers.nth(at).fill(answer);
    await save(page);

    const after = await savedContent(page);
    expect(after.contact.phone).toEqual({ display: "(662) 555-0199", tel: "+16625550199" });
    expect(after.faq[1]!.answer).toBe(answer);
    // Nothing else changed: the editor kept every other field of both files.
    const expected = structuredClone(before);
    expected.contact.phone = after.contact.phone;
    expected.faq[1]!.answer = answer;
    expect(after).toEqual(expected);
    expectOnlyTheSite(watch);
  });

  test("refuses a web address the build refuses, and saves a business with no social link, which the build accepts", async ({
    page,
  }) => {
    const watch = await openEditor(page);
    const before = loadContent(SAMPLE);
    expect(before.social.length).toBeGreaterThan(0);
    await page.getByText("Business and contact").click();
    // The editor draws a field once it comes near the screen: scroll to the Business group first.
    await page.getByRole("group", { name: "“\u2068Business\u2069” Field" }).scrollIntoViewIfNeeded();
    const website = page.getByRole("textbox", { name: "Website address", exact: true });
    for (const address of ["acmefence.com", "http://www.acmefence.com"]) {
      await website.fill(address);
      await page.getByRole("button", { name: "Save", exact: true }).click();
      await expect(page.getByText(/Must start with https:\/\/ and not end with \//)).toBeVisible();
      await expect(page.getByText("Entry saved.")).toHaveCount(0);
    }
    await website.fill(before.business.website);
    const socialLinks = page.getByRole("group", { name: "“\u2068Social links\u2069” Field" });
    await socialLinks.scrollIntoViewIfNeeded();
    const removeLink = socialLinks.getByRole("button", { name: "Remove", exact: true });
    await expect(removeLink).toHaveCount(before.social.length);
    for (let left = before.social.length; left > 0; left--) await removeLink.first().click();
    await save(page);

    const saved = await savedFile(page, `${CONTENT_DIR}/business.yml`);
    expect(parse(saved)).not.toHaveProperty("social");
    const after = await savedContent(page);
    expect(after.social).toEqual([]);
    expect(after.business).toEqual(before.business);
    expectOnlyTheSite(watch);
  });

  test("saves the reviews with every review removed, which the build reads as none", async ({ page }) => {
    const watch = await openEditor(page);
    const before = loadContent(SAMPLE);
    expect(before.reviews.length).toBeGreaterThan(0);
    await page.getByText("Reviews", { exact: true }).click();
    const reviews = page.getByRole("group", { name: "“\u2068Reviews\u2069” Field" });
    const removeReview = reviews.getByRole("button", { name: "Remove", exact: true });
    await expect(removeReview.first()).toBeVisible({ timeout: 15_000 });
    for (let left = before.reviews.length; left > 0; left--) await removeReview.first().click();
    await expect(removeReview).toHaveCount(0);
    await save(page);
    expect(parse(await savedFile(page, `${CONTENT_DIR}/reviews.yml`)) ?? {}).not.toHaveProperty("reviews");
    expect((await savedContent(page)).reviews).toEqual([]);
    expectOnlyTheSite(watch);
  });

  test("a review's project is a choice of the Projects screen's projects, by their titles, saved as the title", async ({
    page,
  }) => {
    const watch = await openEditor(page);
    const { projects, reviews } = loadContent(SAMPLE);
    test.skip(projects.length === 0 || reviews.length === 0, "no project or no review to tie it to");
    await page.getByText("Reviews", { exact: true }).click();
    // The first review's (the editor draws the list's items near the screen only).
    const field = page.getByRole("group", { name: "“\u2068Project\u2069” Field" }).first();
    await expect(field).toBeVisible({ timeout: 15_000 });
    await field.getByRole("combobox").click();
    // Besides the editor's own "(None)", which leaves the field empty.
    const choices = page.getByRole("listbox").last().getByRole("option").filter({ hasNotText: "(None)" });
    // Each choice also holds the tick of the one chosen (an icon's name).
    const titles = projects.map((project) => project.title).sort();
    await expect(choices).toHaveText(titles.map((title) => new RegExp(`^\\s*${escapeRegExp(title)}(\\s|check)*$`)));
    const chosen = projects.find((project) => project.title !== reviews[0]!.project)!;
    await choices.filter({ hasText: chosen.title }).click();
    await save(page);
    const saved = await savedContent(page);
    expect(saved.reviews[0]!.project).toBe(chosen.title);
    expect(saved.reviews.slice(1)).toEqual(reviews.slice(1));
    expectOnlyTheSite(watch);
  });

  test("the owner changes a page title and a headline on the Pages screen; braces around another name are refused", async ({
    page,
  }) => {
    const watch = await openEditor(page);
    const before = loadContent(SAMPLE);

    await page.getByText("Pages", { exact: true }).click();
    const home = page.getByRole("group", { name: "Home page" });
    const title = home.getByRole("textbox", { name: "Title", exact: true });
    // A group that holds a detail of the example opens at once (decision 0046); else the owner opens it.
    const expand = home.getByRole("button", { name: "Expand" }).first();
    await expect(title.or(expand).first()).toBeVisible({ timeout: 15_000 });
    if (!(await title.isVisible())) await expand.click();
    // The editor shows the text as written, its placeholders unfilled ("Fence Company in {town}, {state}").
    const written = parse(readFileSync(path.join(SAMPLE, "pages.yml"), "utf8")) as typeof before;
    await expect(title).toHaveValue(written.pages.home.title);
    await title.fill("Fence Builders in Shelby County");
    const intro = home.getByRole("textbox", { name: "Sentence under the headline", exact: true });
    await intro.fill("Fences in {days} days.");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText(PLACEHOLDER_MESSAGE.replace(/^m/, "M"))).toBeVisible();
    await intro.fill("Most homes in {town} are fenced in {installDays} days.");
    await save(page);

    const after = await savedContent(page);
    const expected = structuredClone(before);
    expected.pages.home.title = "Fence Builders in Shelby County";
    expected.pages.home.intro = fillPlaceholders("Most homes in {town} are fenced in {installDays} days.", before);
    expect(after).toEqual(expected);
    expectOnlyTheSite(watch);
  });

  test("a large photo uploaded to the gallery is scaled down, saved as WebP in the gallery folder and listed with its text and its kind of work, a choice of the services", async ({
    page,
  }) => {
    const watch = await openEditor(page);
    await page.getByText("Photos and pictures").click();
    // The gallery's list follows the pictures of the pages; the editor draws a field once it is in view.
    const galleryGroup = page.getByRole("group", { name: "“\u2068Gallery\u2069” Field" });
    await expect(galleryGroup).toBeAttached({ timeout: 15_000 });
    await galleryGroup.scrollIntoViewIfNeeded();
    await page.getByRole("button", { name: /^Add\W*photo/ }).click();
    const photo = await sharp({
      create: { width: 4000, height: 3000, channels: 3, background: { r: 120, g: 90, b: 60 } },
    })
      .jpeg()
      .toBuffer();
    await uploadThroughField(
      page,
      page.getByRole("button", { name: "Browse" }).last(),
      { name: "Smith Backyard.jpg", mimeType: "image/jpeg", buffer: photo },
      "smith-backyard.jpg",
    );
    await page
      .getByRole("textbox", { name: /What the photo shows/ })
      .last()
      .fill("Cedar privacy fence in Southaven");
    // Its kind of work is a choice of the services on the Services screen, by their titles, saved
    // as the chosen service's short address name.
    const { services } = loadContent(SAMPLE);
    const kind = page.getByRole("group", { name: "“\u2068Kind of work\u2069” Field" }).last();
    await kind.getByRole("combobox").click();
    // Besides the editor's own "(None)", which leaves the field empty.
    const choices = page.getByRole("listbox").last().getByRole("option").filter({ hasNotText: "(None)" });
    await expect(choices).toHaveText(services.map((service) => service.title).sort());
    const chosen = services.at(-1)!;
    await choices.filter({ hasText: chosen.title }).click();
    // The editor scales and converts the picture before the field takes its name.
    await expect(page.getByRole("group", { name: "“\u2068Photo\u2069” Field" }).last()).toContainText(
      "smith-backyard.webp",
      {
        timeout: 20_000,
      },
    );
    await save(page);

    expect(await savedNames(page, "content/images/gallery")).toContain("smith-backyard.webp");
    const saved = sharp(
      Buffer.from(await savedFile(page, "content/images/gallery/smith-backyard.webp", "base64"), "base64"),
    );
    expect(await saved.metadata()).toMatchObject({ format: "webp", width: 2560, height: 1920 });
    const { gallery } = await savedContent(page);
    expect(gallery.photos.at(-1)).toEqual({
      file: "smith-backyard.webp",
      alt: "Cedar privacy fence in Southaven",
      type: chosen.id,
    });
    expectOnlyTheSite(watch);
  });

  test("each page's picture is a field on Photos and pictures, and an upload there lands in the folder the build reads, named in the content", async ({
    page,
  }) => {
    const watch = await openEditor(page);
    await page.getByText("Photos and pictures").click();
    for (const group of ["Top of each page", "Home page About section", "Process video"])
      await expect(page.getByRole("group", { name: `“\u2068${group}\u2069” Field` })).toBeVisible({ timeout: 15_000 });
    // The one switch that leaves every place without a photo of the owner's empty (decision 0028).
    await expect(page.getByText("Show drawn sample pictures where you have no photo yet")).toBeVisible();
    const home = page.getByRole("group", { name: "“\u2068Home page\u2069” Field" });
    const photo = await sharp({ create: { width: 1920, height: 1080, channels: 3, background: "#7a6" } })
      .jpeg()
      .toBuffer();
    await uploadThroughField(
      page,
      home.getByRole("button", { name: "Browse" }),
      { name: "Our Yard.jpg", mimeType: "image/jpeg", buffer: photo },
      "our-yard.jpg",
    );
    await expect(home).toContainText("our-yard.webp", { timeout: 20_000 });
    await save(page);

    expect(await savedNames(page, "content/images/hero")).toContain("our-yard.webp");
    const { pictures } = await savedContent(page);
    expect(pictures.hero.home).toBe("our-yard.webp");
    expectOnlyTheSite(watch);
  });

  test("the process video is a file field beside its poster: an MP4 lands in content/video/, named in the content", async ({
    page,
  }) => {
    const watch = await openEditor(page);
    await page.getByText("Photos and pictures").click();
    // The editor draws a group's fields as it comes into view.
    await page.getByRole("group", { name: "“\u2068Process video\u2069” Field" }).scrollIntoViewIfNeeded();
    const field = page.getByRole("group", { name: "“\u2068Your process video (MP4)\u2069” Field" });
    await expect(field).toBeVisible({ timeout: 15_000 });
    await uploadThroughField(
      page,
      field.getByRole("button", { name: "Browse" }),
      { name: "Our Process.mp4", mimeType: "video/mp4", buffer: Buffer.alloc(2048, 1) },
      "our-process.mp4",
    );
    await expect(field).toContainText("our-process.mp4", { timeout: 20_000 });
    await save(page);

    expect(await savedNames(page, `content/${VIDEO_FOLDER}`)).toContain("our-process.mp4");
    const { pictures } = await savedContent(page);
    expect(pictures.video[VIDEO_FIELD]).toBe("our-process.mp4");
    expectOnlyTheSite(watch);
  });

  test("the preview pane draws the entry being edited as the site does, and names a wrong field instead", async ({
    page,
  }) => {
    const watch = await openEditor(page);
    const content = loadContent(SAMPLE);
    const pane = preview(page);

    await page.getByText("Business and contact").click();
    const call = pane.getByRole("link", { name: content.contact.phone.display });
    await expect(call).toHaveAttribute("href", `tel:${content.contact.phone.tel}`, { timeout: 15_000 });
    await expect(pane.getByRole("link", { name: content.contact.email })).toBeVisible();
    // The site's own fonts, from the site: the pane is a blob: frame, where /assets/… alone would not resolve.
    const frame = page.frames().find((candidate) => candidate.url().startsWith("blob:"))!;
    // Only the two web fonts are counted: the metric-matched fallback faces (app/styles/app.css) load
    // too where the machine has Arial or Liberation Sans (Debian's chromium brings fonts-liberation).
    const webFonts = ["Inter Variable", "Oswald"];
    const status = await frame.evaluate(async (families) => {
      await document.fonts.ready;
      const faces = [...document.fonts].map((font) => ({ family: font.family.replace(/"/g, ""), status: font.status }));
      return families.map((family) => faces.find((face) => face.family === family)?.status ?? "absent");
    }, webFonts);
    expect(status).toEqual(webFonts.map(() => "loaded"));
    const phone = page.getByRole("textbox", { name: "Phone number", exact: true });
    await phone.fill("(901) 555-0123");
    await expect(pane.getByRole("link", { name: "(901) 555-0123" })).toHaveAttribute("href", "tel:+19015550123");
    await phone.fill("555-01");
    await expect(pane.getByRole("heading", { name: /Not shown yet/ })).toBeVisible();
    await expect(pane.getByRole("listitem").filter({ hasText: PHONE_MESSAGE })).toContainText("contact › phone");

    await phone.fill(content.contact.phone.display); // as it was: nothing to save
    await page.getByRole("button", { name: "Cancel Editing" }).click();
    await page.getByText("Questions and answers").click();
    await expect(pane.getByRole("heading", { name: content.pages.services.faqHeading })).toBeVisible({
      timeout: 15_000,
    });
    for (const { question } of content.faq) await expect(pane.getByRole("button", { name: question })).toBeVisible();
    const question = "Do you fence steep yards?";
    await page.getByRole("textbox", { name: "Question" }).first().fill(question);
    await expect(pane.getByRole("button", { name: question })).toHaveAttribute("aria-expanded", "false");
    await pane.getByRole("button", { name: question }).click();
    await expect(pane.getByRole("button", { name: question })).toHaveAttribute("aria-expanded", "true");

    await page.getByRole("textbox", { name: "Question" }).first().fill(content.faq[0]!.question);
    await page.getByRole("button", { name: "Cancel Editing" }).click();
    await page.getByText("Reviews", { exact: true }).click();
    for (const review of content.reviews) await expect(pane.getByText(review.author, { exact: true })).toBeVisible();
    expectOnlyTheSite(watch);
  });

  test("the Prices screen: the preview draws the price table, and names a low price above the high", async ({
    page,
  }) => {
    const watch = await openEditor(page);
    const { prices, estimator } = loadContent(CONTENT_DIR);
    test.skip(prices.materials.length === 0, "the content prices no material");
    const pane = preview(page);
    await page.getByText("Prices", { exact: true }).click();
    await expect(pane.getByRole("heading", { name: estimator.tableHeading })).toBeVisible({ timeout: 15_000 });
    const first = prices.materials[0]!;
    await expect(
      pane.getByRole("row", { name: new RegExp(`^${first.name} ${first.heights[0]!.feet} ft`) }),
    ).toBeVisible();
    // The editor checks each number alone; low above high is the build's rule, which the preview names.
    // The editor draws a list item's fields as they come near the screen: the first material's service first.
    await page.getByRole("combobox", { name: "Service" }).first().scrollIntoViewIfNeeded();
    await page
      .getByRole("group", { name: /Heights/ })
      .first()
      .scrollIntoViewIfNeeded();
    const low = page.getByRole("spinbutton", { name: "Low price per foot ($)" }).first();
    await low.fill(String(first.heights[0]!.high + 1));
    await expect(pane.getByRole("heading", { name: /Not shown yet/ })).toBeVisible();
    await expect(pane.getByRole("listitem").filter({ hasText: "low must not be above high" })).toContainText(
      "prices › materials › 0 › heights › 0 › high",
    );
    await low.fill(String(first.heights[0]!.low)); // as it was: nothing to save
    await expect(pane.getByRole("heading", { name: estimator.tableHeading })).toBeVisible();
    expectOnlyTheSite(watch);
  });

  test("shows when the live site was built and, on each screen, what of the example company is left, at 390 and 1280 px, with nothing for axe to find", async ({
    page,
  }) => {
    // Every screen at two widths, each checked by axe.
    test.setTimeout(300_000);
    const config = parse(readFileSync(path.join(CLIENT_DIR, ADMIN_CONFIG_FILE), "utf8"));
    const built = /data-built="([^"]+)"/.exec(
      readFileSync(path.join(CLIENT_DIR, ADMIN_DIR, "index.html"), "utf8"),
    )![1]!;
    // The time as the owner's browser writes it, in its own time zone (the test's: whatever it is).
    const time = await page.evaluate(
      (iso) => new Date(iso).toLocaleTimeString(undefined, { hour: "numeric", minute: "2-digit" }),
      built,
    );
    const watch = await openEditor(page);
    for (const size of [PHONE_WIDTH, DESKTOP_WIDTH]) {
      await page.setViewportSize(size);
      const strip = page.getByRole("complementary", { name: "Your live site" });
      await expect(strip).toContainText(new RegExp(`Live since ${escapeRegExp(time)} (today|yesterday|on )`));
      for (const screen of config.singletons as {
        name: string;
        label: string;
        fields: { name: string; options?: { label: string }[] }[];
      }[]) {
        await page.goto(`/admin/#/collections/_singletons/entries/${screen.name}`);
        const save = page.getByRole("button", { name: "Save", exact: true });
        await expect(save).toBeVisible({ timeout: 15_000 });
        await expect(page.getByText(/Powered by/)).toHaveCount(0); // the start screen has faded out
        // The strip covers none of the editor: Save sits below it.
        const stripBox = (await strip.boundingBox())!;
        expect((await save.boundingBox())!.y, `${screen.label}: Save below the strip`).toBeGreaterThanOrEqual(
          stripBox.y + stripBox.height,
        );
        const ticks = screen.fields.find((field) => field.name === KEPT_SAMPLES_FIELD);
        if (ticks) {
          // The ticks close the screen, and the editor draws a field once it comes near: scroll to the end.
          const field = page.locator(`section[data-key-path="${KEPT_SAMPLES_FIELD}"]`);
          await expect(async () => {
            await page.locator("#first-pane-body").evaluate((pane) => pane.scrollTo(0, pane.scrollHeight));
            await expect(field).toBeVisible({ timeout: 1_000 });
          }).toPass({ timeout: 15_000 });
        }
        for (const option of ticks?.options ?? [])
          await expect(page.getByRole("checkbox", { name: option.label, exact: true })).toBeAttached();
        // What the project adds to Sveltia's page: the strip, the notes and the ticks. The rules that
        // judge the page as a whole (one main landmark, a first-level heading, content in landmarks,
        // zoom) judge Sveltia's own interface, which sets its own viewport.
        await expectNoAxeViolations(page, `${screen.label} at ${size.width}px`, {
          include: [".site-status", ".comment-wrapper", `section[data-key-path="${KEPT_SAMPLES_FIELD}"]`],
          disableRules: ["landmark-one-main", "page-has-heading-one", "region", "meta-viewport"],
        });
      }
    }
    expectOnlyTheSite(watch);
  });

  test("looks right editing the FAQ, the business details and the prices, preview included, on a phone and a desktop", async ({
    page,
  }) => {
    test.skip(!process.env.ADMIN_SCREENSHOTS, "set ADMIN_SCREENSHOTS=folder to write the screenshots");
    const watch = await openEditor(page);
    for (const [name, size] of Object.entries({ desktop: DESKTOP_WIDTH, phone: PHONE_WIDTH })) {
      await page.setViewportSize(size);
      for (const entry of ["faq", "business", "reviews", "pages", "prices"]) {
        await page.goto(`/admin/#/collections/_singletons/entries/${entry}`);
        await expect(page.getByRole("button", { name: "Save", exact: true })).toBeVisible({ timeout: 15_000 });
        await expect(page.getByText(/Powered by/)).toHaveCount(0); // the start screen has faded out
        await page.waitForTimeout(1_000); // the preview pane draws after the form
        await page.screenshot({ path: `${process.env.ADMIN_SCREENSHOTS}/admin-${entry}-${name}.png` });
        // On a phone the preview is a view of its own, behind Sveltia's Preview button (an eye).
        const show = page.getByRole("button", { name: "Preview", exact: true });
        if (name === "phone") {
          await show.click();
          await page.waitForTimeout(1_000);
          await page.screenshot({ path: `${process.env.ADMIN_SCREENSHOTS}/admin-${entry}-${name}-preview.png` });
        }
      }
    }
    expectOnlyTheSite(watch);
  });
});

test.describe("/admin is not part of the public site", () => {
  test("its own policy and noindex, and no place in the sitemap", async ({ request }) => {
    const response = await request.get("/admin/");
    expect(response.status()).toBe(200);
    const headers = response.headers();
    expect(headers["x-robots-tag"]).toBe("noindex");
    const policy = headers["content-security-policy"]!;
    // Its one inline script is the import map (scripts/build-steps/admin/preview.mjs), allowed by its hash.
    const [importMap] = inlineScriptHashes(readFileSync(path.join(CLIENT_DIR, "admin", "index.html"), "utf8"));
    expect(policy).toContain(`script-src 'self' ${importMap};`);
    expect(policy).toContain("connect-src 'self' blob: data: https://api.github.com https://api.netlify.com;");
    // tests/e2e/seo.spec.ts reads every built page's head: this one counts as not indexed.
    expect(await response.text()).toContain('<meta name="robots" content="noindex" />');
    // The script is the pinned package's, served by the site itself.
    const script = await request.get("/admin/sveltia-cms.js");
    expect(script.status()).toBe(200);
    expect(await script.text()).toBe(readFileSync(sveltiaScript(), "utf8"));
    expect(await (await request.get("/sitemap.xml")).text()).not.toContain("/admin");
  });
});
