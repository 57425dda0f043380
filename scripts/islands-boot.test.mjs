import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { bootModule, bootPage, chunkOrder, islandNames, starter } from "./islands-boot.mjs";

const MANIFEST = {
  "_react.js": { file: "assets/react-1.js" },
  "_react-dom.js": { file: "assets/react-dom-1.js", imports: ["_react.js"] },
  "_icons.js": { file: "assets/icons-1.js", imports: ["_react.js"] },
  "app/entry.client.tsx": { file: "assets/entry.client-1.js", isEntry: true, imports: ["_react.js", "_react-dom.js"] },
  "app/components/layout/MobileMenu.tsx": { file: "assets/MobileMenu-1.js", imports: ["_react.js", "_icons.js"] },
  "app/components/forms/QuoteForm.tsx": { file: "assets/QuoteForm-1.js", imports: ["_react.js"] },
};
const NAMES = new Set(["MobileMenu", "QuoteForm"]);

const ROUTER_PAGE = `<html><head><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/root-1.js"/></head><body>
<div data-island="MobileMenu" data-island-id="MobileMenu-"><button>Open menu</button></div>
<script>window.__reactRouterContext = {"basename":"/"};window.__reactRouterContext.stream = new ReadableStream();</script>
<script type="module" async="">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-1.js";
window.__reactRouterRouteModules = {"root":route0};
import("/assets/entry.client-1.js");</script>
<script>window.__reactRouterContext.streamController.close();</script></body></html>`;

describe("islands boot", () => {
  it("reads every island of the registry", () => {
    const names = islandNames(readFileSync("app/islands/registry.ts", "utf8"));
    expect(names.has("MobileMenu")).toBe(true);
    expect(names.has("ProjectGallery")).toBe(true);
    expect(names.size).toBeGreaterThanOrEqual(10);
  });

  it("orders chunks dependencies first, each once", () => {
    expect(chunkOrder(MANIFEST, ["app/entry.client.tsx", "app/components/layout/MobileMenu.tsx"])).toEqual([
      "/assets/react-1.js",
      "/assets/react-dom-1.js",
      "/assets/entry.client-1.js",
      "/assets/icons-1.js",
      "/assets/MobileMenu-1.js",
    ]);
  });

  it("preloads the entry's chunks, evaluates them one per task, then starts the entry", () => {
    const code = bootModule(MANIFEST);
    expect(code).toContain(
      'const steps = ["/assets/react-1.js","/assets/react-dom-1.js","/assets/entry.client-1.js"];',
    );
    expect(code).not.toContain("MobileMenu-1.js");
    expect(code).toContain("setTimeout");
    expect(code.trim().endsWith('import("/assets/entry.client-1.js");')).toBe(true);
  });

  it("removes React Router's scripts and preloads and adds the starter before </body>", () => {
    const html = bootPage(ROUTER_PAGE, NAMES, "boot-1.js");
    expect(html).not.toContain("__reactRouter");
    expect(html).not.toContain("modulepreload");
    expect(html).toContain("<button>Open menu</button>");
    expect(html.endsWith(`${starter("/assets/boot-1.js")}</body></html>`)).toBe(true);
  });

  it("refuses an island the registry does not know", () => {
    const page = ROUTER_PAGE.replace("</body>", '<div data-island="Nope"></div></body>');
    expect(() => bootPage(page, NAMES, "boot-1.js")).toThrow(/island "Nope"/);
  });
});
