import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { bootInSteps, dependencyOrder } from "./boot-in-steps.mjs";

function fixture(files) {
  const dir = mkdtempSync(path.join(os.tmpdir(), "boot-"));
  mkdirSync(path.join(dir, "assets"));
  for (const [name, code] of Object.entries(files)) writeFileSync(path.join(dir, "assets", name), code);
  return dir;
}

const FILES = {
  "manifest-1.js": "window.__reactRouterManifest={};",
  "react-1.js": "export const r=1;",
  "root-1.js": 'import{r as e}from"./react-1.js";import"./icons-1.js";export default e;',
  "icons-1.js": 'import{r}from"./react-1.js";export const i=r;',
  "home-1.js": 'import{r}from"./react-1.js";const lazy=()=>import("./Section-1.js");export default lazy;',
  "entry.client-1.js": 'import{r}from"./react-1.js";',
};
const BOOTSTRAP = `import "/assets/manifest-1.js";
import * as route0 from "/assets/root-1.js";
import * as route1 from "/assets/home-1.js";

  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-1.js");`;

describe("boot in steps", () => {
  it("orders chunks dependencies first, each once, and leaves lazy chunks out", () => {
    const dir = fixture(FILES);
    expect(dependencyOrder(dir, ["/assets/root-1.js", "/assets/home-1.js"])).toEqual([
      "/assets/react-1.js",
      "/assets/icons-1.js",
      "/assets/root-1.js",
      "/assets/home-1.js",
    ]);
  });

  it("keeps the bootstrap's program but imports one chunk at a time, yielding in between", () => {
    const code = bootInSteps(BOOTSTRAP, fixture(FILES));
    expect(code).not.toMatch(/^import\s/m);
    expect(code).toContain(
      'const chunks = ["/assets/manifest-1.js","/assets/react-1.js","/assets/icons-1.js","/assets/root-1.js","/assets/home-1.js","/assets/entry.client-1.js"];',
    );
    expect(code).toContain("setTimeout");
    expect(code).toContain('const route0 = await import("/assets/root-1.js");');
    expect(code).toContain('window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};');
    expect(code.trim().endsWith('import("/assets/entry.client-1.js");')).toBe(true);
  });

  it("refuses a bootstrap it does not recognise", () => {
    expect(() => bootInSteps("console.log(1)", fixture(FILES))).toThrow(/unexpected React Router bootstrap/);
  });
});
