// Build-time and test-time only: zod never reaches the visitor's browser.
import { fieldLabel } from "./editor.ts";
import { readEmptiedAsLeftOut } from "./emptied.ts";
import { contentSchema, type ContentFiles, type ParsedFiles } from "./schema.ts";
import { US_STATES, type UsState } from "./usStates.ts";

/**
 * Thrown when the owner's content breaks a rule; each problem names the field as the editor shows
 * it (its screen and labels), then the file, the field's place in it and its line.
 */
export class ContentError extends Error {
  override name = "ContentError";
  constructor(readonly problems: readonly string[]) {
    super(`The site content has mistakes:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
  }
}

/** A step of a field's place that the editor names: a field's name or a list position. */
const isStep = (step: PropertyKey): step is string | number => typeof step !== "symbol";

/** Where the fields came from, so a message can send the owner to the right file and line. */
export interface ContentOrigin {
  /** The file holding a top-level field, as the owner sees it: "content/business.yml". */
  fileOf(field: string): string;
  /** The line of a field in its file, or of the nearest enclosing field when it is missing. */
  lineOf?(path: readonly PropertyKey[]): number | undefined;
}

/**
 * Validates the fields read from the content files, each emptied field read as left out
 * (emptied.ts), and returns them typed, or throws a ContentError with one line per problem, e.g.
 * `Business and contact › Phone number: must be a 10-digit US phone number such as (662) 555-0142
 * (content/business.yml, contact.phone, line 33)`.
 */
export function parseContent(raw: unknown, origin: ContentOrigin): ContentFiles {
  const fields = structuredClone(raw);
  if (typeof fields === "object" && fields !== null && !Array.isArray(fields))
    readEmptiedAsLeftOut(fields as Record<string, unknown>);
  const result = contentSchema.safeParse(fields, {
    // zod's own words for an absent field ("expected string, received undefined") mean nothing to an owner.
    error: (issue) => (issue.code === "invalid_type" && issue.input === undefined ? "is missing" : undefined),
  });
  if (result.success) {
    const { content, problems } = withTownStates(result.data);
    if (problems.length === 0) return content;
    throw new ContentError(problems);
  }
  throw new ContentError(
    result.error.issues.map((issue) => {
      const [top] = issue.path;
      const field = issue.path.map(String).join(".") || "(root)";
      const file = top === undefined ? "content" : origin.fileOf(String(top));
      const line = origin.lineOf?.(issue.path);
      const where = [file, field, ...(line === undefined ? [] : [`line ${line}`])].join(", ");
      const label = top === undefined ? file : fieldLabel(file, issue.path.filter(isStep));
      return `${label}: ${issue.message} (${where})`;
    }),
  );
}

/**
 * Each town with its state: a town that gives none is in the business's own (Address › State), so
 * that renaming a sample town takes no State to pick (decision 0046). The address's state must then
 * be a US state's code, as a town's is.
 */
function withTownStates(data: ParsedFiles): { content: ContentFiles; problems: string[] } {
  const own = data.contact.address.region;
  const problems: string[] = [];
  const serviceAreas = data.serviceAreas.map((town, i) => {
    if (town.state) return { ...town, state: town.state };
    if (!(own in US_STATES))
      problems.push(
        `${fieldLabel("business.yml", ["serviceAreas", i, "state"])}: is empty, and ${fieldLabel("business.yml", ["contact", "address", "region"])} (${own}) is no US state for it to take: pick the town's state`,
      );
    return { ...town, state: own as UsState };
  });
  return { content: { ...data, serviceAreas }, problems };
}
