// @vitest-environment node
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { MAP_ORIGIN as APP_MAP_ORIGIN } from "~/lib/map";
import { commonHeaders, contentSecurityPolicy, MAP_ORIGIN } from "./definition.mjs";
import { NGINX_SITE_FILE, nginxSiteConfig } from "./nginx-site.mjs";
import { allScriptHashes, inlineScriptHashes, urlPathOf } from "./pages.mjs";
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
    expect(policy).toContain("object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self' mailto:");
    expect(policy).not.toContain("upgrade-insecure-requests");
    expect(contentSecurityPolicy({ scriptHashes: [], https: true })).toMatch(/; upgrade-insecure-requests$/);
  });

  it("allows as a frame the map the site embeds, and nothing else", () => {
    expect(MAP_ORIGIN).toBe(APP_MAP_ORIGIN);
    expect(contentSecurityPolicy({ scriptHashes: [], https: true })).toContain(`frame-src ${APP_MAP_ORIGIN};`);
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

describe("targets", () => {
  it("serve.json gives each HTML file, including 404.html, its own policy after the common rules", () => {
    const { headers } = serveConfig(PAGES);
    expect(headers.map((rule) => rule.source)).toEqual([
      "**",
      "assets/**",
      "img/**",
      "404.html",
      "fences.html",
      "index.html",
    ]);
    const fences = headers.find((rule) => rule.source === "fences.html")!.headers;
    expect(fences).toContainEqual({
      key: "Content-Security-Policy",
      value: contentSecurityPolicy({ scriptHashes: [A_NEWLINE_B], https: false }),
    });
    expect(fences).toContainEqual({ key: "Cache-Control", value: "no-cache" });
  });

  it("_headers: /* allows every page's scripts, each page's rule replaces that policy, no Cache-Control on /*", () => {
    const text = staticHostHeaders(PAGES);
    const rules = text.split("\n\n").slice(1);
    const [all] = rules;
    expect(all).toContain(
      `Content-Security-Policy: ${contentSecurityPolicy({ scriptHashes: allScriptHashes(PAGES), https: true })}`,
    );
    expect(all).not.toContain("Cache-Control");
    expect(rules.map((rule) => rule.split("\n")[0])).toEqual(["/*", "/assets/*", "/img/*", "/404", "/fences", "/"]);
    const fences = rules.find((rule) => rule.startsWith("/fences\n"))!.split("\n");
    // Cloudflare Pages: remove the policy of "/*" before setting the page's own, so one is sent.
    expect(fences.slice(1, 3)).toEqual([
      "  ! Content-Security-Policy",
      `  Content-Security-Policy: ${contentSecurityPolicy({ scriptHashes: [A_NEWLINE_B], https: true })}`,
    ]);
    expect(fences.filter((line) => line.includes("Content-Security-Policy:"))).toHaveLength(1);
  });

  it("nginx page rules: one exact location per page and its other addresses, the internal 404 page, the fallback", () => {
    const text = nginxPagesConfig(PAGES);
    expect(text.match(/^location [^{]+/gm)).toEqual([
      "location = /404.html ",
      "location = /404 ",
      "location = /fences ",
      "location = /fences/ ",
      "location = /fences.html ",
      "location = / ",
      "location = /index.html ",
      "location / ",
    ]);
    expect(text).toContain(
      `add_header Content-Security-Policy "${contentSecurityPolicy({ scriptHashes: [A_NEWLINE_B], https: true })}" always;`,
    );
    expect(text).toContain("location = /fences/ {\n    return 301 /fences;");
  });

  it("deploy/nginx.conf is what the definition generates (node scripts/headers/nginx-site.mjs --write)", () => {
    expect(readFileSync(NGINX_SITE_FILE, "utf8")).toBe(nginxSiteConfig());
  });
});
