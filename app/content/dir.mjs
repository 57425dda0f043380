// The folder of the owner's content files (YAML and images/). Plain JavaScript so the image
// scripts and the TypeScript loader share it. CONTENT_DIR points a build at another folder:
// the build test builds a changed copy of the content this way.

/** @returns {string} */
export const contentDir = () => process.env.CONTENT_DIR || "content";

/**
 * The shipped sample content, frozen (tests/fixtures/sample/README.md): what the tests that need a
 * sample detail read, so they pass whatever the owner has made of content/.
 */
export const SAMPLE_CONTENT_DIR = "tests/fixtures/sample";
