/**
 * The screens of admin/config.yml (`screens`) whose preview draws their part of the site with the
 * site's own components (preview.tsx), by name. Every screen's preview opens with the live list of
 * what is still the example company's (decision 0034); these then draw the site below it.
 */
export const PREVIEW_TEMPLATES = /** @type {const} */ (["business", "faq", "reviews", "prices"]);

/** @typedef {(typeof PREVIEW_TEMPLATES)[number]} PreviewTemplate */
