/**
 * The kinds of work a gallery photo can show, each with its filter button's name on the Gallery
 * page. Its own module, free of zod, because the gallery island ships it to the browser; the
 * schema and the image step (scripts/images/config.mjs) use the same list.
 */
export const GALLERY_TYPE_NAMES = {
  wood: "Wood",
  vinyl: "Vinyl",
  metal: "Metal",
  "chain-link": "Chain Link",
  gates: "Gates",
  decks: "Decks",
} as const;

export type GalleryType = keyof typeof GALLERY_TYPE_NAMES;

/** In the order the filter row shows them. */
export const GALLERY_TYPES = Object.keys(GALLERY_TYPE_NAMES) as [GalleryType, ...GalleryType[]];
