// The process video: the owner's file from content/video/ (chosen in the editor, pictures.video.file)
// copied under a name that carries its content hash, or the shipped sample when none is chosen
// (none at all with the drawn samples switched off).
import { createHash } from "node:crypto";
import { existsSync, statSync } from "node:fs";
import { copyFile, readFile } from "node:fs/promises";
import path from "node:path";
import { SHIPPED_VIDEO_SRC, VIDEO_FIELD, VIDEO_MAX_BYTES } from "../../../app/content/processVideo.mjs";
import { fieldName } from "./fieldName.mjs";
import { ImageSourceError } from "./sources.mjs";
import { PUBLIC_PATH } from "./config.mjs";

const MB = 1024 * 1024;

/**
 * Places the chosen video in outDir; returns its address on the site and the file written (none for
 * the shipped sample). A file the build cannot serve on every host is refused, as the editor refuses it.
 * @param {string | undefined} fileName pictures.video.file
 * @param {{ videoDir: string, outDir: string, drawSamples?: boolean }} options the content's video folder
 *   (content/video/), the output folder, and whether samples fill what the owner has not given
 * @returns {Promise<{ src: string | null, written?: string }>} src null: no video on the site
 */
export async function placeVideo(fileName, { videoDir, outDir, drawSamples = true, labelOf }) {
  if (!fileName) return { src: drawSamples ? SHIPPED_VIDEO_SRC : null };
  const file = path.join(videoDir, fileName);
  const field = fieldName(labelOf, "content/gallery.yml", ["pictures", "video", VIDEO_FIELD]);
  if (!existsSync(file))
    throw new ImageSourceError(
      `${field} names ${fileName}, which is not in ${videoDir}: upload it again in the editor, or clear the field.`,
    );
  const { size } = statSync(file);
  if (size > VIDEO_MAX_BYTES)
    throw new ImageSourceError(
      `${field}: ${fileName} is ${(size / MB).toFixed(1)} MB, over the ${VIDEO_MAX_BYTES / MB} MB a host serves: upload a shorter or smaller MP4 (about 30 seconds at 720p), or clear the field.`,
    );
  const hash = createHash("sha256")
    .update(await readFile(file))
    .digest("hex")
    .slice(0, 10);
  const written = `process-video-${hash}.mp4`;
  await copyFile(file, path.join(outDir, written));
  return { src: `${PUBLIC_PATH}${written}`, written };
}
