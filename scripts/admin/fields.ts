// Both descriptions of the content, the zod schema (app/content/schema.ts) and the editor's
// fields (admin/config.yml), flattened to the same form: one rule per field path, such as
// "contact.hours[].opens". admin/config.test.ts compares the two so they cannot drift apart.

/** What a field accepts, in terms both sides can express. */
export type FieldRule = {
  type: "string" | "number" | "integer" | "boolean" | "object" | "list" | "choice";
  required: boolean;
  /** Regular expression source a string must match. */
  pattern?: string;
  /**
   * An e-mail field. (A web address's check is not compared here: zod's URL check leaves no trace in
   * its JSON schema once a pattern follows it. The verdict test judges addresses on both sides.)
   */
  format?: "email";
  maxLength?: number;
  /** Allowed values of a choice. */
  options?: string[];
  /** Smallest and largest number, or fewest and most list items. */
  min?: number;
  max?: number;
};

export type FieldRules = Record<string, FieldRule>;

/** The source a regular expression has once compiled: "\/" and "/" read the same. */
const regexSource = (pattern: string) => new RegExp(pattern).source;

/**
 * A pattern as Sveltia reads it (src/lib/services/utils/regex.js): a source, or "/source/flags"
 * without the stateful g and y.
 */
function sveltiaRegex(pattern: string): RegExp {
  const { source, flags = "" } = pattern.match(/^\/?(?<source>.+?)(?:\/(?<flags>[dgimsuy]*))?$/)?.groups ?? {};
  return new RegExp(source ?? pattern, flags.replace(/[gy]/g, ""));
}

// ---- zod schema, through z.toJSONSchema() ----

type JsonSchema = {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  pattern?: string;
  format?: string;
  enum?: (string | number | boolean)[];
  const?: string | number | boolean;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  maxLength?: number;
  deprecated?: boolean;
};

/**
 * The branches of a union the editor offers: a branch marked deprecated (an older way of writing
 * the field that the build still reads, such as the phone's two lines) is left out.
 */
function current(branches: JsonSchema[]): JsonSchema[] {
  const kept = branches.filter((branch) => !branch.deprecated);
  return kept.length ? kept : branches;
}

/** A union of objects (such as an opening-hours row, open or closed) as one object: a property is required if every branch requires it. */
function mergeUnion(branches: JsonSchema[]): JsonSchema {
  if (branches.length === 1) return branches[0]!;
  const properties: Record<string, JsonSchema> = {};
  for (const branch of branches) Object.assign(properties, branch.properties);
  const required = Object.keys(properties).filter((key) => branches.every((b) => b.required?.includes(key)));
  return { type: "object", properties, required };
}

/** Rules of every field of a JSON schema object, under `prefix`. */
export function schemaRules(schema: JsonSchema, prefix = "", required = true, rules: FieldRules = {}): FieldRules {
  const node = schema.anyOf ? mergeUnion(current(schema.anyOf)) : schema;
  const rule = (extra: Omit<FieldRule, "required">) => {
    if (prefix) rules[prefix] = { required, ...extra };
  };
  if (node.enum || (node.const !== undefined && typeof node.const === "string")) {
    rule({ type: "choice", options: (node.enum ?? [node.const!]).map(String).sort() });
  } else if (node.type === "object") {
    rule({ type: "object" });
    for (const [key, child] of Object.entries(node.properties ?? {})) {
      schemaRules(child, prefix ? `${prefix}.${key}` : key, node.required?.includes(key) ?? false, rules);
    }
  } else if (node.type === "array") {
    rule({ type: "list", min: node.minItems ?? 0, max: node.maxItems ?? Infinity });
    schemaRules(node.items ?? {}, `${prefix}[]`, true, rules);
  } else if (node.type === "string") {
    const format = node.format === "email" ? "email" : undefined;
    // An e-mail format comes with zod's own long pattern: the format is what both sides check.
    const pattern = node.pattern && format !== "email" ? regexSource(node.pattern) : undefined;
    rule({
      type: "string",
      ...(pattern ? { pattern } : {}),
      ...(format ? { format } : {}),
      ...(node.maxLength !== undefined ? { maxLength: node.maxLength } : {}),
    });
  } else if (node.type === "integer" || node.type === "number") {
    // zod's positive() is "greater than 0": for whole numbers, at least 1.
    const min = node.minimum ?? (node.exclusiveMinimum !== undefined ? node.exclusiveMinimum + 1 : undefined);
    rule({
      type: node.type,
      ...(min !== undefined ? { min } : {}),
      // zod's int() adds the largest safe integer as a maximum: no limit an editor needs.
      ...(node.maximum !== undefined && node.maximum < Number.MAX_SAFE_INTEGER ? { max: node.maximum } : {}),
    });
  } else if (node.type === "boolean") {
    rule({ type: "boolean" });
  } else {
    throw new Error(`schemaRules: ${prefix}: no rule for ${JSON.stringify(node)}`);
  }
  return rules;
}

// ---- Sveltia CMS fields ----

/** A field of admin/config.yml, as far as these rules go. */
export type EditorField = {
  name: string;
  widget?: string;
  required?: boolean;
  pattern?: [string, string];
  type?: string;
  maxlength?: number;
  value_type?: string;
  min?: number;
  max?: number;
  options?: (string | { value: string })[];
  multiple?: boolean;
  fields?: EditorField[];
};

/**
 * A list's length as the editor enforces it. Sveltia refuses an empty list that is required (its
 * default), whatever its `min`; one marked `required: false` may be empty, and is then left out of
 * the file (output.omit_empty_optional_fields), which the schema reads as an empty list.
 */
