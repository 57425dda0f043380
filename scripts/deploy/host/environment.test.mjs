import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  cloneOrigin,
  githubRepository,
  hostRepository,
  placeholderAddressWarning,
  PLACEHOLDER_WEBSITE,
  siteOrigin,
} from "./environment.mjs";

const TOKEN = "ghs_16C7e42F292c6912E7710c838347Ae178B4a";

describe("githubRepository", () => {
  it.each([
    ["owner/repo", "acme-fence/site"],
    ["https://github.com/owner/repo", "https://github.com/acme-fence/site"],
    ["https://github.com/owner/repo.git", "https://github.com/acme-fence/site.git"],
    ["a token-bearing address", `https://x-access-token:${TOKEN}@github.com/acme-fence/site`],
    ["a token as user name", `https://${TOKEN}@github.com/acme-fence/site.git`],
    ["the SSH form", "git@github.com:acme-fence/site.git"],
    ["an ssh:// address", "ssh://git@github.com/acme-fence/site"],
  ])("reads %s as owner/repo, without any credential", (_form, value) => {
    expect(githubRepository(value)).toBe("acme-fence/site");
  });

  it.each([
    ["nothing", undefined],
    ["an empty value", "  "],
    ["another host", "https://gitlab.com/acme-fence/site"],
    ["a path too deep", "https://github.com/acme-fence/site/tree/main"],
    ["not an address", "acme fence site"],
  ])("gives null for %s", (_what, value) => {
    expect(githubRepository(value)).toBeNull();
  });
});

describe("hostRepository", () => {
  it("takes Netlify's repository and branch, dropping the token", () => {
    const found = hostRepository({
      REPOSITORY_URL: `https://x-access-token:${TOKEN}@github.com/acme-fence/site`,
      BRANCH: "live",
    });
    expect(found).toEqual({ repo: "acme-fence/site", branch: "live" });
    expect(JSON.stringify(found)).not.toContain(TOKEN);
  });

  it("prefers SITE_REPOSITORY, then Netlify, then GitHub Actions", () => {
    const env = { SITE_REPOSITORY: "me/mine", REPOSITORY_URL: "https://github.com/n/n", GITHUB_REPOSITORY: "g/g" };
    expect(hostRepository(env)?.repo).toBe("me/mine");
    expect(hostRepository({ ...env, SITE_REPOSITORY: "" })?.repo).toBe("n/n");
    expect(hostRepository({ GITHUB_REPOSITORY: "g/g", GITHUB_REF_NAME: "main" })).toEqual({
      repo: "g/g",
      branch: "main",
    });
  });

  it("is null where the host names no repository", () => {
    expect(hostRepository({})).toBeNull();
  });

  it("on Cloudflare, which names none, reads the clone's origin (dropping any token) and the build's branch", () => {
    const origin = () => `https://x-access-token:${TOKEN}@github.com/acme-fence/site.git\n`;
    const found = hostRepository({ WORKERS_CI: "1", WORKERS_CI_BRANCH: "main" }, origin);
    expect(found).toEqual({ repo: "acme-fence/site", branch: "main" });
    expect(JSON.stringify(found)).not.toContain(TOKEN);
    expect(hostRepository({ CF_PAGES: "1", CF_PAGES_BRANCH: "live" }, origin)).toEqual({
      repo: "acme-fence/site",
      branch: "live",
    });
    // A variable set by hand wins; a clone with no GitHub origin names nothing.
    expect(hostRepository({ WORKERS_CI: "1", SITE_REPOSITORY: "me/mine" }, origin)?.repo).toBe("me/mine");
    expect(hostRepository({ WORKERS_CI: "1" }, () => undefined)).toBeNull();
    expect(hostRepository({ WORKERS_CI: "1" }, () => "https://gitlab.com/acme/site.git")).toBeNull();
  });

  it("elsewhere leaves the clone alone: a developer's checkout is not the site's repository", () => {
    expect(hostRepository({}, () => "https://github.com/dev/fork.git")).toBeNull();
  });

  it("reads the origin of a real clone with git", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "clone-origin-"));
    try {
      execFileSync("git", ["init", "-q", dir]);
      execFileSync("git", ["-C", dir, "remote", "add", "origin", "https://github.com/acme-fence/site.git"]);
      expect(githubRepository(cloneOrigin(dir))).toBe("acme-fence/site");
      expect(hostRepository({ WORKERS_CI: "1" }, () => cloneOrigin(dir))?.repo).toBe("acme-fence/site");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("siteOrigin", () => {
  const netlify = { CONTEXT: "production", URL: "https://acme-fence.netlify.app" };

  it("keeps an address written in the content, whatever the host says", () => {
    expect(siteOrigin("https://www.acmefence.com", netlify)).toBe("https://www.acmefence.com");
  });

  it("takes Netlify's main address while the content holds the placeholder, in production only", () => {
    expect(siteOrigin(PLACEHOLDER_WEBSITE, netlify)).toBe("https://acme-fence.netlify.app");
    expect(siteOrigin(PLACEHOLDER_WEBSITE, { ...netlify, CONTEXT: "deploy-preview" })).toBe(PLACEHOLDER_WEBSITE);
  });

  it("lets VITE_SITE_ORIGIN override both; an empty one is unset", () => {
    expect(siteOrigin("https://www.acmefence.com", { ...netlify, VITE_SITE_ORIGIN: "https://staging.acme.test" })).toBe(
      "https://staging.acme.test",
    );
    expect(siteOrigin("https://www.acmefence.com", { VITE_SITE_ORIGIN: "" })).toBe("https://www.acmefence.com");
  });
});

describe("placeholderAddressWarning", () => {
  it("speaks on a host build that still uses the placeholder address, naming where to type the real one", () => {
    for (const env of [{ WORKERS_CI: "1" }, { CF_PAGES: "1" }, { NETLIFY: "true", CONTEXT: "deploy-preview" }]) {
      expect(placeholderAddressWarning(PLACEHOLDER_WEBSITE, env), JSON.stringify(env)).toContain(
        "Business and contact, Website address",
      );
    }
  });

  it("is silent off a host, or once the address is the site's own", () => {
    expect(placeholderAddressWarning(PLACEHOLDER_WEBSITE, {})).toBeNull();
    expect(placeholderAddressWarning("https://www.acmefence.com", { WORKERS_CI: "1" })).toBeNull();
  });
});
