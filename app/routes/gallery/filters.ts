import type { GalleryImage } from "~/components/image/types";

export interface GalleryFilter {
  id: string;
  label: string;
  matches: (photo: GalleryImage) => boolean;
}

/** Every photo carries this category, so it is the 'All Projects' filter rather than a button of its own. */
const EVERY_PHOTO = "all-projects";

export const ALL_PROJECTS: GalleryFilter = { id: "all", label: "All Projects", matches: () => true };

/** 'wood-fences' -> 'Wood Fences'. */
export function categoryLabel(category: string): string {
  return category
    .split("-")
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(" ");
}

/**
 * 'All Projects' first, then one filter per other category found on the
 * photos, in the order they first appear. Today every photo is
 * 'all-projects', so only 'All Projects' shows (spec section 4).
 */
export function galleryFilters(photos: readonly GalleryImage[]): GalleryFilter[] {
  const categories = [...new Set(photos.map((photo): string => photo.category))].filter((c) => c !== EVERY_PHOTO);
  return [
    ALL_PROJECTS,
    ...categories.map((category) => ({
      id: category,
      label: categoryLabel(category),
      matches: (photo: GalleryImage) => photo.category === category,
    })),
  ];
}
