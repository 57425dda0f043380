import { expect, test, type Locator, type Page } from "@playwright/test";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parse, stringify } from "yaml";
import { contentDir, SAMPLE_CONTENT_DIR } from "../../app/content/dir.mjs";
import { CONTENT_FILES } from "../../app/content/files";
import { notTheSample } from "../../app/content/setup";
import { ADMIN_CONFIG_FILE } from "../../scripts/build-steps/admin/build.mjs";
import { hostSettings } from "../../scripts/build-steps/admin/config.mjs";
import { decorateEditorConfig } from "../../scripts/build-steps/admin/decorate.mjs";
import { CLIENT_DIR } from "../../scripts/lib/build-paths.mjs";
import type { GitHubStandIn } from "./github-stand-in";

// The site editor at /admin on its GitHub backend, as the owner meets it after a deploy, with
// GitHub played by the stand-in (./github-stand-in.ts): the editor specs' one way to serve its
// settings and sign in.

/** The folder admin/config.yml names, and the repository's path for it. */
export const CONTENT_DIR = "content";
/** The repository a host names (SITE_REPOSITORY: scripts/deploy/host/environment.mjs). */
export const SITE_REPOSITORY = "owner/site";
/** What the owner pastes: any text, as only the stand-in reads it. */
export const TOKEN = "github_pat_11STANDIN0000_notARealToken";

/**
 * The editor's settings as served: the built file, with the repository filled in as a host's build
 * fills it, as built for a repository that holds the publish workflow (decision 0017; this
 * project's own repository ships its text elsewhere, so its build connects it first). A repository
 * the build already wrote (GITHUB_REPOSITORY on GitHub Actions, or one the owner wrote in
 * admin/config.yml) is kept: the stand-in plays whichever it names.
 */
export function editorConfig() {
  const built = parse(readFileSync(path.join(CLIENT_DIR, ADMIN_CONFIG_FILE), "utf8"));
  const { settings: filled } = hostSettings(built, { SITE_REPOSITORY });
  const config = decorateEditorConfig(filled, {
    setup: { details: [], kept: [], fixes: [] },
    publish: { holds: true, url: null },
  });
  return { text: stringify(config), config };
}

/**
 * An editor walk starts from the shipped sample, on its screens and labels: on an owner's content
 * it has nothing to walk and is skipped. It takes `timeout` (ms): screens of the editor and a build.
 */
export function walkFromTheSample(timeout: number) {
  const changed = notTheSample(contentDir());
  test.skip(
    changed !== undefined,
    `content/ is no longer the shipped sample (${changed}): the walk starts from the sample`,
  );
  test.setTimeout(timeout);
}

/** The frozen sample's content files, by their path in the repository: every sample value in place. */
export function sampleRepositoryFiles(): Map<string, Buffer> {
  return new Map(
    Object.keys(CONTENT_FILES).map((name) => [
      `${CONTENT_DIR}/${name}`,
      readFileSync(path.join(SAMPLE_CONTENT_DIR, name)),
    ]),
  );
}

/**
 * What the editor saved on the stand-in, written out as a repository under .cache (inside the
 * project, as the build tests build: the server build finds its packages); its folder, which the
 * walk removes after.
 */
export function writeSavedRepository(github: GitHubStandIn): string {
  mkdirSync(".cache", { recursive: true });
  const saved = mkdtempSync(path.join(".cache", "owner-site-"));
  for (const [file, bytes] of github.files()) {
    mkdirSync(path.dirname(path.join(saved, file)), { recursive: true });
    writeFileSync(path.join(saved, file), bytes);
  }
  return saved;
}

/**
 * Opens the editor with the stand-in as GitHub, served the settings file (headers and all) with
 * `configText`, as a host's build writes it, and signs in with the token as the owner does. Each
 * click goes through `click` (the counting spec counts them).
 */
export async function signInOnStandIn(
  page: Page,
  github: GitHubStandIn,
  configText: string,
  { count }: { count?: (what: "click" | "typed") => void } = {},
) {
  await github.install(page);
  await page.route(
    (url) => url.pathname === `/${ADMIN_CONFIG_FILE}`,
    async (route) => route.fulfill({ response: await route.fetch(), body: configText }),
  );
  await page.goto("/admin/");
  await page.getByRole("button", { name: "Sign In Using Access Token" }).click();
  count?.("click");
  await page.getByRole("textbox", { name: "Personal Access Token" }).fill(TOKEN);
  count?.("typed");
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  count?.("click");
}

/** What an owner does at the editor, as a guide counts it: a click (a tick too), an upload, a typed field. */
export type OwnerAction = "click" | "upload" | "typed";

/**
 * The owner at the editor, every action counted with the screen it was on: the owner's guides give
 * these counts ("What it takes"), and the specs that walk a guide compare them. Scrolling is free:
 * the editor draws a field only once it comes near the screen, so the owner scrolls down to it.
 * A walk that tells more kinds apart (a tick from a click, a fact typed from a sample text rewritten)
 * names them as `Kind`; clicks, uploads and typed fields are counted as "click", "upload", "typed"
 * unless it says otherwise.
 */
export class CountedOwner<Kind extends string = OwnerAction> {
  readonly actions: { screen: string; kind: Kind | OwnerAction; what: string }[] = [];
  /** The screen the next actions happen on (set by open). */
  screen = "Sign in";
  constructor(readonly page: Page) {}

  count(kind: Kind | OwnerAction, what: string) {
    this.actions.push({ screen: this.screen, kind, what });
  }
  total(...kinds: (Kind | OwnerAction)[]) {
    return this.actions.filter((action) => kinds.includes(action.kind)).length;
  }

