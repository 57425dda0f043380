// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { collectSources, naturalCompare, samplePicturesInUse } from "./sources.mjs";

function sourceDirWith(files) {
  const dir = mkdtempSync(path.join(tmpdir(), "img-src-"));
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), content);
  }
  return dir;
}

const samples = ["gallery/1", "gallery/2", "gallery/3", "gallery/10", "hero/home"];

describe("samplePicturesInUse", () => {
  it("names every drawing still shown, and no gallery drawing once the owner has one gallery photo", () => {
    expect(samplePicturesInUse(samples, sourceDirWith({ "hero/home.jpg": "x" }))).toEqual([
      "gallery/1",
      "gallery/2",
      "gallery/3",
      "gallery/10",
    ]);
    expect(samplePicturesInUse(samples, sourceDirWith({ "gallery/smith.jpg": "x" }))).toEqual(["hero/home"]);
  });
});

describe("collectSources", () => {
  it("orders gallery names naturally (2 before 10) and numbers ids from img1", () => {
    const { gallery } = collectSources(samples, { sourceDir: sourceDirWith({}), sampleDir: "/samples" });
    expect(gallery.map((g) => g.key)).toEqual(["gallery/1", "gallery/2", "gallery/3", "gallery/10"]);
    expect(gallery.map((g) => g.id)).toEqual(["img1", "img2", "img3", "img4"]);
    expect(gallery[3]?.alt).toBe("Completed fence project 4");
  });

  it("shows only the owner's gallery photos once there is one: no drawing beside them", () => {
    const sourceDir = sourceDirWith({
      "gallery/2.JPG": "x",
      "gallery/smith-yard.webp": "x",
      "hero/home.png": "x",
      "gallery/notes.txt": "x",
    });
    const { sources, gallery } = collectSources(samples, { sourceDir, sampleDir: "/samples" });
    expect(gallery.map((g) => g.key)).toEqual(["gallery/2", "gallery/smith-yard"]);
    const byKey = Object.fromEntries(sources.map((s) => [s.key, s]));
    expect(byKey["gallery/2"]).toMatchObject({ sample: false, file: path.join(sourceDir, "gallery", "2.JPG") });
    expect(byKey["gallery/3"]).toBeUndefined();
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
    expect(gallery.map((g) => g.alt)).toEqual(["Cedar fence in Southaven", "Completed fence project 2"]);
  });

  it("gives each sample the type its drawing shows", () => {
    const sampleTypes = new Map([
      ["gallery/1", "vinyl"],
      ["gallery/2", "decks"],
    ]);
    const { gallery } = collectSources(samples, { sourceDir: sourceDirWith({}), sampleDir: "/samples", sampleTypes });
    expect(gallery.map((g) => g.type)).toEqual(["vinyl", "decks", undefined, undefined]);
  });

  it("types an owner photo from its entry in content/gallery.yml (the editor), not from the sample it replaces", () => {
    const sourceDir = sourceDirWith({ "gallery/1.jpg": "x", "gallery/2.jpg": "x" });
    const galleryPhotos = [{ file: "1.jpg", type: "metal" }];
    const sampleTypes = new Map([
      ["gallery/1", "vinyl"],
      ["gallery/2", "decks"],
    ]);
    const { gallery } = collectSources(samples, { sourceDir, sampleDir: "/samples", galleryPhotos, sampleTypes });
    // Photo 2 replaced a deck sample but says nothing of itself: it has no type.
    expect(gallery.slice(0, 2).map((g) => [g.key, g.type])).toEqual([
      ["gallery/1", "metal"],
      ["gallery/2", undefined],
    ]);
  });

  it("types an owner photo from the sub-folder it is in; its entry in content/gallery.yml wins", () => {
    const sourceDir = sourceDirWith({
      "gallery/vinyl/smith.jpg": "x",
      "gallery/chain-link/3.png": "x",
      "gallery/decks/jones.webp": "x",
      "gallery/loose.jpg": "x",
    });
    const galleryPhotos = [
      { file: "jones.webp", type: "wood", alt: "Cedar deck" },
      { file: "smith.jpg", alt: "White vinyl privacy fence" },
    ];
    const { sources, gallery } = collectSources(samples, { sourceDir, sampleDir: "/samples", galleryPhotos });
    expect(gallery.map((g) => [g.key, g.type, g.alt])).toEqual([
      ["gallery/3", "chain-link", "Completed fence project 1"],
      ["gallery/jones", "wood", "Cedar deck"],
      ["gallery/loose", undefined, "Completed fence project 3"],
      ["gallery/smith", "vinyl", "White vinyl privacy fence"],
    ]);
    const byKey = Object.fromEntries(sources.map((s) => [s.key, s]));
    expect(byKey["gallery/3"]).toMatchObject({
      sample: false,
      file: path.join(sourceDir, "gallery", "chain-link", "3.png"),
    });
  });

  it("refuses a gallery sub-folder that is not a kind of work offered, naming it and the kinds", () => {
    const sourceDir = sourceDirWith({ "gallery/fences/a.jpg": "x" });
    const offerings = ["wood", "pergolas"];
    expect(() => collectSources(samples, { sourceDir, sampleDir: "/samples", offerings })).toThrow(
      /gallery[\\/]fences is not a kind of work you offer: .*\(wood, pergolas\)/,
    );
  });

  it("refuses the same name in two sub-folders", () => {
    const sourceDir = sourceDirWith({ "gallery/vinyl/smith.jpg": "x", "gallery/metal/smith.jpg": "x" });
    expect(() => collectSources(samples, { sourceDir, sampleDir: "/samples" })).toThrow(/Two pictures named "smith"/);
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

describe("pictures chosen in the editor", () => {
  it("shows an upload chosen for a place in that place, whatever its name, and no longer counts the place's drawing", () => {
    const sourceDir = sourceDirWith({ "hero/our-yard.webp": "x" });
    const pictures = { hero: { home: "our-yard.webp" } };
    const { sources } = collectSources(samples, { sourceDir, sampleDir: "/samples", pictures });
    const hero = sources.filter((s) => s.group === "hero");
    expect(hero).toEqual([
      { key: "hero/home", group: "hero", file: path.join(sourceDir, "hero", "our-yard.webp"), sample: false },
    ]);
    expect(samplePicturesInUse(samples, sourceDir, { pictures })).not.toContain("hero/home");
    expect(samplePicturesInUse(samples, sourceDir)).toContain("hero/home");
  });

  it("stops on a chosen file that is not in its folder, naming the field and the folder", () => {
    const sourceDir = sourceDirWith({});
    expect(() =>
      collectSources(samples, { sourceDir, sampleDir: "/samples", pictures: { hero: { home: "gone.jpg" } } }),
    ).toThrow(
      `content/gallery.yml, pictures.hero.home names gone.jpg, which is not in ${path.join(sourceDir, "hero")}`,
    );
  });
});
