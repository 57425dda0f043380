import type { Rollup } from "vite";
import { describe, expect, it } from "vitest";
import { bootFileName, bootModule, chunkOrder } from "./islandsBoot";

/** The parts of a browser build's chunks that the boot reads. */
const chunk = (fileName: string, imports: string[] = []) =>
  ({ type: "chunk", fileName, imports }) as unknown as Rollup.OutputChunk;
const BUNDLE = {
  "assets/react-1.js": chunk("assets/react-1.js"),
  "assets/react-dom-1.js": chunk("assets/react-dom-1.js", ["assets/react-1.js"]),
  "assets/icons-1.js": chunk("assets/icons-1.js", ["assets/react-1.js"]),
  "assets/entry.client-1.js": chunk("assets/entry.client-1.js", ["assets/react-1.js", "assets/react-dom-1.js"]),
  "assets/MobileMenu-1.js": chunk("assets/MobileMenu-1.js", ["assets/react-1.js", "assets/icons-1.js"]),
} as Rollup.OutputBundle;

describe("islands boot", () => {
  it("orders a chunk's static imports dependencies first, each once, without its dynamic ones", () => {
    expect(chunkOrder(BUNDLE, "assets/entry.client-1.js")).toEqual([
      "/assets/react-1.js",
      "/assets/react-dom-1.js",
      "/assets/entry.client-1.js",
    ]);
  });

  it("names a chunk the build does not hold", () => {
    expect(() => chunkOrder(BUNDLE, "assets/nope.js")).toThrow("islands-boot: assets/nope.js is not a chunk");
  });

  it("preloads the entry's chunks, evaluates them one per task, then starts the entry", () => {
    const code = bootModule(chunkOrder(BUNDLE, "assets/entry.client-1.js"));
    expect(code).toContain(
      'const steps = ["/assets/react-1.js","/assets/react-dom-1.js","/assets/entry.client-1.js"];',
    );
    expect(code).toContain("setTimeout");
    expect(code.trim().endsWith('import("/assets/entry.client-1.js");')).toBe(true);
  });

  it("names the boot module by its content", () => {
    expect(bootFileName("a")).toMatch(/^assets\/boot-[0-9a-f]{10}\.js$/);
    expect(bootFileName("a")).not.toBe(bootFileName("b"));
  });
});
