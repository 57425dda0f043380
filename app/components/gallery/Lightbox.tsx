import ChevronLeft from "lucide-react/icons/chevron-left";
import ChevronRight from "lucide-react/icons/chevron-right";
import X from "lucide-react/icons/x";
import { useEffect, useRef, type KeyboardEvent, type PointerEvent } from "react";
import { Image } from "~/components/image/Image";
import type { GalleryImage } from "~/components/image/types";

/** A horizontal swipe shorter than this is a tap or a wobble, not a request for the next photo. */
const SWIPE_MIN_PX = 50;

interface Props {
  photos: readonly GalleryImage[];
  /** The photo shown, or null when closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

const navButton =
  "inline-flex size-12 items-center justify-center rounded-full bg-white/10 text-white ring-1 ring-white/30 transition-colors hover:bg-white hover:text-charcoal";

/**
 * A large view of one gallery photo in a native modal <dialog> (decisions
 * page): Previous/Next, arrow keys, swipe, Escape or Close. The dialog keeps
 * focus inside itself; the caller puts focus back on the photo it came from.
 */
export function Lightbox({ photos, index, onIndexChange, onClose }: Props) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  const total = photos.length;
  const photo = index === null ? undefined : photos[index];

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (index !== null && !dialog.open) dialog.showModal();
    if (index === null && dialog.open) dialog.close();
  }, [index]);

  const step = (delta: number) => {
    if (index === null || total === 0) return;
    onIndexChange((index + delta + total) % total);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === "ArrowRight") step(1);
    else if (event.key === "ArrowLeft") step(-1);
    else return;
    event.preventDefault();
  };

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    swipeStart.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.abs(dx) >= SWIPE_MIN_PX && Math.abs(dx) > Math.abs(dy)) step(dx < 0 ? 1 : -1);
  };

  return (
    // The dialog element handles Escape itself (cancel, then close); onClose covers every way it closes.
    <dialog
      ref={dialogRef}
      aria-label="Project photo viewer"
      onClose={onClose}
      onKeyDown={onKeyDown}
      className="fixed inset-0 m-0 h-dvh max-h-none w-screen max-w-none border-0 bg-charcoal p-0 text-white backdrop:bg-black/70"
    >
      {photo && index !== null && (
        <div className="flex h-full flex-col">
          <div className="flex items-center justify-between gap-4 px-4 py-3 sm:px-6">
            <p className="font-heading text-lg tracking-wide text-white/90">
              {index + 1} of {total}
            </p>
            <button type="button" onClick={() => dialogRef.current?.close()} className={navButton} aria-label="Close">
              <X aria-hidden="true" className="size-6" />
            </button>
          </div>
          <figure className="flex min-h-0 flex-1 flex-col">
            <div
              className="relative flex min-h-0 flex-1 touch-pan-y items-center justify-center px-2 select-none sm:px-20"
              onPointerDown={onPointerDown}
              onPointerUp={onPointerUp}
              onPointerCancel={() => (swipeStart.current = null)}
              // A mouse swipe over the picture would otherwise start a native image drag and cancel the pointer.
              onDragStart={(event) => event.preventDefault()}
            >
              <Image
                key={photo.id}
                image={photo.image}
                alt={photo.alt}
                sizes="(min-width: 1280px) 1200px, 100vw"
                className="block max-h-full w-full max-w-6xl"
                imgClassName="mx-auto h-auto max-h-[calc(100dvh-9rem)] w-auto max-w-full rounded-md object-contain shadow-2xl"
              />
            </div>
            <figcaption aria-live="polite" className="px-4 pt-3 pb-2 text-center text-white sm:px-6">
              <span className="sr-only">
                Photo {index + 1} of {total}:{" "}
              </span>
              {photo.alt}
            </figcaption>
          </figure>
          <div className="flex items-center justify-center gap-4 px-4 pb-4 sm:pointer-events-none sm:absolute sm:inset-x-4 sm:top-1/2 sm:-translate-y-1/2 sm:justify-between sm:p-0">
            <button
              type="button"
              onClick={() => step(-1)}
              className={`${navButton} sm:pointer-events-auto`}
              aria-label="Previous photo"
            >
              <ChevronLeft aria-hidden="true" className="size-7" />
            </button>
            <button
              type="button"
              onClick={() => step(1)}
              className={`${navButton} sm:pointer-events-auto`}
              aria-label="Next photo"
            >
              <ChevronRight aria-hidden="true" className="size-7" />
            </button>
          </div>
        </div>
      )}
    </dialog>
  );
}
