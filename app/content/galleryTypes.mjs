// The kinds of work a gallery photo can show, each with its filter button's name on the Gallery
// page. Plain JavaScript, free of zod, so that the gallery island ships it to the browser and the
// image step (scripts/images, run by Node) reads the same list: a photo in
// content/images/gallery/<type>/ gets that type.

export const GALLERY_TYPE_NAMES = /** @type {const} */ ({
  wood: "Wood",
  vinyl: "Vinyl",
  metal: "Metal",
  "chain-link": "Chain Link",
  gates: "Gates",
  decks: "Decks",
});

/** @typedef {keyof typeof GALLERY_TYPE_NAMES} GalleryType */

/** In the order the filter row shows them. */
export const GALLERY_TYPES = /** @type {[GalleryType, ...GalleryType[]]} */ (Object.keys(GALLERY_TYPE_NAMES));
