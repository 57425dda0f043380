// Where pictures come from, where they go, and how each group is encoded.
// Changing a profile changes the cache key, so affected images re-encode.

import path from "node:path";
import { contentDir } from "../../../app/content/dir.mjs";

/** The owner's pictures: content/images/ (or CONTENT_DIR's images/). */
export const SOURCE_DIR = path.join(contentDir(), "images");
export const CACHE_DIR = ".cache/images";
export const SAMPLE_DIR = ".cache/images/samples";
export const OUTPUT_DIR = "public/img";
export const PUBLIC_PATH = "/img/";
export const MANIFEST_FILE = "app/generated/images.ts";

/** Owner files the pipeline accepts (samples are SVG drawings in the cache). */
export const PHOTO_EXTENSIONS = [".jpg", ".jpeg", ".png", ".webp"];

/** Bumped when the encoder changes in a way the settings below do not show. */
export const PIPELINE_VERSION = 1;

/**
 * widths: variants (never upscaled); quality/effort: WebP settings;
 * avif: also an AVIF set, only where it pays for its encode time;
 * fit: the AVIF quality steps down (by `step`, to `minQuality` at most) until the `width` variant
 * weighs at most `bytes`.
 *
 * A page's hero is its largest paint (LCP). Its 960w variant, what a phone takes (412 px at 1.75×),
 * fits the first round trip of a new connection (10 TCP segments, 14.6 KB) as AVIF: the picture
 * arrives in one round trip instead of two. It sits under a dark gradient and the headline, where a
 * lower quality does not show; browsers without AVIF take the WebP.
 */
export const PROFILES = {
  gallery: { widths: [320, 480, 800, 1200], webp: { quality: 75, effort: 4 } },
  hero: {
    widths: [640, 960, 1280, 1920],
    webp: { quality: 75, effort: 4 },
    avif: { quality: 50, effort: 4 },
    fit: { width: 960, bytes: 14_600, step: 5, minQuality: 30 },
  },
  photo: { widths: [480, 800, 1200], webp: { quality: 75, effort: 4 } },
  // The process video's poster: the hero's widths, without an AVIF set (it is far below the first screen).
  poster: { widths: [640, 960, 1280, 1920], webp: { quality: 75, effort: 4 } },
};

/** Picture groups (folders under SOURCE_DIR) and the profile each uses. */
export const GROUPS = {
  gallery: "gallery",
  services: "photo",
  hero: "hero",
  featured: "photo",
  about: "photo",
  video: "poster",
  // The photos of the owner's projects (content/projects.yml): shown as the gallery's are.
  projects: "gallery",
};
