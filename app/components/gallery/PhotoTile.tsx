import { Image } from "~/components/image/Image";
import type { GalleryImage } from "~/components/image/types";

/** Two columns on phones, four from 768 px, inside the ~1200 px content width. */
export const TILE_SIZES = "(min-width: 1280px) 290px, (min-width: 768px) 23vw, 46vw";

interface Props {
  photo: GalleryImage;
  /** Position in the whole gallery, for the lightbox. */
  index: number;
  /**
   * Not near the visible slide yet: keep the box (and the name) but request
   * nothing. Without JavaScript the <noscript> copy shows the photo anyway.
   */
  deferred: boolean;
  onOpen: (index: number, opener: HTMLButtonElement) => void;
}

/** One gallery photo: a button that opens it large in the lightbox. */
export function PhotoTile({ photo, index, deferred, onOpen }: Props) {
  const picture = (
    <Image
      image={photo.image}
      alt={photo.alt}
      sizes={TILE_SIZES}
      className="block size-full"
      imgClassName="size-full object-cover transition-transform duration-300 group-hover:scale-105 motion-reduce:transition-none"
    />
  );
  // The carousel's frame clips anything outside a tile, and the photo covers an inset shadow: the
  // focus ring is the outline inside the edge, and a white frame drawn over the photo within it.
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      data-photo-index={index}
      onClick={(event) => onOpen(index, event.currentTarget)}
      className="group relative block aspect-[4/3] w-full overflow-hidden rounded-md bg-paper-deep shadow-sm ring-1 ring-line focus-inset after:pointer-events-none after:absolute after:inset-[3px] after:hidden after:rounded-sm after:border-[3px] after:border-white focus-visible:after:block"
    >
      {deferred ? (
        <>
          <span className="sr-only">{photo.alt}</span>
          <noscript>{picture}</noscript>
        </>
      ) : (
        picture
      )}
    </button>
  );
}
