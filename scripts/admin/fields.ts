// Both descriptions of the content, the zod schema (app/content/schema.ts) and the editor's
// fields (admin/config.yml), flattened to the same form: one rule per field path, such as
// "contact.hours[].opens". admin/config.test.ts compares the two so they cannot drift apart.

/** What a field accepts, in terms both sides can express. */
export type FieldRule = {
  type: "string" | "number" | "integer" | "boolean" | "object" | "list" | "choice";
  required: boolean;
  /** Regular expression source a string must match. */
  pattern?: string;
  /** A known string format the field is checked for. */
  format?: "email" | "url";
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
    const format = node.format === "email" ? "email" : node.format === "uri" ? "url" : undefined;
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
      rules[path] = { type: "list", required, min: field.min ?? 0, max: field.max ?? Infinity };
      if (!field.fields) throw new Error(`editorRules: ${path}: a list needs item fields`);
      rules[`${path}[]`] = { type: "object", required: true };
      editorRules(field.fields, `${path}[]`, rules);
    } else if (widget === "select") {
      const options = (field.options ?? []).map((o) => (typeof o === "string" ? o : o.value)).sort();
      if (field.multiple) {
        rules[path] = { type: "list", required, min: field.min ?? 0, max: field.max ?? Infinity };
        rules[`${path}[]`] = { type: "choice", required: true, options };
      } else {
        rules[path] = { type: "choice", required, options };
      }
    } else if (widget === "string" || widget === "text" || widget === "image" || widget === "file") {
      const format = field.type === "email" ? "email" : field.type === "url" ? "url" : undefined;
      rules[path] = {
        type: "string",
        required,
        ...(field.pattern ? { pattern: regexSource(field.pattern[0]) } : {}),
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
