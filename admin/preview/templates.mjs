/**
 * The parts of the site the editor's preview pane draws with the site's own components
 * (preview.tsx): each a screen of admin/config.yml (`screens`), by name. Every other entry gets Sveltia's
 * own list of fields.
 */
export const PREVIEW_TEMPLATES = /** @type {const} */ (["business", "faq", "reviews"]);

/** @typedef {(typeof PREVIEW_TEMPLATES)[number]} PreviewTemplate */
