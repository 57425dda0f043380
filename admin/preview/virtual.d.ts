/**
 * The build's data on the example company for the preview (scripts/build-steps/admin/preview.mjs,
 * previewSampleData): the frozen sample's values by content file, and per file the details only the
 * build can find, as it worded them.
 */
declare module "virtual:editor-sample" {
  const data: {
    shipped: Record<import("~/content/files").ContentFileName, import("~/content/sampleValues").ShippedValues>;
    /** Per file, the details only the build can find: their key and the line it wrote. */
    foundByBuild: Partial<Record<import("~/content/files").ContentFileName, { key: string; line: string }[]>>;
    /** The Business screen's facts other screens' lists depend on, as the last build read them. */
    business: import("~/content/sampleValues").BusinessFacts;
    /** The Photos screen's facts the Projects screen's list depends on, as the last build read them. */
    pictures: import("~/content/sampleValues").PictureFacts;
  };
  export default data;
}
