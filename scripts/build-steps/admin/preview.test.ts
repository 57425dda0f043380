// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { inlineScriptHashes } from "../headers/inline-scripts.mjs";
import { adminContentSecurityPolicy } from "../../../app/httpHeaders.mjs";
import { PREVIEW_TEMPLATES } from "../../../admin/preview/templates.mjs";
import { ADMIN_CONFIG_FILE, adminPage, sveltiaScript } from "./build.mjs";
import { adminImportMap, IMMUTABLE_SCRIPT, immutableCdnUrl, PREVIEW_SCRIPT } from "./preview.mjs";

describe("the editor's preview templates", () => {
  it("send Sveltia's import of Immutable.js, at the version its script names, to the site's copy", async () => {
    const version = /\bimmutable:`\^?(\d+\.\d+\.\d+)`/.exec(readFileSync(sveltiaScript(), "utf8"))![1];
    expect(JSON.parse(await adminImportMap())).toEqual({
      imports: { [`https://unpkg.com/immutable@${version}/dist/immutable.es.js`]: IMMUTABLE_SCRIPT },
    });
  });

  it("stop the build with the file and what to update when Sveltia no longer names the version", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "sveltia-"));
    const file = path.join(dir, "sveltia-cms.js");
    writeFileSync(file, "const versions={leaflet:`^1.9.4`};");
    await expect(immutableCdnUrl(file)).rejects.toThrow(`${file}: no longer says where it loads Immutable.js from`);
    rmSync(dir, { recursive: true, force: true });
  });

  it("the page loads the import map first, then Sveltia, then the templates; the policy allows that one inline script", async () => {
    const importMap = await adminImportMap();
    const page = adminPage(importMap);
    const order = [`<script type="importmap">${importMap}</script>`, `src="/admin/sveltia-cms.js"`, PREVIEW_SCRIPT];
    const positions = order.map((part) => page.indexOf(part));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(page).toContain(`<script type="module" src="${PREVIEW_SCRIPT}"></script>`);

    const hashes = inlineScriptHashes(page);
    expect(hashes).toHaveLength(1);
    const policy = adminContentSecurityPolicy({
      api: "https://api.github.com",
      signIn: "https://api.netlify.com",
      https: true,
      scriptHashes: hashes,
    });
    expect(policy).toContain(`script-src 'self' ${hashes[0]};`);
    // The preview pane is a frame made from a blob:, its stylesheet a blob: too.
    expect(policy).toContain("frame-src blob:;");
    expect(policy).toMatch(/style-src [^;]*blob:/);
  });

  it("are named after screens of the editor", () => {
    const { screens } = parse(readFileSync(ADMIN_CONFIG_FILE, "utf8")) as { screens: string[] };
    for (const name of PREVIEW_TEMPLATES) expect(screens, `a screen named ${name}`).toContain(name);
  });
});
