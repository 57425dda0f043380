// Where `npm run build` writes the site: build/, or SITE_BUILD_DIR. The content build test
// (tests/build) builds a changed copy of the content into a folder of its own this way.

/** @type {string} */
export const BUILD_DIR = process.env.SITE_BUILD_DIR || "build";
