// @vitest-environment node
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { mapEmbedUrl } from "~/lib/map";
import { PLACEHOLDER_REPO } from "../admin/build.mjs";
import { adminOrigins, adminSetupWarning, hostSettings, readEditorSettings } from "../admin/config.mjs";
import { adminContentSecurityPolicy, commonHeaders, contentSecurityPolicy } from "../../../app/httpHeaders.mjs";
import { NGINX_SITE_FILE, nginxSiteConfig } from "./nginx-site.mjs";
import { urlPathOf } from "../../lib/build-paths.mjs";
import { allScriptHashes, inlineScriptHashes } from "./inline-scripts.mjs";
import { nginxPagesConfig, serveConfig, staticHostHeaders } from "./targets.mjs";

const ALERT = "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='"; // sha256("alert(1)")
const A_NEWLINE_B = "'sha256-fhj3NzEbLcOy8mndeDlrA1HxT7Zu+oefdoyyMYGIPHg='"; // sha256("a\nb")

describe("inlineScriptHashes", () => {
  it("hashes inline scripts the browser runs, once each, and skips external scripts and data blocks", () => {
    const html = `<head><script>alert(1)</script><script src="/assets/a.js"></script>
      <script type="application/ld+json">{"@type":"LocalBusiness"}</script></head>
      <body><script type="module" async="">alert(1)</script><SCRIPT id="_R_">a
b</SCRIPT></body>`;
    expect(inlineScriptHashes(html)).toEqual([ALERT, A_NEWLINE_B]);
  });

  it("hashes text as the browser parses it, with CR LF read as LF", () => {
    expect(inlineScriptHashes("<script>a\r\nb</script>")).toEqual([A_NEWLINE_B]);
  });

  it("finds nothing in a page without inline scripts", () => {
    expect(inlineScriptHashes('<script src="/x.js"></script><p>no script</p>')).toEqual([]);
  });
});

describe("urlPathOf", () => {
  it("maps prerendered files to the URL they answer, and the 404 page to none", () => {
    expect(urlPathOf("index.html")).toBe("/");
    expect(urlPathOf("fences.html")).toBe("/fences");
    expect(urlPathOf("services/wood.html")).toBe("/services/wood");
    expect(urlPathOf("404.html")).toBeNull();
  });
});

describe("contentSecurityPolicy", () => {
  it("allows scripts only from the site and by hash, never inline or eval", () => {
    const policy = contentSecurityPolicy({ scriptHashes: [ALERT], https: false });
    const scriptSrc = policy.split("; ").find((d) => d.startsWith("script-src"));
    expect(scriptSrc).toBe(`script-src 'self' ${ALERT}`);
    expect(policy).not.toContain("unsafe-eval");
    expect(policy).toContain("object-src 'none'; base-uri 'none'; frame-ancestors 'none';");
    expect(policy).not.toContain("upgrade-insecure-requests");
    expect(contentSecurityPolicy({ scriptHashes: [], https: true })).toMatch(/; upgrade-insecure-requests$/);
  });

  it("allows as a frame the map the site embeds, and nothing else", () => {
    const policy = contentSecurityPolicy({ scriptHashes: [], https: true });
    expect(policy).toContain(`frame-src ${new URL(mapEmbedUrl()).origin};`);
    expect(policy.match(/frame-src [^;]*/)?.[0]).toBe(`frame-src ${new URL(mapEmbedUrl()).origin}`);
  });

  it("sends HSTS only where the site is HTTPS-only", () => {
    expect(commonHeaders({ https: true })["Strict-Transport-Security"]).toBe("max-age=31536000");
    expect(commonHeaders({ https: false })).not.toHaveProperty("Strict-Transport-Security");
  });
});

const PAGES = [
  { file: "404.html", urlPath: null, scriptHashes: [ALERT] },
  { file: "fences.html", urlPath: "/fences", scriptHashes: [A_NEWLINE_B] },
  { file: "index.html", urlPath: "/", scriptHashes: [ALERT, A_NEWLINE_B] },
];
const ADMIN = { api: "https://api.github.com", signIn: "https://api.netlify.com" };
const ADMIN_POLICY = adminContentSecurityPolicy({ ...ADMIN, https: true });

