// The editor's screens (Sveltia CMS at /admin), made from the content schema and its field
// descriptions (schema.ts, fieldMeta.ts): one screen per content file. The build writes them into
// the editor's settings (scripts/build-steps/admin/config.mjs); fieldLabel names a field as the editor shows it.
import { z } from "zod";
import "./fieldMeta.ts";
import { CONTENT_FILES, CONTENT_SCREENS, type ContentFileName } from "./files.ts";
import { contentSchema } from "./schema.ts";
import { fieldLabel as labelIn, LABEL_SEPARATOR } from "./editorLabels.mjs";

/** A field of the editor's settings (Sveltia CMS 0.221), as written into its config.yml. */
export interface EditorField {
  name: string;
  label: string;
  widget: string;
  hint?: string;
  required?: boolean;
  pattern?: [string, string];
  fields?: EditorField[];
  [setting: string]: unknown;
}

/** One screen of the editor: a `singletons` entry editing one content file. */
export interface EditorScreen {
  name: string;
  label: string;
  icon: string;
  file: string;
  format: "yaml";
  fields: EditorField[];
}

export type Schema = z.core.$ZodType;
/** What the walk below reads of a zod type's definition. */
export interface Definition {
  type: string;
  checks?: z.core.$ZodCheck[];
  innerType?: Schema;
  in?: Schema;
  element?: Schema;
  shape?: Record<string, Schema>;
  options?: Schema[];
  entries?: Record<string, string>;
  values?: unknown[];
  format?: string;
}
/** What a check's definition holds (zod's string, number and length checks). */
interface CheckDefinition {
  check: string;
  format?: string;
  pattern?: RegExp;
  value?: number;
  inclusive?: boolean;
  minimum?: number;
  maximum?: number;
  length?: number;
  error?: (issue?: unknown) => unknown;
}

export const definition = (schema: Schema) => schema._zod.def as unknown as Definition;
const checksOf = (schema: Schema) =>
  (definition(schema).checks ?? []).map((check) => check._zod.def as unknown as CheckDefinition);

/** Metadata of an outer wrapper wins over the type's own; editor settings are merged. */
function mergeMeta(inner: z.core.GlobalMeta, outer: z.core.GlobalMeta): z.core.GlobalMeta {
  return { ...inner, ...outer, editor: { ...inner.editor, ...outer.editor } };
}

/**
 * The type under optional, nullable, default and transform wrappers, with the metadata of every
 * layer, and whether the editor must require it (a field with a default, optional or nullable may be
 * left out).
 */
export function unwrap(schema: Schema): { core: Schema; meta: z.core.GlobalMeta; required: boolean } {
  let meta: z.core.GlobalMeta = {};
  let required = true;
  let node = schema;
  for (;;) {
    meta = mergeMeta(z.globalRegistry.get(node) ?? {}, meta);
    const def = definition(node);
    if ((def.type === "optional" || def.type === "default" || def.type === "nullable") && def.innerType) {
      required = false;
      node = def.innerType;
    } else if (def.type === "pipe" && def.in)
      node = def.in; // a transform: the editor writes what goes in
    else if (def.type === "union" && def.options) {
      // An older way of writing a field that the build still reads (deprecated) is not offered.
      const offered = def.options.filter((option) => !z.globalRegistry.get(option)?.deprecated);
      if (offered.length !== 1) return { core: node, meta, required };
      node = offered[0]!;
    } else return { core: node, meta, required };
  }
}

/** A regular expression as Sveltia reads a pattern: its source, or /source/flags. */
const editorPattern = (pattern: RegExp) => (pattern.flags ? `/${pattern.source}/${pattern.flags}` : pattern.source);

/** A rule's message as the editor shows it under the field: the schema's words, capitalised. */
function messageOf(check: CheckDefinition, where: string): string {
  const message = check.error?.();
  if (typeof message !== "string") throw new Error(`${where}: a pattern needs a message for the editor`);
  return message.charAt(0).toUpperCase() + message.slice(1);
}

/** Fields of an object, or of a union of objects (both branches' fields; one not in each is optional). */
function objectFields(core: Schema, where: string): EditorField[] {
  const def = definition(core);
  if (def.type === "object")
    return Object.entries(def.shape ?? {}).map(([name, child]) => editorField(name, child, where));
  const branches = (def.options ?? []).map((option) => definition(unwrap(option).core));
  if (def.type !== "union" || !branches.every((branch) => branch.type === "object"))
    throw new Error(`${where}: the editor has no field for a ${def.type}`);
  const names = [...new Set(branches.flatMap((branch) => Object.keys(branch.shape ?? {})))];
  return names.map((name) => {
    const inAll = branches.every((branch) => branch.shape?.[name]);
    const described = editorField(name, branches.find((branch) => branch.shape?.[name])!.shape![name]!, where);
    return inAll ? described : { ...described, required: false };
  });
}

/** A list's or a choice list's length limits. */
function lengthLimits(core: Schema, required: boolean): { min?: number; max?: number } {
  const limits: { min?: number; max?: number } = required ? {} : { min: 0 };
  for (const check of checksOf(core)) {
    if (check.check === "min_length") limits.min = check.minimum;
    if (check.check === "max_length") limits.max = check.maximum;
    if (check.check === "length_equals") limits.min = limits.max = check.length;
  }
  return limits;
}

