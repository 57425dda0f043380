// @vitest-environment node
// Every change the editor commits waits for Publish Changes: none is deployed by itself.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { workerName } from "../../deploy/host/environment.mjs";
import { SKIP_MARKER } from "../../deploy/host/publishing.mjs";
import { ADMIN_CONFIG_FILE, editorConfig, publishNoteField, WRANGLER_CONFIG } from "./config.mjs";

const { backend } = parse(readFileSync(ADMIN_CONFIG_FILE, "utf8")) as {
  backend: { skip_ci?: boolean; commit_messages?: Record<string, string> };
};

/**
 * What the pinned Sveltia CMS (0.221.1) commits for a change, by its rule (createCommitMessage in
 * src/lib/services/backends/git/shared/commits.js, read from dist/sveltia-cms.js.map): the
 * settings' template or its own default, with "[skip ci] " put first when `skip_ci` is on, except
 * for a deletion ("to avoid unexpected data retention").
 */
const SVELTIA_DEFAULTS: Record<string, string> = {
  create: "Create {{collection}} “{{slug}}”",
  update: "Update {{collection}} “{{slug}}”",
  delete: "Delete {{collection}} “{{slug}}”",
  uploadMedia: "Upload “{{path}}”",
  deleteMedia: "Delete “{{path}}”",
};
const NEVER_MARKED = ["delete", "deleteMedia"];

function commitMessage(commitType: string): string {
  const template = backend.commit_messages?.[commitType] || SVELTIA_DEFAULTS[commitType]!;
  return backend.skip_ci === true && !NEVER_MARKED.includes(commitType) ? `[skip ci] ${template}` : template;
}

describe("the editor's commits", () => {
  it("are saved without a deploy: skip_ci is on", () => {
    expect(backend.skip_ci).toBe(true);
  });

  it.each(Object.keys(SVELTIA_DEFAULTS))("a %s commit carries the marker the hosts skip", (commitType) => {
    expect(commitMessage(commitType)).toMatch(SKIP_MARKER);
  });

  it("the Sveltia rule read from its source is still the pinned package's", () => {
    const map = JSON.parse(readFileSync("node_modules/@sveltia/cms/dist/sveltia-cms.js.map", "utf8")) as {
      sources: string[];
      sourcesContent: string[];
    };
    const source = map.sourcesContent[map.sources.findIndex((s) => s.endsWith("backends/git/shared/commits.js"))]!;
    expect(source).toContain("!['delete', 'deleteMedia'].includes(commitType)");
    expect(source).toContain("message = `[skip ci] ${message}`;");
    for (const [commitType, template] of Object.entries(SVELTIA_DEFAULTS))
      expect(source).toContain(`${commitType}: '${template}'`);
  });
});

describe("the editor's note on Save and Publish Changes", () => {
  /** The note as the editor shows it, in the configuration the build writes for a host. */
  const noteOf = async (env: Record<string, string>, worker: string | null = null) =>
    publishNoteField((await editorConfig(env, { worker })).config)!.comment as string;

  it("says what each button does", async () => {
    const note = await noteOf({});
    expect(note).toMatch(/\bSave\b.*without putting them online/);
    expect(note).toMatch(/Publish Changes.*online/);
  });

  it("links Netlify's list of the site's deploys on a Netlify build", async () => {
    expect(await noteOf({ NETLIFY: "true", SITE_NAME: "acme-fence" })).toBe(
      `${await noteOf({})} [Whether it went online: your host's list of deploys](https://app.netlify.com/sites/acme-fence/deploys).`,
    );
  });

  it("links Cloudflare's list of the Worker's deploys on Workers Builds, by the name in wrangler.toml", async () => {
    const worker = workerName(readFileSync(WRANGLER_CONFIG, "utf8"));
    expect(worker).toBe("fence-company-site");
    expect(await noteOf({ WORKERS_CI: "1" }, worker)).toContain(
      "(https://dash.cloudflare.com/?to=/:account/workers/services/view/fence-company-site/production/deployments)",
    );
  });

  it("adds no link where the build cannot tell the host", async () => {
    expect(await noteOf({}, "fence-company-site")).not.toContain("deploys");
  });
});
