// The process video on the Fences page: where the owner's file is kept and how large it may be.
// Plain JavaScript so the schema (the editor's rule), the image step (the build's) and tests share it.

/** The owner's video files, in the content folder: content/video/. */
export const VIDEO_FOLDER = "video";

/**
 * Cloudflare Pages and Workers serve no file over 25 MiB, so neither the editor nor the build takes
 * one (Netlify has no such limit, but a site must move between hosts unchanged).
 */
export const VIDEO_MAX_BYTES = 25 * 1024 * 1024;

/** The file name the editor writes after an upload ("our-process.mp4"): MP4 only, which every browser plays. */
export const VIDEO_FILE_PATTERN = /^[^/\\]+\.mp4$/i;

/** Where the site serves the shipped sample video (public/video/process.mp4) from. */
export const SHIPPED_VIDEO_SRC = "/video/process.mp4";

/** The field of pictures.video (content/gallery.yml) that names the video file; its other field is the poster. */
export const VIDEO_FIELD = "file";
