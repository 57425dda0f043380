import { expect, test } from "@playwright/test";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { SAMPLE_CONTENT_DIR } from "../../app/content/dir.mjs";
import { fieldLabel, LABEL_SEPARATOR } from "../../app/content/editor";
import { CONTENT_FILES, CONTENT_SCREENS } from "../../app/content/files";
import { fileSampleDetails, shippedValuesOf } from "../../app/content/sampleValues";
import { loadContent } from "../../app/content/load";
import { telOf } from "../../app/content/phone";
import { PLACEHOLDER_REPO } from "../../scripts/build-steps/admin/build.mjs";
import { PUBLISH_EVENT, SKIP_MARKER } from "../../scripts/deploy/host/publishing.mjs";
import { expectOnlyTheSite, loadContentFiles, watchEditor } from "./editor";
import { CONTENT_DIR, editorConfig, sampleRepositoryFiles, signInOnStandIn, TOKEN } from "./github-editor";
import { GITHUB_API, GitHubStandIn } from "./github-stand-in";
import { escapeRegExp } from "./helpers";

// The site editor at /admin as the owner meets it after a deploy: the built page, script and
// settings (backend github), served by the project's server with its real headers, signed in with
// a token. GitHub is played by an in-memory repository (./github-stand-in.ts) holding the real
// content/ folder, so the test runs offline and reads back exactly the commit the editor sent.
// The editor's Content-Security-Policy applies to those calls as on the live site: a policy that
// left out GitHub's API would fail this test.

const BUSINESS_FILE = `${CONTENT_DIR}/business.yml`;

/** Every file of the content folder, by its path in the repository. */
function repositoryFiles(): Map<string, Buffer> {
  const names = readdirSync(CONTENT_DIR, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
  return new Map(
    names.map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return [file.split(path.sep).join("/"), readFileSync(file)];
    }),
  );
}

/** The content as the build reads it, with business.yml replaced by the given text. */
function contentWith(businessText: string) {
  const files = Object.fromEntries(
    Object.keys(CONTENT_FILES).map((name) => [name, readFileSync(path.join(CONTENT_DIR, name))]),
  );
  return loadContentFiles({ ...files, [path.basename(BUSINESS_FILE)]: businessText });
}

