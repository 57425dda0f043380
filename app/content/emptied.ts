// What the editor writes for a field the owner emptied, read as the field left out. Sveltia CMS
// (0.221, with admin/config.yml's output.omit_empty_optional_fields) leaves an emptied optional
// field out of the file, and a group whose fields are all left out goes with them; without that
// setting, or in a file written by hand, the same field reads as "", null, [] or {}. Whatever the
// editor lets the owner empty, the build reads as left out, so its default or "none" applies.
import { contentSchema } from "./schema.ts";
import { definition, unwrap, type EditorField, type Schema } from "./editor.ts";

/** Empty as Sveltia CMS counts it (isValueEmpty): nothing, null, "", [] or {}. */
export function isEmptied(value: unknown): boolean {
  if (value === undefined || value === null || value === "") return true;
  if (Array.isArray(value)) return value.length === 0;
  return typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype && !Object.keys(value).length;
}

/**
 * Whether the owner can empty a field of the editor's screens: it is not required, or it is a group
 * of such fields (the editor then leaves the group out with them).
 */
export const editorMayEmpty = (field: EditorField): boolean =>
  field.required === false || (field.widget === "object" && (field.fields ?? []).every(editorMayEmpty));

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The fields of an object type, or none. */
const shapeOf = (core: Schema) => {
  const def = definition(core);
  return def.type === "object" ? (def.shape ?? {}) : undefined;
};

/**
 * Whether the owner can leave a field out in the editor: the editor does not require it (the same
 * reading as app/content/editor.ts), or it is a group of such fields, which the editor drops with
 * them.
 */
export function mayBeLeftOut(schema: Schema): boolean {
  const { core, required } = unwrap(schema);
  if (!required) return true;
  const shape = shapeOf(core);
  return shape !== undefined && Object.values(shape).every(mayBeLeftOut);
}

/** Reads the emptied fields of `value`, an object of type `core`, as left out; changes it in place. */
function readObject(core: Schema, value: Record<string, unknown>): void {
  for (const [name, field] of Object.entries(shapeOf(core) ?? {})) {
    if (isEmptied(value[name])) {
      if (!unwrap(field).required) delete value[name];
      // A group the editor dropped with its fields: read as the group with every field left out.
      else if (mayBeLeftOut(field)) value[name] = {};
      else continue;
    }
    readValue(field, value[name]);
  }
}

function readValue(schema: Schema, value: unknown): void {
  const { core } = unwrap(schema);
  const def = definition(core);
  if (def.type === "object" && isRecord(value)) readObject(core, value);
  else if (def.type === "array" && def.element && Array.isArray(value))
    for (const item of value) readValue(def.element, item);
}

/**
 * Reads each field the editor lets the owner empty, in the fields of the content files (by
 * top-level field, before validation), as left out: changes `fields` in place.
 */
export function readEmptiedAsLeftOut(fields: Record<string, unknown>): void {
  readObject(contentSchema as unknown as Schema, fields);
}
