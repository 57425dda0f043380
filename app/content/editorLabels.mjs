// The words the owner reads for a place in the content: the editor's own screen and field labels
// ("Business and contact › Address"), looked up in the editor's configuration object (the one
// scripts/build-steps/admin/config.mjs makes from the content's schema, decorations included), so the build
// log and the editor's notes name a field exactly as the editor shows it. One rule for every
// caller: app/content/editor.ts's fieldLabel(file, path) applies it to its own screens.

/** Separates the steps of a field's place in the editor: "Business and contact › Address". */
export const LABEL_SEPARATOR = " › ";

/** The editor's screen for a content file ("business.yml" or "content/business.yml"), or undefined. */
export function screenOf(config, file) {
  const name = file.split(/[\\/]/).at(-1);
  return (config?.singletons ?? []).find((screen) => screen.file === `content/${name}`);
}

/**
 * "Screen › Field › Field" for a field path in a content file, as the editor labels it. The
 * top-level field's label is left out where it only groups fields (Contact, Pages), kept where it
 * is a list (Service areas); a list item reads as its number, after the list's singular label
 * where it has one ("Questions › question 3").
 * Where the editor has no label for a step, the path's own name stands in.
 * @param {unknown} config the editor's configuration object
 * @param {string} file a content file's name ("business.yml")
 * @param {(string | number)[]} path the field path in that file (["contact", "address"])
 * @returns {string}
 */
export function fieldLabel(config, file, path) {
  const screen = screenOf(config, file);
  const words = [screen?.label ?? file];
  let fields = screen?.fields;
  /** The list the previous step named, whose items a number picks. */
  let list = null;
  path.forEach((step, depth) => {
    if (typeof step === "number") {
      words.push(list?.label_singular ? `${list.label_singular} ${step + 1}` : `${step + 1}`);
      list = null;
      return;
    }
    const field = (fields ?? []).find((candidate) => candidate.name === step);
    fields = field?.fields;
    list = field?.widget === "list" ? field : null;
    const label = field?.label ?? step;
    if (depth === 0 && !list && path.length > 1) return;
    if (label === words[words.length - 1]) return;
    words.push(label);
  });
  return words.join(LABEL_SEPARATOR);
}
