// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { collectSources, naturalCompare } from "./sources.mjs";

function sourceDirWith(files) {
  const dir = mkdtempSync(path.join(tmpdir(), "img-src-"));
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), content);
  }
  return dir;
}

const samples = ["gallery/1", "gallery/2", "gallery/3", "gallery/10", "hero/home"];

describe("collectSources", () => {
  it("orders gallery names naturally (2 before 10) and numbers ids from img1", () => {
    const { gallery } = collectSources(samples, { sourceDir: sourceDirWith({}), sampleDir: "/samples" });
    expect(gallery.map((g) => g.key)).toEqual(["gallery/1", "gallery/2", "gallery/3", "gallery/10"]);
    expect(gallery.map((g) => g.id)).toEqual(["img1", "img2", "img3", "img4"]);
    expect(gallery[3]?.alt).toBe("Completed fence project 4");
  });

  it("lets an owner photo replace the sample of the same name and adds other photos after", () => {
    const sourceDir = sourceDirWith({
      "gallery/2.JPG": "x",
      "gallery/smith-yard.webp": "x",
      "hero/home.png": "x",
      "gallery/notes.txt": "x",
    });
    const { sources, gallery } = collectSources(samples, { sourceDir, sampleDir: "/samples" });
    expect(gallery.map((g) => g.key)).toEqual([
      "gallery/1",
      "gallery/2",
      "gallery/3",
      "gallery/10",
      "gallery/smith-yard",
    ]);
    const byKey = Object.fromEntries(sources.map((s) => [s.key, s]));
    expect(byKey["gallery/2"]).toMatchObject({ sample: false, file: path.join(sourceDir, "gallery", "2.JPG") });
    expect(byKey["gallery/3"]).toMatchObject({ sample: true, file: path.join("/samples", "gallery", "3.svg") });
    expect(byKey["hero/home"]?.sample).toBe(false);
    expect(sources.some((s) => s.file.endsWith("notes.txt"))).toBe(false);
  });

  it("uses the owner's alt text from content/gallery.yml by file name, else the default", () => {
    const sourceDir = sourceDirWith({ "gallery/2.jpg": "x", "gallery/smith.png": "x" });
    const galleryPhotos = [
      { file: "2.jpg", alt: "Cedar fence in Southaven" },
      { file: "smith.png", type: "wood" },
    ];
    const { gallery } = collectSources(samples, { sourceDir, sampleDir: "/samples", galleryPhotos });
    expect(gallery.map((g) => g.alt)).toEqual([
      "Completed fence project 1",
      "Cedar fence in Southaven",
      "Completed fence project 3",
      "Completed fence project 4",
      "Completed fence project 5",
    ]);
  });

  it("refuses two photos with the same name, naming both", () => {
    const sourceDir = sourceDirWith({ "gallery/5.jpg": "x", "gallery/5.png": "x" });
    expect(() => collectSources(samples, { sourceDir, sampleDir: "/samples" })).toThrow(
      /5\.jpg and 5\.png|5\.png and 5\.jpg/,
    );
  });

  it("sorts like a person reads file names", () => {
    expect(["img10.jpg", "img2.jpg", "IMG1.jpg"].sort(naturalCompare)).toEqual(["IMG1.jpg", "img2.jpg", "img10.jpg"]);
  });
});
