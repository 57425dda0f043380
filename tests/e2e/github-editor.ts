import type { Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import path from "node:path";
import { parse, stringify } from "yaml";
import { SAMPLE_CONTENT_DIR } from "../../app/content/dir.mjs";
import { CONTENT_FILES } from "../../app/content/files";
import { ADMIN_CONFIG_FILE } from "../../scripts/admin/build.mjs";
import { hostSettings } from "../../scripts/admin/config.mjs";
import { decorateEditorConfig } from "../../scripts/admin/decorate.mjs";
import { CLIENT_DIR } from "../../scripts/build-paths.mjs";
import type { GitHubStandIn } from "./github-stand-in";

// The site editor at /admin on its GitHub backend, as the owner meets it after a deploy, with
// GitHub played by the stand-in (./github-stand-in.ts): the editor specs' one way to serve its
// settings and sign in.

/** The folder admin/config.yml names, and the repository's path for it. */
export const CONTENT_DIR = "content";
/** The repository a host names (SITE_REPOSITORY: scripts/host/environment.mjs). */
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
