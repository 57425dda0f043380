import type { ContentFiles } from "./schema.ts";

/**
 * Which content file holds which top-level fields of the schema: each field in exactly one file.
 * The editor at /admin shows one screen per file.
 */
export const CONTENT_FILES = {
  "business.yml": ["business", "contact", "forms", "serviceAreas", "social", "footer", "badges"],
  "services.yml": ["services", "decks"],
  "faq.yml": ["faq"],
  "process.yml": ["process"],
  "reviews.yml": ["reviews"],
  "gallery.yml": ["gallery"],
  "pages.yml": ["pages"],
  "prices.yml": ["prices", "estimator"],
} as const satisfies Record<string, readonly (keyof ContentFiles)[]>;

export type ContentFileName = keyof typeof CONTENT_FILES;

/** The file that holds a top-level field, e.g. "contact" -> "business.yml". */
export function fileOfField(field: string): ContentFileName | undefined {
  return (Object.keys(CONTENT_FILES) as ContentFileName[]).find((file) =>
    (CONTENT_FILES[file] as readonly string[]).includes(field),
  );
}
