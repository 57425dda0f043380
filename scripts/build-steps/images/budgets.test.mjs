// @vitest-environment node
// Byte budgets for the generated pictures (npm run images writes them; npm test runs it first).
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { galleryImages } from "../../../app/generated/gallery.ts";
import { images } from "../../../app/generated/images.ts";
import { OUTPUT_DIR, PROFILES } from "./config.mjs";
import { recordFiles } from "./encode.mjs";

const KB = 1024;
const size = (file) => statSync(path.join(OUTPUT_DIR, file)).size;
const all = [...Object.values(images), ...galleryImages.map((g) => g.image)];

describe("image budgets", () => {
  it("has every file the manifest names", () => {
    const missing = all.flatMap(recordFiles).filter((f) => !existsSync(path.join(OUTPUT_DIR, f)));
    expect(missing).toEqual([]);
  });

  it("keeps every image file at most 200 KB", () => {
    const over = readdirSync(OUTPUT_DIR).filter((f) => size(f) > 200 * KB);
    expect(over).toEqual([]);
  });

  it("keeps gallery thumbnails (the grid widths, 480 px and below) at most 40 KB", () => {
    const thumbs = galleryImages.flatMap((g) =>
      g.image.w.filter((w) => w <= 480).map((w) => `${g.image.base}-${w}.webp`),
    );
    expect(thumbs.length).toBeGreaterThanOrEqual(galleryImages.length);
    const over = thumbs.filter((f) => size(f) > 40 * KB);
    expect(over).toEqual([]);
  });

  it("keeps the largest hero variant at most 150 KB", () => {
    const heroes = Object.entries(images).filter(([key]) => key.startsWith("hero/"));
    expect(heroes.length).toBe(4);
    for (const [key, image] of heroes) {
      expect(image.w.at(-1), key).toBe(PROFILES.hero.widths.at(-1));
      const largest = Math.max(...recordFiles(image).map(size));
      expect(largest, key).toBeLessThanOrEqual(150 * KB);
    }
  });

  it("lists the gallery pictures in use as img1..imgN, each once", () => {
    // Which pictures (the owner's photos, else the drawn samples) is the rule of sources.mjs, tested there.
    const keys = galleryImages.map((g) => g.key);
    expect(keys.length).toBeGreaterThan(0);
    expect(new Set(keys).size).toBe(keys.length);
    expect(galleryImages.map((g) => g.id)).toEqual(keys.map((_, i) => `img${i + 1}`));
  });
});
