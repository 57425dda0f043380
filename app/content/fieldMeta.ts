// How a field shows in the site editor at /admin, written beside its rule in schema.ts as
// `.meta({ label, hint, ... })`. The editor's screens are made from the schema and these
// (app/content/editor.ts), so a field's type, rules, limits, label and hint are written once.

/** Sveltia CMS settings of a field that the schema's rules do not imply; passed on as written. */
export interface EditorOnlySettings {
  /** A note under the field's name. */
  comment?: string;
  /** What one item of a list is called ("Add town"). */
  label_singular?: string;
  /** A list item's one-line summary, e.g. "{{fields.name}}, {{fields.state}}". */
  summary?: string;
  /** Shown folded until opened. */
  collapsed?: boolean;
  /** False: items can be removed and reordered but not added (or not removed). */
  allow_add?: boolean;
  allow_remove?: boolean;
  /** Shown but not editable. */
  readonly?: boolean;
  /** The field of a list item whose picture stands for it. */
  thumbnail?: string;
  /** Pictures only from the media folder, not from an address. */
  choose_url?: boolean;
  /** Where a picture or file field's uploads go, and how its value is written (a bare file name: ""). */
  media_folder?: string;
  public_folder?: string;
  /** The kinds of file a file field offers to upload (the HTML accept attribute: "video/mp4"). */
  accept?: string;
  /**
   * True: the editor shows a group of optional fields open, never behind an "Add" tick, where the
   * build gives the group a default (an empty group is what it reads when the file leaves it out).
   */
  required?: boolean;
  /** The value a new entry starts with. */
  default?: boolean | string;
  /**
   * A relation field's choices: the entries of `collection` ("_singletons": a screen, named by
   * `file`), saved as `value_field` and shown as `display_fields` ("services.*.id": each item's id).
   */
  collection?: string;
  file?: string;
  value_field?: string;
  display_fields?: readonly string[];
  search_fields?: readonly string[];
  /** The fewest items a list or a multiple relation asks for, where the build reads fewer too. */
  min?: number;
  /** A relation field that holds several of its choices (a list of their values). */
  multiple?: boolean;
}

export interface EditorFieldMeta {
  /** The field's name as the owner reads it in the editor. */
  label?: string;
  /** The line under the field: what to type, and what it changes on the site. */
  hint?: string;
  /**
   * Where the type alone does not say it: a long text (several lines), a picture or another file,
   * or a choice among the entries of another screen (editor.collection...).
   */
  widget?: "text" | "image" | "file" | "relation";
  editor?: EditorOnlySettings;
}

declare module "zod" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds the editor's keys to zod's metadata
  interface GlobalMeta extends EditorFieldMeta {}
}