function listLength(field: EditorField): Pick<FieldRule, "required" | "min" | "max"> {
  const required = field.required ?? true;
  return { required, min: Math.max(field.min ?? 0, required ? 1 : 0), max: field.max ?? Infinity };
}

/** Rules of the editor's fields, under `prefix`. */
export function editorRules(fields: EditorField[], prefix = "", rules: FieldRules = {}): FieldRules {
  for (const field of fields) {
    const path = prefix ? `${prefix}.${field.name}` : field.name;
    const required = field.required ?? true; // Sveltia's default
    const widget = field.widget ?? "string";
    if (widget === "object") {
      rules[path] = { type: "object", required };
      editorRules(field.fields ?? [], path, rules);
    } else if (widget === "list") {
      rules[path] = { type: "list", ...listLength(field) };
      if (!field.fields) throw new Error(`editorRules: ${path}: a list needs item fields`);
      rules[`${path}[]`] = { type: "object", required: true };
      editorRules(field.fields, `${path}[]`, rules);
    } else if (widget === "select") {
      const options = (field.options ?? []).map((o) => (typeof o === "string" ? o : o.value)).sort();
      if (field.multiple) {
        rules[path] = { type: "list", ...listLength(field) };
        rules[`${path}[]`] = { type: "choice", required: true, options };
      } else {
        rules[path] = { type: "choice", required, options };
      }
    } else if (widget === "string" || widget === "text" || widget === "image" || widget === "file") {
      const format = field.type === "email" ? "email" : undefined;
      rules[path] = {
        type: "string",
        required,
        // Flags (a case-blind file name) are not compared: JSON schema has none; the verdict test checks them.
        ...(field.pattern ? { pattern: sveltiaRegex(field.pattern[0]).source } : {}),
        ...(format ? { format } : {}),
        ...(field.maxlength !== undefined ? { maxLength: field.maxlength } : {}),
      };
    } else if (widget === "number") {
      rules[path] = {
        type: field.value_type === "int" ? "integer" : "number",
        required,
        ...(field.min !== undefined ? { min: field.min } : {}),
        ...(field.max !== undefined ? { max: field.max } : {}),
      };
    } else if (widget === "boolean") {
      rules[path] = { type: "boolean", required };
    } else {
      throw new Error(`editorRules: ${path}: widget ${widget} has no rule`);
    }
  }
  return rules;
}

/** Every difference between two sets of rules, one line each, naming the field; empty when they agree. */
export function ruleDifferences(schema: FieldRules, editor: FieldRules): string[] {
  const differences: string[] = [];
  for (const path of new Set([...Object.keys(schema), ...Object.keys(editor)])) {
    const [want, have] = [schema[path], editor[path]];
    if (!have) differences.push(`${path}: in the schema, missing from the editor`);
    else if (!want) differences.push(`${path}: in the editor, not in the schema`);
    else if (JSON.stringify(sorted(want)) !== JSON.stringify(sorted(have)))
      differences.push(`${path}: schema ${JSON.stringify(sorted(want))}, editor ${JSON.stringify(sorted(have))}`);
  }
  return differences.sort();
}

const sorted = (rule: FieldRule) => Object.fromEntries(Object.entries(rule).sort(([a], [b]) => a.localeCompare(b)));

// ---- Sveltia CMS's verdict on a value ----

/** The field at a path such as "contact.hours[].opens" ("[]": an item of the list before it). */
export function editorField(fields: EditorField[], path: string): EditorField {
  let found: EditorField | undefined;
  let level = fields;
  for (const name of path.replace(/\[\]/g, "").split(".")) {
    found = level.find((field) => field.name === name);
    if (!found) throw new Error(`editorField: ${path}: no field ${name}`);
    level = found.fields ?? [];
  }
  return found!;
}

/**
 * Whether the editor lets `value` be saved in `field`, by the checks Sveltia CMS (0.221.1) makes on
 * Save (src/lib/services/contents/draft/validate/fields.js and the string, number and list
 * validators beside it): an empty required field or list is missing; a list's item count against
 * min and max; a string's pattern (a RegExp tested against the trimmed text, skipped when empty),
 * its maxlength and its type (an e-mail or URL field asks the browser's own input, as Sveltia
 * does, and an e-mail also needs a dot in its domain); a number against min and max.
 * `document` makes the browser's inputs (jsdom in the tests).
 */
export function editorAccepts(field: EditorField, value: unknown, document: Document): boolean {
  const required = field.required ?? true;
  const widget = field.widget ?? "string";
  if (widget === "list" || (widget === "select" && field.multiple)) {
    const size = Array.isArray(value) ? value.length : 0;
    if (required && size === 0) return false;
    return size >= (field.min ?? 0) && size <= (field.max ?? Infinity);
  }
  const text = typeof value === "string" ? value.trim() : value;
  if (text === undefined || text === null || text === "") return !required;
  if (widget === "number") {
    const number = Number(text);
    return !(field.min !== undefined && number < field.min) && !(field.max !== undefined && number > field.max);
  }
  if (widget === "select") {
    return (field.options ?? []).some((option) => (typeof option === "string" ? option : option.value) === text);
  }
  if (widget === "object" || widget === "boolean") return true;
  const string = String(text);
  if (field.pattern && !sveltiaRegex(field.pattern[0]).test(string)) return false;
  if (field.maxlength !== undefined && [...string].length > field.maxlength) return false;
  if (field.type === "email" || field.type === "url") {
    const input = document.createElement("input");
    input.type = field.type;
    input.value = string;
    if (input.validity.typeMismatch) return false;
    if (field.type === "email" && !string.split("@")[1]?.includes(".")) return false;
  }
  return true;
}
