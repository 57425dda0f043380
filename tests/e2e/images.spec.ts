// Reads the prerendered HTML of the build (npm test builds before the e2e stage).
import { expect, test } from "@playwright/test";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { CLIENT_DIR } from "../../scripts/lib/build-paths.mjs";

const pages = readdirSync(CLIENT_DIR, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".html"));
const html = (file: string) => readFileSync(path.join(CLIENT_DIR, file), "utf8");
const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, "i").exec(tag)?.[1];

test("the build has prerendered pages to check", () => {
  expect(pages).toContain("index.html");
});

for (const page of pages) {
  test(`every <img> in ${page} has alt, width and height, and its files exist`, () => {
    const tags = html(page).match(/<img\b[^>]*>/gi) ?? [];
    for (const tag of tags) {
      expect(tag, `alt in ${tag}`).toMatch(/\salt="[^"]*"/i);
      expect(Number(attr(tag, "width")), `width in ${tag}`).toBeGreaterThan(0);
      expect(Number(attr(tag, "height")), `height in ${tag}`).toBeGreaterThan(0);
      const src = attr(tag, "src");
      if (src?.startsWith("/img/")) expect(existsSync(path.join(CLIENT_DIR, src)), `${src} exists`).toBe(true);
      for (const candidate of (attr(tag, "srcset") ?? "").split(",").filter(Boolean)) {
        const url = candidate.trim().split(/\s+/)[0] ?? "";
        if (url.startsWith("/img/")) expect(existsSync(path.join(CLIENT_DIR, url)), `${url} exists`).toBe(true);
      }
    }
  });
}

test("each main page preloads its hero picture in <head> with high priority", () => {
  for (const page of ["index.html", "fences.html", "gallery.html", "contact.html"]) {
    const file = pages.find((p) => p === page);
    expect(file, `${page} is prerendered`).toBeTruthy();
    const head = html(file!).split("</head>")[0] ?? "";
    const preload = head.match(/<link\b[^>]*rel="preload"[^>]*as="image"[^>]*>/i)?.[0] ?? "";
    expect(preload, `image preload in the head of ${file}`).toMatch(/fetchpriority="high"/i);
    expect(preload).toMatch(/imagesrcset="\/img\/hero-/i);
    const eager = html(file!).match(/<img\b[^>]*fetchpriority="high"[^>]*>/gi) ?? [];
    expect(eager.length, `one priority image on ${file}`).toBe(1);
    expect(eager[0]).toMatch(/loading="eager"/);
  }
});
