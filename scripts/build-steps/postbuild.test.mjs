// @vitest-environment node
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { pagesAsFiles } from "./postbuild.mjs";

let dir = "";
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function write(file) {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(path.join(dir, file), file);
}

describe("pagesAsFiles", () => {
  it("writes every page but the home page as <path>.html, the 404 page as 404.html, and drops emptied folders", async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), "pages-as-files-"));
    for (const file of ["index.html", "fences/index.html", "404/index.html", "services/index.html"]) write(file);
    write("services/wood/index.html");
    write("assets/app-1.js");
    expect(await pagesAsFiles(dir)).toBe(4);
    const files = readdirSync(dir, { recursive: true, encoding: "utf8" })
      .map((file) => file.split(path.sep).join("/"))
      .sort();
    expect(files).toEqual([
      "404.html",
      "assets",
      "assets/app-1.js",
      "fences.html",
      "index.html",
      "services",
      "services.html",
      "services/wood.html",
    ]);
    // Each file keeps its own page.
    expect(readFileSync(path.join(dir, "services/wood.html"), "utf8")).toBe("services/wood/index.html");
  });
});
