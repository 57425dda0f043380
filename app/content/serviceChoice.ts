/**
 * The editor's choice of one of the services (Sveltia CMS's relation field): the Services screen's
 * services (its screen's name in files.ts, which names the schema's fields and so cannot be
 * imported here: scripts/build-steps/admin/config.test.ts checks it), shown by their titles, saved as their
 * short address names. The gallery's photos, the questions and the prices' materials choose by it.
 */
export const SERVICE_CHOICE = {
  collection: "_singletons",
  file: "services",
  value_field: "services.*.id",
  display_fields: ["services.*.title"],
  search_fields: ["services.*.title"],
} as const;

/** A service's short address name, as a choice saves it: lower-case letters and dashes. */
export const SERVICE_ID_PATTERN = /^[a-z][a-z-]*$/;
