// How the pinned Sveltia CMS (0.221.1) reads the editor's configuration: which settings it knows
// (the JSON schema its package ships, schema/sveltia-cms.json), how it reads a pattern, and whether
// it lets a value be saved in a field. The editor's tests judge the generated configuration by these.
import { readFileSync } from "node:fs";
import type { EditorField } from "~/content/editor";

/**
 * A pattern as Sveltia reads it (src/lib/services/utils/regex.js): a source, or "/source/flags"
 * without the stateful g and y.
 */
export function sveltiaRegex(pattern: string): RegExp {
  const { source, flags = "" } = pattern.match(/^\/?(?<source>.+?)(?:\/(?<flags>[dgimsuy]*))?$/)?.groups ?? {};
  return new RegExp(source ?? pattern, flags.replace(/[gy]/g, ""));
}

/** The field at a path such as "contact.hours[].opens" ("[]": an item of the list before it). */
export function fieldAt(fields: EditorField[], path: string): EditorField {
  let found: EditorField | undefined;
  let level = fields;
  for (const name of path.replace(/\[\]/g, "").split(".")) {
    found = level.find((field) => field.name === name);
    if (!found) throw new Error(`fieldAt: ${path}: no field ${name}`);
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
  const { widget, min, max, maxlength, options } = field as EditorField & {
    min?: number;
    max?: number;
    maxlength?: number;
    options?: string[];
  };
  if (widget === "list" || (widget === "select" && field.multiple)) {
    const size = Array.isArray(value) ? value.length : 0;
    if (required && size === 0) return false;
    return size >= (min ?? 0) && size <= (max ?? Infinity);
  }
  const text = typeof value === "string" ? value.trim() : value;
  if (text === undefined || text === null || text === "") return !required;
  if (widget === "number") {
    const number = Number(text);
    return !(min !== undefined && number < min) && !(max !== undefined && number > max);
  }
  if (widget === "select") return (options ?? []).includes(String(text));
  if (widget === "object" || widget === "boolean") return true;
  const string = String(text);
  if (field.pattern && !sveltiaRegex(field.pattern[0]).test(string)) return false;
  if (maxlength !== undefined && [...string].length > maxlength) return false;
  if (field.type === "email" || field.type === "url") {
    const input = document.createElement("input");
    input.type = field.type;
    input.value = string;
    if (input.validity.typeMismatch) return false;
    if (field.type === "email" && !string.split("@")[1]?.includes(".")) return false;
  }
  return true;
}

/** The part of JSON Schema (draft 7) that Sveltia's schema file uses. */
interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  not?: JsonSchema;
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  additionalProperties?: boolean | JsonSchema;
  required?: string[];
  items?: JsonSchema | JsonSchema[];
  minItems?: number;
  maxItems?: number;
  minLength?: number;
}

const SCHEMA_FILE = "node_modules/@sveltia/cms/schema/sveltia-cms.json";

const typeOf = (value: unknown) =>
  Array.isArray(value)
    ? "array"
    : value === null
      ? "null"
      : Number.isInteger(value)
        ? "integer"
        : typeof value === "number"
          ? "number"
          : typeof value;

/**
 * Every way `config` breaks the settings schema shipped with the pinned Sveltia CMS, one line each
 * with the setting's path ("singletons.0.fields.2.maxLength: not a setting"); empty when it is a
 * configuration Sveltia accepts. Where a value may take several forms (any field widget), the
 * problems of the closest form are given.
 */
export function sveltiaConfigProblems(config: unknown): string[] {
  const root = JSON.parse(readFileSync(SCHEMA_FILE, "utf8")) as JsonSchema & {
    definitions: Record<string, JsonSchema>;
  };
  const resolve = (schema: JsonSchema): JsonSchema =>
    schema.$ref ? resolve(root.definitions[schema.$ref.replace("#/definitions/", "")]!) : schema;

  function check(value: unknown, given: JsonSchema, at: string): string[] {
    const { anyOf, ...schema } = resolve(given);
    if (anyOf) {
      // Beside the schema's other keywords, one of these must hold too.
      const tries = anyOf.map((option) => check(value, option, at));
      const closest = tries.reduce((best, problems) => (problems.length < best.length ? problems : best));
      if (closest.length > 0) return closest;
    }
    const type = typeOf(value);
    const types = schema.type === undefined ? undefined : [schema.type].flat();
    if (types && !types.includes(type) && !(type === "integer" && types.includes("number")))
      return [`${at}: is ${type}, must be ${types.join(" or ")}`];
    if ("const" in schema && value !== schema.const) return [`${at}: must be ${JSON.stringify(schema.const)}`];
    if (schema.enum && !schema.enum.includes(value)) return [`${at}: must be one of ${schema.enum.join(", ")}`];
    if (schema.not && check(value, schema.not, at).length === 0) return [`${at}: ${JSON.stringify(value)} not allowed`];
    if (schema.minLength !== undefined && String(value).length < schema.minLength) return [`${at}: too short`];
    const problems: string[] = [];
    if (type === "object") {
      const object = value as Record<string, unknown>;
      for (const key of schema.required ?? []) if (!(key in object)) problems.push(`${at}.${key}: required`);
      for (const [key, item] of Object.entries(object)) {
        const property = schema.properties?.[key];
        if (property) problems.push(...check(item, property, `${at}.${key}`));
        else if (schema.additionalProperties === false) problems.push(`${at}.${key}: not a setting`);
        else if (typeof schema.additionalProperties === "object")
          problems.push(...check(item, schema.additionalProperties, `${at}.${key}`));
      }
    }
    if (type === "array") {
      const array = value as unknown[];
      if (schema.minItems !== undefined && array.length < schema.minItems) problems.push(`${at}: too few items`);
      if (schema.maxItems !== undefined && array.length > schema.maxItems) problems.push(`${at}: too many items`);
      array.forEach((item, i) => {
        const items = Array.isArray(schema.items) ? schema.items[i] : schema.items;
        if (items) problems.push(...check(item, items, `${at}.${i}`));
      });
    }
    return problems;
  }
  return check(config, root, "config");
}
