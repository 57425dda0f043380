// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { checkContentImages } from "./content-check.mjs";
import { galleryManifestFile } from "./manifest.mjs";
import { buildImages } from "./run.mjs";

async function workspace(files) {
  const root = mkdtempSync(path.join(tmpdir(), "img-run-"));
  const sourceDir = path.join(root, "src");
  mkdirSync(path.join(sourceDir, "gallery"), { recursive: true });
  for (const [name, content] of Object.entries(files)) writeFileSync(path.join(sourceDir, name), await content);
  return {
    root,
    options: {
      sourceDir,
      sampleDir: path.join(root, "samples"),
      outDir: path.join(root, "out"),
      cacheDir: path.join(root, "cache"),
      manifestFile: path.join(root, "images.ts"),
      sampleKeys: [],
      site: null,
      quiet: true,
    },
  };
}

const photo = (width, height, color) =>
  sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();

describe("buildImages", () => {
  it("stops with a message naming a corrupt picture", async () => {
    const { options } = await workspace({
      "gallery/1.jpg": photo(400, 300, "#336699"),
      "gallery/2.jpg": "this is not a JPEG",
    });
    await expect(buildImages(options)).rejects.toThrow(/gallery[\\/]2\.jpg/);
  });

  it("writes WebP variants no wider than the photo, a manifest, and skips unchanged photos next time", async () => {
    const { options } = await workspace({ "gallery/1.png": photo(1000, 750, "#336699") });
    const first = await buildImages(options);
    expect(first.encoded).toBe(1);
    const record = first.records["gallery/1"];
    expect(record.w).toEqual([320, 480, 800]);
    expect(record.h).toBe(600);
    expect(record.ph).toBe("#336699");
    expect(readdirSync(options.outDir).sort()).toEqual(record.w.map((w) => `${record.base}-${w}.webp`).sort());
    const manifest = readFileSync(galleryManifestFile(options.manifestFile), "utf8");
    expect(manifest).toContain('id: "img1", key: "gallery/1", alt: "Completed fence project 1"');

    const second = await buildImages(options);
    expect(second.encoded).toBe(0);
    expect(second.records["gallery/1"]).toEqual(record);
  });

  it("re-encodes a photo whose bytes changed and removes the old files", async () => {
    const { options } = await workspace({ "gallery/1.jpg": photo(500, 400, "#336699") });
    const first = await buildImages(options);
    writeFileSync(path.join(options.sourceDir, "gallery", "1.jpg"), await photo(500, 400, "#993333"));
    const second = await buildImages(options);
    expect(second.encoded).toBe(1);
    expect(second.records["gallery/1"].base).not.toBe(first.records["gallery/1"].base);
    expect(readdirSync(options.outDir).every((f) => f.startsWith(second.records["gallery/1"].base))).toBe(true);
  });
});

describe("checkContentImages", () => {
  const site = { services: [{ images: [{ image: "wood-1" }, { image: "wood-9" }] }] };
  it("names the content field and the missing file", () => {
    expect(() => checkContentImages(site, new Set(["services/wood-1"]))).toThrow(
      /services\.0\.images\.1\.image \("wood-9"\).*app\/content\/images\/services\/wood-9\.jpg/,
    );
  });
  it("passes when every named picture exists", () => {
    expect(() => checkContentImages(site, new Set(["services/wood-1", "services/wood-9"]))).not.toThrow();
  });
});
