// The process video on the Fences page: where the owner's file is kept and how large it may be.
// Plain JavaScript so the schema (the editor's rule), the image step (the build's) and tests share it.

import { HOST_MAX_FILE_BYTES } from "./uploadLimit.mjs";

/** The owner's video files, in the content folder: content/video/. */
export const VIDEO_FOLDER = "video";

/** The largest video: what every host serves (app/content/uploadLimit.mjs). */
export const VIDEO_MAX_BYTES = HOST_MAX_FILE_BYTES;

/** The file name the editor writes after an upload ("our-process.mp4"): MP4 only, which every browser plays. */
export const VIDEO_FILE_PATTERN = /^[^/\\]+\.mp4$/i;

/** Where the site serves the shipped sample video (public/video/process.mp4) from. */
export const SHIPPED_VIDEO_SRC = "/video/process.mp4";

/** The field of pictures.video (content/gallery.yml) that names the video file; its other field is the poster. */
export const VIDEO_FIELD = "file";
