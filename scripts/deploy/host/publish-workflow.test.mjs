// @vitest-environment node
// The workflow that turns the editor's Publish Changes into one deploy (its text in
// deploy/publish-workflow.yml, connected at .github/workflows/publish.yml: decision 0017).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { PUBLISH_EVENT, PUBLISH_WORKFLOW_TEXT, SKIP_MARKER } from "./publishing.mjs";

const workflow = parse(readFileSync(PUBLISH_WORKFLOW_TEXT, "utf8"));

/**
 * Whether GitHub starts the workflow for an event, by the rules of its `on:` block: an event it
 * names, and for repository_dispatch only the listed types (GitHub docs, "Events that trigger
 * workflows").
 * @param {string} event the event's name
 * @param {{ action?: string }} [payload] repository_dispatch sends its event_type as `action`
 */
function starts(event, payload = {}) {
  const on = workflow.on;
  if (typeof on === "string") return on === event;
  if (Array.isArray(on)) return on.includes(event);
  if (!(event in on)) return false;
  const types = on[event]?.types;
  return !types || types.includes(payload.action);
}

/** Every shell line the workflow runs. */
const scripts = workflow.jobs
  ? Object.values(workflow.jobs).flatMap((job) => job.steps.map((step) => step.run ?? ""))
  : [];

describe("the publish workflow", () => {
  it("starts on the editor's Publish Changes and on a run started by hand, and on nothing else", () => {
    expect(starts("repository_dispatch", { action: PUBLISH_EVENT })).toBe(true);
    expect(starts("workflow_dispatch")).toBe(true);
    // Not on its own commit (a push), nor on a save, a pull request, a timer or another dispatch.
    for (const event of ["push", "pull_request", "pull_request_target", "schedule", "workflow_run", "release"]) {
      expect(starts(event), event).toBe(false);
    }
    expect(starts("repository_dispatch", { action: "deploy" })).toBe(false);
    expect(Object.keys(workflow.on).sort()).toEqual(["repository_dispatch", "workflow_dispatch"]);
  });

  it("may write the repository's contents and nothing more, with its own token (no secret to set up)", () => {
    expect(workflow.permissions).toEqual({ contents: "write" });
    const text = readFileSync(PUBLISH_WORKFLOW_TEXT, "utf8");
    expect(text).not.toMatch(/secrets\./);
    expect(text).toContain("${{ github.token }}");
  });

  it("makes exactly one commit on the site's branch, whose message no host skips", () => {
    const script = scripts.join("\n");
    const commits = [...script.matchAll(/-X POST "repos\/\$REPOSITORY\/git\/commits"[^]*?-f message="([^"]+)"/g)];
    expect(commits).toHaveLength(1);
    expect(commits[0][1]).not.toMatch(SKIP_MARKER);
    expect(script.match(/-X PATCH "repos\/\$REPOSITORY\/git\/refs\/heads\/\$BRANCH"/g)).toHaveLength(1);
    // Never forced: it only ever adds a commit on top of the last save.
    expect(script).not.toMatch(/force=true|-F force/);
  });

  it("runs one job at a time, so two clicks make two commits in turn", () => {
    expect(workflow.concurrency).toMatchObject({ "cancel-in-progress": false });
    expect(Object.keys(workflow.jobs)).toHaveLength(1);
  });
});

describe("the skip marker", () => {
  it("is found in the messages the hosts skip, and not in an ordinary one", () => {
    for (const message of [
      "[skip ci] Edit Files in the site editor",
      "Edit [CI Skip]",
      "x [skip netlify]",
      "[cf-pages-skip] y",
    ]) {
      expect(message, message).toMatch(SKIP_MARKER);
    }
    expect("Publish the site: skip nothing").not.toMatch(SKIP_MARKER);
  });
});
