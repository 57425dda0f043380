// Build-time and test-time only: zod never reaches the visitor's browser.
import { contentSchema, type ContentFiles } from "./schema.ts";
import { fieldLabel } from "./editor.ts";
import { fileOfField } from "./files.ts";
import { PLACEHOLDER_MESSAGE } from "./pageTexts.ts";

/** Thrown when the owner's content breaks a rule; each problem names the file and the field. */
export class ContentError extends Error {
  override name = "ContentError";
  constructor(readonly problems: readonly string[]) {
    super(`The site content has mistakes:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
  }
}

/** Where the fields came from, so a message can send the owner to the right file and line. */
export interface ContentOrigin {
  /** The file holding a top-level field, as the owner sees it: "content/business.yml". */
  fileOf(field: string): string;
  /** The line of a field in its file, or of the nearest enclosing field when it is missing. */
  lineOf?(path: readonly PropertyKey[]): number | undefined;
}

/**
 * Validates the fields read from the content files and returns them typed, or throws a
 * ContentError with one line per problem, e.g.
 * `content/business.yml: contact.phone: must be a 10-digit US phone number such as (662) 555-0142 (line 33)`.
 */
export function parseContent(raw: unknown, origin: ContentOrigin): ContentFiles {
  const result = contentSchema.safeParse(raw, {
    // zod's own words for an absent field ("expected string, received undefined") mean nothing to an owner.
    error: (issue) => (issue.code === "invalid_type" && issue.input === undefined ? "is missing" : undefined),
  });
  if (result.success) return result.data;
  throw new ContentError(
    result.error.issues.map((issue) => {
      const [top] = issue.path;
      const field = issue.path.map(String).join(".") || "(root)";
      const file = top === undefined ? "content" : origin.fileOf(String(top));
      const line = origin.lineOf?.(issue.path);
      // Braces around an unknown word are typed in the editor: name the field as it shows it.
      const name = fileOfField(String(top));
      const where =
        issue.message === PLACEHOLDER_MESSAGE && name
          ? `${fieldLabel(name, issue.path as (string | number)[])} (${field})`
          : field;
      return `${file}: ${where}: ${issue.message}${line === undefined ? "" : ` (line ${line})`}`;
    }),
  );
}
