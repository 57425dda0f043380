// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, truncateSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { fieldLabel } from "../../../app/content/editor";
import { checkContentImages } from "./content-check.mjs";
import { galleryManifestFile } from "./manifest.mjs";
import { buildImages } from "./run.mjs";
import { SHIPPED_VIDEO_SRC, VIDEO_FIELD, VIDEO_MAX_BYTES } from "../../../app/content/processVideo.mjs";

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

describe("the process video", () => {
  /** A workspace whose content folder holds content/video/ with the given files, and a site choosing `file`. */
  async function withVideo(file, videos) {
    const { root, options } = await workspace({});
    const videoDir = path.join(root, "video");
    mkdirSync(videoDir);
    for (const [name, write] of Object.entries(videos)) write(path.join(videoDir, name));
    const site = { services: [], gallery: { photos: [] }, pictures: file ? { video: { [VIDEO_FIELD]: file } } : {} };
    return { ...options, site };
  }
  const bytes = (content) => (file) => writeFileSync(file, content);

  it("serves the chosen MP4 under a name that changes with its content, and keeps it on the next run", async () => {
    const options = await withVideo("our-process.mp4", { "our-process.mp4": bytes("owner's video") });
    const { video } = await buildImages(options);
    expect(video.src).toMatch(/^\/img\/process-video-[0-9a-f]{10}\.mp4$/);
    expect(readFileSync(path.join(options.outDir, path.basename(video.src)), "utf8")).toBe("owner's video");
    expect(readFileSync(options.manifestFile, "utf8")).toContain(
      `export const processVideoSrc: string | null = "${video.src}";`,
    );
    await buildImages(options);
    expect(readdirSync(options.outDir)).toContain(path.basename(video.src));
  });

  it("plays the shipped sample while none is chosen", async () => {
    const { video } = await buildImages(await withVideo(undefined, {}));
    expect(video.src).toBe(SHIPPED_VIDEO_SRC);
  });

  it("names the field as the editor shows it, and the file, when the chosen video is missing or larger than a host serves", async () => {
    await expect(buildImages({ ...(await withVideo("gone.mp4", {})), labelOf: fieldLabel })).rejects.toThrow(
      /^Photos and pictures › Process video › Your process video \(MP4\) \(content\/gallery\.yml, pictures\.video\.file\) names gone\.mp4, which is not in .*video: upload it again in the editor/,
    );
    const large = await withVideo("long.mp4", {
      "long.mp4": (file) => truncateSync((writeFileSync(file, ""), file), VIDEO_MAX_BYTES + 1),
    });
    await expect(buildImages(large)).rejects.toThrow(
      /pictures\.video\.file: long\.mp4 is 25\.0 MB, over the 25 MB a host serves/,
    );
  });
});

describe("checkContentImages", () => {
  const site = {
    services: [{ images: [{ image: "wood-1" }, { image: "wood-9" }] }],
    gallery: { photos: [{ file: "smith.jpg" }, { file: "jones.jpg" }] },
  };
  const where = { dir: "content", sourceDir: "content/images", labelOf: fieldLabel };
  const picture = (key, file, sample = false) => ({ key, group: key.split("/")[0], file, sample });
  const services = [
    picture("services/wood-1", "s/wood-1.svg", true),
    picture("services/wood-9", "content/images/services/wood-9.jpg"),
  ];
  const gallery = [
    picture("gallery/smith", "content/images/gallery/smith.jpg"),
    picture("gallery/jones", "content/images/gallery/jones.jpg"),
  ];

  it("names the field as the editor shows it, the content file, the field's place and the missing picture", () => {
    expect(() => checkContentImages(site, [services[0], ...gallery], where)).toThrow(
      'Services › What you offer › service 1 › Pictures in its section › 2 › Picture (content/services.yml, services.0.images.1.image): "wood-9": no picture content/images/services/wood-9.jpg',
    );
    expect(() => checkContentImages(site, [...services, gallery[0]], where)).toThrow(
      'Photos and pictures › Photos › photo 2 › Photo (content/gallery.yml, gallery.photos.1.file): "jones.jpg": no photo of that name in content/images/gallery',
    );
  });
  it("passes when every named picture exists", () => {
    expect(() => checkContentImages(site, [...services, ...gallery], where)).not.toThrow();
  });
});
