import type { GalleryImage } from "~/components/image/types";

/** "all", or a service's short address name ("wood"). */
export type FilterId = string;

/** A kind of work the owner offers, as its filter names it: a service's id and short name. */
export interface WorkKind {
  id: string;
  name: string;
}

export interface GalleryFilter {
  id: FilterId;
  /** What the carousel is called when this filter is chosen: "Vinyl photos". */
  name: string;
  /** The button's text: "All Projects", "Vinyl (40)". */
  label: string;
  photos: readonly GalleryImage[];
}

/**
 * 'All Projects' first, then one filter per kind of work the owner offers that has photos, in the
 * owner's order of services, each with its count. Photos without a kind, or of one no longer
 * offered, show under 'All Projects' only.
 */
export function galleryFilters(photos: readonly GalleryImage[], kinds: readonly WorkKind[]): GalleryFilter[] {
  const all: GalleryFilter = { id: "all", name: "All Projects", label: "All Projects", photos };
  const byType = kinds.map(({ id, name }): GalleryFilter => {
    const chosen = photos.filter((photo) => photo.type === id);
    return { id, name, label: `${name} (${chosen.length})`, photos: chosen };
  });
  return [all, ...byType.filter((filter) => filter.photos.length > 0)];
}

/** The filter an address asks for (`?type=vinyl`); 'All Projects' when it names none that has photos. */
export function filterFromSearch(search: string, filters: readonly GalleryFilter[]): FilterId {
  const type = new URLSearchParams(search).get("type");
  return filters.find((filter) => filter.id === type)?.id ?? "all";
}

/** The address that shares a filter: `?type=vinyl`, or no `type` for 'All Projects'; the rest is kept. */
export function addressFor(id: FilterId, href: string): string {
  const url = new URL(href);
  if (id === "all") url.searchParams.delete("type");
  else url.searchParams.set("type", id);
  return url.pathname + url.search + url.hash;
}