test("signed in with a token on the GitHub backend, the owner changes the phone number: one commit, marked for no deploy, writes it into content/business.yml and changes nothing else; Publish Changes sends one event", async ({
  page,
}) => {
  // Sign-in, loading the repository and the commit run Sveltia's 2 MB script: more than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  const { text: configText, config } = editorConfig();
  const { repo, branch, commit_messages: messages } = config.backend;
  // The built file's repository, or, where it still holds the placeholder, the host's variable.
  expect(repo, "the editor's repository").not.toBe(PLACEHOLDER_REPO);
  const business = config.singletons.find((s: { file: string }) => s.file === BUSINESS_FILE);
  const before = loadContent(CONTENT_DIR);
  const newPhone = before.contact.phone.display === "(901) 393-0187" ? "(901) 393-0188" : "(901) 393-0187";

  // Nothing may leave the machine but for the stand-in's calls.
  const watch = await watchEditor(page, GITHUB_API);
  const github = new GitHubStandIn({ repository: repo, branch, files: repositoryFiles(), token: TOKEN });
  await signInOnStandIn(page, github, configText);
  const firstHead = github.headOid();
  // Signed in, the owner sees the parts of the site to edit (docs/owner/sign-in-with-token.md).
  const businessLink = page.getByText(business.label, { exact: true });
  await expect(businessLink).toBeVisible({ timeout: 20_000 });
  await businessLink.click();
  const phone = page.getByRole("textbox", { name: "Phone number", exact: true });
  // The editor shows the number the repository holds.
  await expect(phone).toHaveValue(before.contact.phone.display, { timeout: 15_000 });
  await phone.fill(newPhone);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Entry saved.")).toBeVisible({ timeout: 20_000 });

  expect(github.unanswered, "calls the stand-in does not answer").toEqual([]);
  // Signed in, read the repository through the API, and committed there.
  expect(github.calls).toEqual(
    expect.arrayContaining([
      "GET /user",
      "GET collaborators/{login}",
      "GraphQL fetchLastCommit",
      "GET git/trees/{commit}?recursive=1",
      "GraphQL fetchFileContents",
      "GraphQL createCommitOnBranch",
    ]),
  );
  expect(github.commits).toHaveLength(1);
  const [commit] = github.commits;
  expect(commit!.branch).toEqual({ repositoryNameWithOwner: repo, branchName: branch });
  expect(commit!.expectedHeadOid, "on top of the commit the editor loaded").toBe(firstHead);
  // The message follows the settings' template (Sveltia names a singleton's collection "Files"),
  // after the marker Sveltia puts first with backend.skip_ci.
  const [lead, tail] = (messages.update as string).split("{{collection}}").map(escapeRegExp);
  expect(commit!.message.headline).toMatch(new RegExp(`^\\[skip ci\\] ${lead}.+${tail}$`));
  expect(commit!.fileChanges.deletions ?? []).toEqual([]);
  const additions = commit!.fileChanges.additions ?? [];
  expect(additions.map((file) => file.path)).toEqual([BUSINESS_FILE]);
  const newText = Buffer.from(additions[0]!.contents, "base64").toString("utf8");
  // Sveltia writes the whole file anew from the entry's fields (formatYAML in
  // src/lib/services/contents/file/format.js): comments, key order and quotes are not kept. So what
  // must stay equal is the content the build reads from the file, all but the number.
  expect(parse(newText).contact.phone, "the number as the owner typed it").toBe(newPhone);
  expect(newText).not.toContain(before.contact.phone.display);
  const after = contentWith(newText);
  expect(after.contact.phone).toEqual({ display: newPhone, tel: telOf(newPhone) });
  expect(after).toEqual({ ...before, contact: { ...before.contact, phone: after.contact.phone } });

  // Saved, not published: the commit carries the marker the hosts skip (backend.skip_ci), and the
  // toolbar offers Publish Changes, which sends GitHub exactly one event for the publish workflow.
  expect(config.backend.skip_ci).toBe(true);
  expect(commit!.message.headline).toMatch(SKIP_MARKER);
  expect(github.dispatches).toEqual([]);
  const publish = page.getByRole("button", { name: "Publish Changes", exact: true });
  await expect(publish).toBeEnabled({ timeout: 15_000 });
  await publish.click();
  await expect.poll(() => github.dispatches, { timeout: 15_000 }).toEqual([{ event_type: PUBLISH_EVENT }]);
  // Published: the button rests until the next save, and no second event follows.
  await expect(publish).toBeDisabled();
  expect(github.calls.filter((call) => call === "POST dispatches")).toHaveLength(1);
  expect(github.commits, "Publish Changes commits nothing itself").toHaveLength(1);
  expect(github.unanswered, "calls the stand-in does not answer").toEqual([]);

  expectOnlyTheSite(watch);
});

