import { useCallback, useRef, useState } from "react";
import type { GalleryImage } from "~/components/image/types";
import { Lightbox } from "./Lightbox";
import { PhotoCarousel } from "./PhotoCarousel";

interface Props {
  photos: readonly GalleryImage[];
  label: string;
}

/** The carousel of photos plus the lightbox they open, with focus back on the photo afterwards. */
export function PhotoGallery({ photos, label }: Props) {
  const [open, setOpen] = useState<number | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  // Stable, so the carousel's memoised slides do not redraw when the lightbox opens or closes.
  const openPhoto = useCallback((index: number, button: HTMLButtonElement) => {
    opener.current = button;
    setOpen(index);
  }, []);

  return (
    <>
      <PhotoCarousel photos={photos} label={label} hold={open !== null} onOpenPhoto={openPhoto} />
      <Lightbox
        photos={photos}
        index={open}
        onIndexChange={setOpen}
        onClose={() => {
          setOpen(null);
          opener.current?.focus();
        }}
      />
    </>
  );
}
