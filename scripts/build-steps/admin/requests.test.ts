// @vitest-environment node
import { describe, expect, it } from "vitest";
import { adminPage, REQUESTS_FILES, REQUESTS_SCRIPT, showsRequests } from "./build.mjs";

// The editor's Requests view (admin/requests.js) is on the page exactly while the site's own inbox
// keeps requests: the forms post to the inbox and the host is not Netlify, whose Forms page keeps them.
describe("the editor's Requests view", () => {
  it("shows while the inbox is on, on every host but Netlify", () => {
    expect(showsRequests(true, {})).toBe(true);
    expect(showsRequests(true, { WORKERS_CI: "1" })).toBe(true);
    expect(showsRequests(true, { NETLIFY: "true" })).toBe(false);
    expect(showsRequests(false, { WORKERS_CI: "1" })).toBe(false);
  });

  it("is a button in the strip, with a status line, and its script, only when shown", () => {
    const on = adminPage("{}", { builtAt: new Date(), requests: true });
    expect(on).toContain(`<button type="button" data-requests>Requests</button>`);
    expect(on).toContain(`<span data-requests-status role="status"></span>`);
    expect(on).toContain(`<script type="module" src="${REQUESTS_SCRIPT}"></script>`);
    const off = adminPage("{}", { builtAt: new Date() });
    expect(off).not.toContain("data-requests");
    expect(off).not.toContain(REQUESTS_SCRIPT);
  });

  it("links the editor's web app manifest only with the Requests view: an iPhone notifies only a site on its Home Screen", () => {
    const on = adminPage("{}", { builtAt: new Date(), requests: true });
    expect(on).toContain(`<link rel="manifest" href="/admin/manifest.webmanifest" />`);
    expect(REQUESTS_FILES).toEqual(["requests.js", "push-worker.js", "manifest.webmanifest"]);
    expect(adminPage("{}", { builtAt: new Date() })).not.toContain("manifest");
  });
});