/** The editor's field for one field of the schema; `parent` names where it is, for errors. */
export function editorField(name: string, schema: Schema, parent = ""): EditorField {
  const where = parent ? `${parent}.${name}` : name;
  const { core, meta, required } = unwrap(schema);
  if (!meta.label) throw new Error(`app/content/schema.ts: ${where} needs a label (.meta({ label }))`);
  const def = definition(core);
  const described: EditorField = {
    name,
    label: meta.label,
    widget: "string",
    ...(meta.hint ? { hint: meta.hint } : {}),
    ...(required ? {} : { required: false }),
  };
  const checks = checksOf(core);
  if (def.type === "object" || def.type === "union") {
    Object.assign(described, { widget: "object", fields: objectFields(core, where) });
  } else if (def.type === "array" && meta.widget === "relation") {
    // A choice of several entries of another screen (Sveltia CMS's relation field), saved as a list.
    Object.assign(described, { widget: "relation", multiple: true, ...lengthLimits(core, required) });
  } else if (def.type === "array" && def.element) {
    const item = unwrap(def.element).core;
    const itemDef = definition(item);
    const limits = lengthLimits(core, required);
    if (itemDef.type === "enum")
      Object.assign(described, {
        widget: "select",
        multiple: true,
        ...limits,
        options: Object.values(itemDef.entries!),
      });
    else Object.assign(described, { widget: "list", ...limits, fields: objectFields(item, `${where}[]`) });
  } else if (def.type === "string") {
    const patterns = checks.filter((check) => check.check === "string_format" && check.format === "regex");
    if (patterns.length > 1) throw new Error(`${where}: the editor checks one pattern; join them into one`);
    const email = def.format === "email" || checks.some((check) => check.format === "email");
    const max = checks.find((check) => check.check === "max_length")?.maximum;
    Object.assign(described, {
      widget: meta.widget ?? "string",
      ...(email ? { type: "email" } : def.format === "url" ? { type: "url" } : {}),
      ...(max !== undefined && meta.widget !== "relation" ? { maxlength: max } : {}),
      // A relation offers only the entries it names, which the build's rules accept already.
      ...(patterns[0] && meta.widget !== "relation"
        ? { pattern: [editorPattern(patterns[0].pattern!), messageOf(patterns[0], where)] }
        : {}),
    });
  } else if (def.type === "number") {
    const int = checks.some((check) => check.check === "number_format" && /int/.test(check.format ?? ""));
    const above = checks.find((check) => check.check === "greater_than");
    const below = checks.find((check) => check.check === "less_than");
    // A whole number greater than 0 is at least 1; the editor's limits are inclusive.
    const min = above && (above.inclusive ? above.value : int ? above.value! + 1 : undefined);
    Object.assign(described, {
      widget: "number",
      value_type: int ? "int" : "float",
      ...(min !== undefined ? { min } : {}),
      ...(below?.inclusive ? { max: below.value } : {}),
    });
  } else if (def.type === "boolean" || (def.type === "literal" && typeof def.values?.[0] === "boolean")) {
    described.widget = "boolean";
  } else if (def.type === "enum" || def.type === "literal") {
    Object.assign(described, { widget: "select", options: def.entries ? Object.values(def.entries) : def.values });
  } else {
    throw new Error(`${where}: the editor has no field for a ${def.type}`);
  }
  return { ...described, ...meta.editor };
}

const topFields = (contentSchema as unknown as { shape: Record<string, Schema> }).shape;

/** The editor's screen for a content file. */
export function editorScreen(file: ContentFileName): EditorScreen {
  return {
    ...CONTENT_SCREENS[file],
    file: `content/${file}`,
    format: "yaml",
    fields: CONTENT_FILES[file].map((name) => editorField(name, topFields[name]!)),
  };
}

/** Every screen, in `order` (screen names, admin/config.yml's `screens`): each file's screen once. */
export function editorScreens(order: readonly string[], from = "admin/config.yml"): EditorScreen[] {
  const files = Object.keys(CONTENT_SCREENS) as ContentFileName[];
  const names = files.map((file) => CONTENT_SCREENS[file].name as string);
  const unknown = order.filter((name) => !names.includes(name));
  const missing = names.filter((name) => !order.includes(name));
  const twice = order.filter((name, i) => order.indexOf(name) !== i);
  if (unknown.length || missing.length || twice.length)
    throw new Error(
      `${from}: screens must list each of ${names.join(", ")} once` +
        [
          unknown.length ? `; unknown: ${unknown.join(", ")}` : "",
          missing.length ? `; missing: ${missing.join(", ")}` : "",
          twice.length ? `; twice: ${twice.join(", ")}` : "",
        ].join(""),
    );
  return order.map((name) => editorScreen(files[names.indexOf(name)]!));
}

export { LABEL_SEPARATOR };

/**
 * A field as the owner finds it in the editor, by the one labelling rule of
 * app/content/editorLabels.mjs applied to this file's generated screen, e.g.
 * ("content/business.yml", ["contact", "address"]) -> "Business and contact › Address", and
 * ("reviews.yml", ["reviews", 2, "sample"]) -> "Reviews › review 3 › Invented example (untick for a
 * real review)".
 * @param file the content file, with or without its folder
 * @param yamlPath the field's place in the file: names, and list positions from 0
 */
export function fieldLabel(file: string, yamlPath: readonly (string | number)[]): string {
  const name = file.split(/[\\/]/).at(-1) as ContentFileName;
  if (!(name in CONTENT_SCREENS)) throw new Error(`fieldLabel: ${file} is not a content file`);
  return labelIn({ singletons: [editorScreen(name)] }, name, [...yamlPath]);
}
