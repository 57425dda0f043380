// Encodes one source picture into its responsive variants.
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { PIPELINE_VERSION } from "./config.mjs";

export class ImageReadError extends Error {
  name = "ImageReadError";
}

/** The cache key: the source's bytes plus everything that shapes the output. */
export function cacheKey(bytes, profile) {
  return createHash("sha256")
    .update(bytes)
    .update(JSON.stringify({ profile, v: PIPELINE_VERSION }))
    .digest("hex");
}

export const variantName = (base, width, ext) => `${base}-${width}.${ext}`;

/** Reads a source file; a missing or unreadable picture stops the build, naming the file. */
export async function readSource(file) {
  try {
    return await readFile(file);
  } catch (error) {
    throw new ImageReadError(`Cannot read image ${file}: ${error.message}`);
  }
}

const hex = (v) => Math.round(v).toString(16).padStart(2, "0");

/**
 * Decodes once, then writes one WebP (and optionally AVIF) file per width.
 * Returns the compact manifest record { base, w, h, ph, avif? }.
 */
export async function encodeSource({ key, file, bytes, hash, profile, outDir }) {
  let decoded;
  try {
    decoded = await sharp(bytes, { failOn: "error", limitInputPixels: 100_000_000 })
      .rotate()
      .flatten({ background: "#ffffff" })
      .toColourspace("srgb")
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw new ImageReadError(`Cannot read image ${file} (${key}): ${error.message}. Replace or remove the file.`);
  }
  const { data, info } = decoded;
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const widths = profile.widths.filter((w) => w <= info.width);
  if (widths.length === 0) widths.push(info.width);
  const base = `${key.replace(/[^a-z0-9]+/gi, "-").toLowerCase()}-${hash.slice(0, 10)}`;
  const avif = profile.avif && (await fittedAvif(data, raw, profile, widths));
  for (const width of widths) {
    const resized = sharp(data, raw).resize({ width, kernel: "lanczos3" });
    await resized
      .clone()
      .webp(profile.webp)
      .toFile(path.join(outDir, variantName(base, width, "webp")));
    if (avif)
      await resized
        .clone()
        .avif(avif)
        .toFile(path.join(outDir, variantName(base, width, "avif")));
  }
  const { data: px } = await sharp(data, raw).resize(1, 1, { fit: "fill" }).raw().toBuffer({ resolveWithObject: true });
  const largest = widths[widths.length - 1];
  const record = {
    base,
    w: widths,
    h: Math.round((info.height * largest) / info.width),
    ph: `#${hex(px[0])}${hex(px[1])}${hex(px[2])}`,
  };
  if (profile.avif) record.avif = 1;
  return record;
}

/**
 * The AVIF settings for one source: the profile's, with the quality stepped down until the variant
 * `profile.fit.width` wide weighs at most `profile.fit.bytes` (or the quality reaches its floor).
 */
async function fittedAvif(data, raw, profile, widths) {
  const { fit } = profile;
  if (!fit || !widths.includes(fit.width)) return profile.avif;
  const resized = sharp(data, raw).resize({ width: fit.width, kernel: "lanczos3" });
  let quality = profile.avif.quality;
  for (;;) {
    const { length } = await resized
      .clone()
      .avif({ ...profile.avif, quality })
      .toBuffer();
    if (length <= fit.bytes || quality - fit.step < fit.minQuality) return { ...profile.avif, quality };
    quality -= fit.step;
  }
}

/** Every file a record refers to. */
export function recordFiles(record) {
  return record.w.flatMap((w) => [
    variantName(record.base, w, "webp"),
    ...(record.avif ? [variantName(record.base, w, "avif")] : []),
  ]);
}