  /** Scrolls the form until `target` is drawn and visible (free). */
  async reach(target: Locator) {
    const form = this.page.getByRole("group", { name: /^Edit .*Content$/ });
    await expect(async () => {
      if ((await target.count()) > 0) await target.scrollIntoViewIfNeeded({ timeout: 1_000 });
      else {
        await form.hover({ position: { x: 200, y: 300 } });
        await this.page.mouse.wheel(0, 500);
      }
      await expect(target).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 45_000 });
    return target;
  }
  async click(target: Locator, what: string, kind: Kind | OwnerAction = "click") {
    await (await this.reach(target)).click();
    this.count(kind, what);
  }
  /** One typed field: the text box (or number box) filled; an emptied one too. */
  async type(target: Locator, text: string, kind: Kind | OwnerAction = "typed") {
    await (await this.reach(target)).fill(text);
    this.count(kind, text || "(emptied)");
  }
  /** The text or number box of that label (exactly as the editor shows it), first in `within`. */
  async field(label: string, text: string, within?: Locator, kind: Kind | OwnerAction = "typed") {
    const scope = within ?? this.page;
    const box = scope
      .getByRole("textbox", { name: label, exact: true })
      .or(scope.getByRole("spinbutton", { name: label, exact: true }));
    await this.type(box.first(), text, kind);
  }
  /**
   * The item of `list` whose text box `label` holds `value`, and that box: found by what it holds,
   * not by its place, since the editor draws only the items near the screen, so a place among the
   * drawn ones is not the item's place in the list. Scrolling down to it is free.
   */
  async itemHolding(list: Locator, label: string, value: string) {
    const boxes = list.getByRole("textbox", { name: label, exact: true });
    let labelledBy: string | null = null;
    await expect(async () => {
      for (const box of await boxes.all())
        if ((await box.inputValue()) === value) labelledBy = await box.getAttribute("aria-labelledby");
      if (labelledBy) return;
      // On past the last item drawn: the editor draws the next ones as they come near.
      if ((await boxes.count()) > 0) await boxes.last().scrollIntoViewIfNeeded({ timeout: 1_000 });
      await this.page.getByRole("group", { name: /^Edit .*Content$/ }).hover({ position: { x: 200, y: 300 } });
      await this.page.mouse.wheel(0, 300);
      throw new Error(`no ${label} "${value}" drawn yet`);
    }).toPass({ timeout: 45_000 });
    // The box keeps its label's id (Sveltia's field id) whatever is typed in it.
    const labelled = `[aria-labelledby="${labelledBy}"]`;
    const box = list.locator(labelled);
    // The innermost group around the box with a Remove button of its own: the list's item.
    const item = list
      .getByRole("group")
      .filter({ has: this.page.locator(labelled) })
      .filter({ has: this.page.getByRole("button", { name: "Remove", exact: true }) })
      .last();
    return { item, box };
  }
  /** A field's group, by its label as the editor shows it. */
  group(label: string, within?: Locator) {
    return (within ?? this.page).getByRole("group", { name: `“\u2068${label}\u2069” Field`, exact: true });
  }
  /** A screen opened from the list of screens: one click. */
  async open(screen: string) {
    this.screen = screen;
    const cell = this.page.getByLabel("File List").getByRole("gridcell", { name: screen, exact: true });
    await expect(cell).toBeVisible({ timeout: 30_000 });
    await cell.click();
    this.count("click", screen);
    await expect(this.page.getByRole("button", { name: "Save", exact: true })).toBeVisible({ timeout: 15_000 });
  }
  /**
   * A photo dragged from the owner's computer onto an image field's drop area: one upload. The
   * browser's own drag and drop (DevTools protocol), as from a file manager: the editor reads the
   * file entry. A drop that lands beside the area (the editor still laying out an item that has
   * just come near) is dropped again, as an owner would: one upload either way.
   */
  async drop(field: Locator, file: string) {
    this.count("upload", path.basename(file));
    // The editor converts the picture before the field takes its name.
    const stem = path.basename(file).replace(/\.\w+$/, "");
    const taken = async () => {
      const values = await field
        .locator("input")
        .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
      return [await field.innerText(), ...values].join(" ").includes(stem);
    };
    for (let attempt = 1; ; attempt++) {
      const zone = await this.reach(field.getByText(/Drop an image file here/));
      const box = (await zone.boundingBox())!;
      const at = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      const cdp = await this.page.context().newCDPSession(this.page);
      const data = { items: [], files: [file], dragOperationsMask: 1 };
      for (const type of ["dragEnter", "dragOver", "drop"] as const)
        await cdp.send("Input.dispatchDragEvent", { type, ...at, data });
      await cdp.detach();
      const landed = await expect
        .poll(taken, { timeout: attempt < 3 ? 8_000 : 20_000 })
        .toBe(true)
        .then(() => true)
        .catch((error: unknown) => {
          if (attempt >= 3) throw error;
          return false;
        });
      if (landed) return;
    }
  }
  /** Save: one click, and the stand-in records one commit. */
  async save(github: GitHubStandIn) {
    const before = github.commits.length;
    await this.click(this.page.getByRole("button", { name: "Save", exact: true }), "Save");
    await expect.poll(() => github.commits.length, { timeout: 20_000 }).toBe(before + 1);
  }
  /** Publish Changes, from the list of screens: one click, and the stand-in starts one publish. */
  async publish(github: GitHubStandIn) {
    this.screen = "Publish";
    const before = github.dispatches.length;
    await this.click(this.page.getByRole("button", { name: "Publish Changes", exact: true }), "Publish Changes");
    await expect.poll(() => github.dispatches.length, { timeout: 15_000 }).toBe(before + 1);
  }
}
