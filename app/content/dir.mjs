// The folder of the owner's content files (YAML and images/). Plain JavaScript so the image
// scripts and the TypeScript loader share it. CONTENT_DIR points a build at another folder:
// the build test builds a changed copy of the content this way.

/** @returns {string} */
export const contentDir = () => process.env.CONTENT_DIR || "content";
