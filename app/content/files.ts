import type { ContentFiles } from "./schema.ts";

/**
 * Which content file holds which top-level fields of the schema: each field in exactly one file,
 * in the order the file's screen in the editor at /admin shows them (the phone number first: it is
 * what an owner changes most).
 */
export const CONTENT_FILES = {
  "business.yml": ["contact", "forms", "business", "serviceAreas", "social", "footer", "badges"],
  "services.yml": ["services"],
  "faq.yml": ["faq"],
  "process.yml": ["process"],
  "reviews.yml": ["reviews"],
  "gallery.yml": ["pictures", "gallery"],
  "pages.yml": ["pages"],
  "prices.yml": ["prices", "estimator"],
  "projects.yml": ["projects", "projectTexts"],
} as const satisfies Record<string, readonly (keyof ContentFiles)[]>;

export type ContentFileName = keyof typeof CONTENT_FILES;

/**
 * The files content written before them may lack: read as a file whose every field is left out
 * (no projects: the pages close up around them).
 */
export const OPTIONAL_CONTENT_FILES: ReadonlySet<ContentFileName> = new Set(["projects.yml"]);

/** The editor's screen for each file: its name (in admin/config.yml's `screens`), title and icon. */
export interface ContentScreen {
  name: string;
  label: string;
  /** A Material Symbols name. */
  icon: string;
}

export const CONTENT_SCREENS = {
  "business.yml": { name: "business", label: "Business and contact", icon: "storefront" },
  "services.yml": { name: "services", label: "Services", icon: "fence" },
  "faq.yml": { name: "faq", label: "Questions and answers", icon: "quiz" },
  "process.yml": { name: "process", label: "How we work (process steps)", icon: "format_list_numbered" },
  "reviews.yml": { name: "reviews", label: "Reviews", icon: "reviews" },
  "gallery.yml": { name: "gallery", label: "Photos and pictures", icon: "photo_library" },
  "pages.yml": { name: "pages", label: "Pages", icon: "web" },
  "prices.yml": { name: "prices", label: "Prices", icon: "sell" },
  "projects.yml": { name: "projects", label: "Projects", icon: "construction" },
} as const satisfies Record<ContentFileName, ContentScreen>;

/** The file that holds a top-level field, e.g. "contact" -> "business.yml". */
export function fileOfField(field: string): ContentFileName | undefined {
  return (Object.keys(CONTENT_FILES) as ContentFileName[]).find((file) =>
    (CONTENT_FILES[file] as readonly string[]).includes(field),
  );
}
