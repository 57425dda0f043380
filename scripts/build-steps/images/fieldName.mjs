// How the image step names a field of the content in a problem: as the editor shows it (its screen
// and labels, app/content/editor.ts's fieldLabel, which run.mjs hands in), then the file and the
// field's place in it, as the content loader names a field (app/content/validate.ts).

/** @typedef {(file: string, place: (string | number)[]) => string} LabelOf */

/**
 * "Photos and pictures › Top of each page › Home page (content/gallery.yml, pictures.hero.home)";
 * without the editor's labels (the step's own tests), the file and the place alone.
 * @param {LabelOf | undefined} labelOf
 * @param {string} file the content file, as the owner's folder names it (content/gallery.yml)
 * @param {(string | number)[]} place the field's place in the file (["pictures", "hero", "home"])
 */
export function fieldName(labelOf, file, place) {
  const where = `${file}, ${place.join(".")}`;
  return labelOf ? `${labelOf(file, place)} (${where})` : where;
}