describe("targets", () => {
  it("serve.json gives each HTML file, including 404.html, its own policy after the common rules", () => {
    const { headers } = serveConfig(PAGES, ADMIN);
    expect(headers.map((rule) => rule.source)).toEqual([
      "**",
      "assets/**",
      "img/**",
      "404.html",
      "fences.html",
      "index.html",
      "admin/**",
    ]);
    const fences = headers.find((rule) => rule.source === "fences.html")!.headers;
    expect(fences).toContainEqual({
      key: "Content-Security-Policy",
      value: contentSecurityPolicy({ scriptHashes: [A_NEWLINE_B], https: false }),
    });
    expect(fences).toContainEqual({ key: "Cache-Control", value: "no-cache" });
  });

  it("_headers: /* allows every page's scripts, each page's rule replaces that policy, no Cache-Control on /*", () => {
    const text = staticHostHeaders(PAGES, ADMIN);
    const rules = text.split("\n\n").slice(1);
    const [all] = rules;
    expect(all).toContain(
      `Content-Security-Policy: ${contentSecurityPolicy({ scriptHashes: allScriptHashes(PAGES), https: true })}`,
    );
    expect(all).not.toContain("Cache-Control");
    expect(rules.map((rule) => rule.split("\n")[0])).toEqual([
      "/*",
      "/assets/*",
      "/img/*",
      "/404",
      "/fences",
      "/",
      "/admin",
      "/admin/*",
    ]);
    // The editor's rules replace the policy and the opener policy of "/*" with its own.
    const admin = rules.at(-1)!.split("\n");
    expect(admin.slice(1, 4)).toEqual([
      "  ! Content-Security-Policy",
      "  ! Cross-Origin-Opener-Policy",
      `  Content-Security-Policy: ${ADMIN_POLICY}`,
    ]);
    expect(admin).toContain("  Cross-Origin-Opener-Policy: same-origin-allow-popups");
    const fences = rules.find((rule) => rule.startsWith("/fences\n"))!.split("\n");
    // Cloudflare Pages: remove the policy of "/*" before setting the page's own, so one is sent.
    expect(fences.slice(1, 3)).toEqual([
      "  ! Content-Security-Policy",
      `  Content-Security-Policy: ${contentSecurityPolicy({ scriptHashes: [A_NEWLINE_B], https: true })}`,
    ]);
    expect(fences.filter((line) => line.includes("Content-Security-Policy:"))).toHaveLength(1);
  });

  it("nginx page rules: one exact location per page and its other addresses, the internal 404 page, the fallback", () => {
    const text = nginxPagesConfig(PAGES, ADMIN);
    expect(text.match(/^location [^{]+/gm)).toEqual([
      "location = /404.html ",
      "location = /404 ",
      "location = /fences ",
      "location = /fences/ ",
      "location = /fences.html ",
      "location = / ",
      "location = /index.html ",
      "location = /admin ",
      "location = /admin/ ",
      "location ^~ /admin/ ",
      "location / ",
    ]);
    expect(text).toContain(`add_header Content-Security-Policy "${ADMIN_POLICY}" always;`);
    expect(text).toContain(
      `add_header Content-Security-Policy "${contentSecurityPolicy({ scriptHashes: [A_NEWLINE_B], https: true })}" always;`,
    );
    expect(text).toContain("location = /fences/ {\n    return 301 /fences;");
  });

  it("deploy/nginx.conf is what the definition generates (node scripts/build-steps/headers/nginx-site.mjs --write)", () => {
    expect(readFileSync(NGINX_SITE_FILE, "utf8")).toBe(nginxSiteConfig());
  });

  it("the editor's policy: scripts from the site only, connections only to the site, GitHub's API and the sign-in helper", () => {
    const directives = new Map(
      adminContentSecurityPolicy({ ...ADMIN, https: true })
        .split("; ")
        .map((d) => [d.split(" ")[0], d.split(" ").slice(1)] as const),
    );
    expect(directives.get("script-src")).toEqual(["'self'"]);
    expect(directives.get("connect-src")).toEqual(["'self'", "blob:", "data:", ADMIN.api, ADMIN.signIn]);
    expect(directives.get("frame-ancestors")).toEqual(["'none'"]);
    // Every source that is not the site itself or a local blob:/data: URL is one of the two origins,
    // or GitHub's avatar pictures.
    const elsewhere = [...directives.values()].flat().filter((s) => /^https?:/.test(s));
    expect(new Set(elsewhere)).toEqual(new Set([ADMIN.api, ADMIN.signIn, "https://avatars.githubusercontent.com"]));
  });

  it("reads the editor's origins from admin/config.yml: GitHub, and Netlify's sign-in unless base_url names another", async () => {
    expect(await adminOrigins()).toEqual(ADMIN);
    const dir = mkdtempSync(path.join(tmpdir(), "admin-config-"));
    const file = path.join(dir, "config.yml");
    writeFileSync(file, "backend:\n  name: github\n  base_url: https://auth.example.workers.dev/\n");
    expect(await adminOrigins(file)).toEqual({ api: ADMIN.api, signIn: "https://auth.example.workers.dev" });
    writeFileSync(file, "backend:\n  name: test-repo\n");
    await expect(adminOrigins(file)).rejects.toThrow(`${file}: backend.name must be github`);
  });

  it("reminds the build to name the site's repository while admin/config.yml has the placeholder and the host names none", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "admin-config-"));
    const file = path.join(dir, "config.yml");
    writeFileSync(file, `backend:\n  name: github\n  repo: ${PLACEHOLDER_REPO}\n`);
    expect(await adminSetupWarning(file, {})).toBe(
      `${file}: backend.repo is still ${PLACEHOLDER_REPO} and the host names no repository: set it to the site's GitHub repository (account/repository), or SITE_REPOSITORY in the host's settings, or the editor at /admin cannot sign in.`,
    );
    expect(await adminSetupWarning(file, { GITHUB_REPOSITORY: "smith-fences/website" })).toBeNull();
    writeFileSync(file, "backend:\n  name: github\n  repo: smith-fences/website\n");
    expect(await adminSetupWarning(file, {})).toBeNull();
  });

  it("fills the placeholder repository and branch from the host, and never a credential", () => {
    const settings = { backend: { name: "github", repo: PLACEHOLDER_REPO, branch: "main" } };
    const token = "ghs_16C7e42F292c6912E7710c838347Ae178B4a";
    const built = hostSettings(settings, {
      REPOSITORY_URL: `https://x-access-token:${token}@github.com/smith-fences/website`,
      BRANCH: "live",
    });
    expect(built.settings.backend).toEqual({ name: "github", repo: "smith-fences/website", branch: "live" });
    expect(JSON.stringify(built)).not.toContain(token);
  });

  it("offers the token alone until a sign-in service is named, then GitHub's sign-in as well", async () => {
    const shipped = hostSettings(await readEditorSettings(), { SITE_REPOSITORY: "smith-fences/website" });
    expect(shipped.settings.backend.auth_methods).toEqual(["token"]);
    const settings = { backend: { name: "github", repo: "smith-fences/website", auth_methods: ["token"] } };
    expect(hostSettings(settings, {}).settings).toEqual(settings);
    const worker = { backend: { ...settings.backend, base_url: "https://sveltia-cms-auth.smith.workers.dev" } };
    expect(hostSettings(worker, {}).settings.backend.auth_methods).toEqual(["oauth", "token"]);
    const both = { backend: { ...worker.backend, auth_methods: ["token", "oauth"] } };
    expect(hostSettings(both, {}).settings).toEqual(both);
  });

  it("keeps a repository written in the file, whatever the host says", () => {
    const settings = { backend: { name: "github", repo: "smith-fences/website", branch: "main" } };
    expect(hostSettings(settings, { GITHUB_REPOSITORY: "other/repo", BRANCH: "x" }).settings).toEqual(settings);
  });
});