test("as the owner types a replacement for a sample value, the preview's list of what is still the example company's drops it, with nothing saved", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { text: configText, config } = editorConfig();
  const { repo, branch } = config.backend;
  const file = "business.yml";
  const screen = CONTENT_SCREENS[file].label;
  const business = config.singletons.find((s: { file: string }) => s.file === `${CONTENT_DIR}/${file}`);
  // What the build's rules find in the frozen sample's business file, named as the preview names it.
  const sample = parse(readFileSync(path.join(SAMPLE_CONTENT_DIR, file), "utf8"));
  const { details } = fileSampleDetails(file, sample, shippedValuesOf(sample));
  const lineOf = (key: string) => {
    const detail = details.find((candidate) => candidate.key === key)!;
    return `${fieldLabel(file, detail.path).replace(`${screen}${LABEL_SEPARATOR}`, "")}: ${detail.value}`;
  };
  // Two values no real business has: an example.com address and a 555 phone number.
  const replaced = [
    { key: "contact.email", field: "E-mail address", typed: "owner@katy-fence-works.net" },
    { key: "contact.phone", field: "Phone number", typed: "(901) 393-0187" },
  ];

  const watch = await watchEditor(page, GITHUB_API);
  const github = new GitHubStandIn({ repository: repo, branch, files: sampleRepositoryFiles(), token: TOKEN });
  await signInOnStandIn(page, github, configText);
  await page.getByLabel("File List").getByText(screen, { exact: true }).click({ timeout: 20_000 });

  // The editor draws a field once it comes near: the owner scrolls the form down to it.
  const fieldBox = async (label: string) => {
    const box = page.getByRole("textbox", { name: label, exact: true });
    await page.getByRole("group", { name: `“\u2068${business.fields[0].label}\u2069” Field` }).hover();
    await expect(async () => {
      if (!(await box.isVisible())) await page.mouse.wheel(0, 300);
      await expect(box).toBeVisible({ timeout: 500 });
    }).toPass({ timeout: 20_000 });
    return box;
  };
  const pane = page.frameLocator("iframe.preview");
  const heading = pane.getByRole("heading", { name: /^Still the example company's on this screen: \d+$/ });
  const list = pane.getByRole("list", { name: "Still the example company's as you type" });
  await expect(heading).toBeVisible({ timeout: 15_000 });
  const count = async () => Number(/\d+$/.exec((await heading.textContent()) ?? "")![0]);
  const before = await count();
  for (const { key } of replaced)
    await expect(list.getByRole("listitem").filter({ hasText: lineOf(key) })).toHaveCount(1);
  await expect(list.getByRole("listitem")).toHaveCount(details.length);

  for (const [i, { key, field, typed }] of replaced.entries()) {
    await (await fieldBox(field)).fill(typed);
    // Gone from the list as typed, the rest still there, the count one less.
    await expect(list.getByRole("listitem").filter({ hasText: lineOf(key) })).toHaveCount(0);
    await expect(list.getByRole("listitem")).toHaveCount(details.length - i - 1);
    await expect(heading).toHaveText(`Still the example company's on this screen: ${before - i - 1}`);
  }
  // Put back as it was, a value is the example company's again.
  const [first] = replaced;
  await (await fieldBox(first!.field)).fill(sample.contact.email);
  await expect(list.getByRole("listitem").filter({ hasText: lineOf(first!.key) })).toHaveCount(1);

  // Nothing saved, nothing published: the list followed the typing alone.
  expect(github.commits).toEqual([]);
  expect(github.dispatches).toEqual([]);
  expect(github.unanswered, "calls the stand-in does not answer").toEqual([]);
  expectOnlyTheSite(watch);
});

test("the Back arrow leaves without saving; Restore Draft then offers the unsaved change back: Restore puts it back, Discard drops it (docs/owner/editing.md)", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { text: configText, config } = editorConfig();
  const { repo, branch } = config.backend;
  const business = config.singletons.find((s: { file: string }) => s.file === BUSINESS_FILE);
  const before = loadContent(CONTENT_DIR);
  const typed = before.contact.phone.display === "(901) 393-0187" ? "(901) 393-0188" : "(901) 393-0187";

  const watch = await watchEditor(page, GITHUB_API);
  const github = new GitHubStandIn({ repository: repo, branch, files: repositoryFiles(), token: TOKEN });
  await signInOnStandIn(page, github, configText);

  // The screen's name in the list of screens (the toolbar names the open screen too).
  const screen = page.getByLabel("File List").getByText(business.label, { exact: true });
  const phone = page.getByRole("textbox", { name: "Phone number", exact: true });
  const back = page.getByRole("button", { name: "Cancel Editing" });
  await screen.click({ timeout: 20_000 });
  await expect(phone).toHaveValue(before.contact.phone.display, { timeout: 15_000 });
  // The editor keeps a backup of what the owner typed (not of changes no hand made: its
  // markInteracted waits for a real pointer or key press) half a second after the typing.
  await phone.click();
  await phone.fill(typed);
  await page.waitForTimeout(1_500);
  await back.click();

  const dialog = page.getByRole("alertdialog", { name: "Restore Draft" });
  for (const [choice, shown] of [
    ["Restore", typed],
    ["Discard", before.contact.phone.display],
  ] as const) {
    await screen.click();
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    await expect(dialog).toContainText("Do you want to restore the edited draft?");
    await dialog.getByRole("button", { name: choice, exact: true }).click();
    await expect(phone).toHaveValue(shown);
    if (choice === "Restore") {
      await page.waitForTimeout(1_500);
      await back.click();
    }
  }
  // Discarded: the screen shows the saved value again. And nothing was ever saved.
  await expect(phone).toHaveValue(before.contact.phone.display);
  expect(github.commits).toEqual([]);
  expect(github.unanswered, "calls the stand-in does not answer").toEqual([]);
  expectOnlyTheSite(watch);
});
