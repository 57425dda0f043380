// The largest file the site may hold: Cloudflare Pages and Workers serve no file over 25 MiB (Netlify
// has no such limit, but a site must move between hosts unchanged). The editor refuses a larger
// upload (scripts/build-steps/admin/config.mjs) and the build a larger video (scripts/build-steps/images/video.mjs).
export const HOST_MAX_FILE_BYTES = 25 * 1024 * 1024;
