import Autoplay from "embla-carousel-autoplay";
import useEmblaCarousel from "embla-carousel-react";
import { memo, startTransition, useCallback, useEffect, useMemo, useRef, useState, type FocusEvent } from "react";
import { useIslandId } from "~/islands/islandId";
import type { GalleryImage } from "~/components/image/types";
import { CarouselControls, SlidePicker } from "./CarouselControls";
import { chunk, neighbours, PHOTOS_PER_SLIDE } from "./chunk";
import { PhotoTile } from "./PhotoTile";
import { useReducedMotion } from "./useReducedMotion";

/** The carousel moves on every 4 seconds while nobody interacts. */
export const AUTOPLAY_DELAY_MS = 4000;
export { PHOTOS_PER_SLIDE };

interface SlidePhotosProps {
  photos: readonly GalleryImage[];
  slideIndex: number;
  deferred: boolean;
  onOpenPhoto: Props["onOpenPhoto"];
}

/**
 * One slide's grid of photos. Memoised: moving the carousel changes which
 * slide is shown, not what a slide holds, so only a slide whose photos start
 * loading draws again (13 slides of 16 photos would otherwise all re-render
 * at every step, a long task on a slow phone).
 */
const SlidePhotos = memo(function SlidePhotos({ photos, slideIndex, deferred, onOpenPhoto }: SlidePhotosProps) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-4">
      {photos.map((photo, i) => {
        const index = slideIndex * PHOTOS_PER_SLIDE + i;
        return (
          <li key={photo.id}>
            <PhotoTile photo={photo} index={index} deferred={deferred} onOpen={onOpenPhoto} />
          </li>
        );
      })}
    </ul>
  );
});

interface Props {
  photos: readonly GalleryImage[];
  /** Accessible name of the carousel region. */
  label: string;
  onOpenPhoto: (index: number, opener: HTMLButtonElement) => void;
  /** Something else needs the visitor's attention (the lightbox is open): do not rotate. */
  hold?: boolean;
}

/**
 * The gallery's photos: a carousel when they fill more than one slide, else just their grid.
 * One slide has nowhere to move to, so arrows, bullets, a "Slide 1 of 1" line, an autoplay
 * and a pause button there would be controls that do nothing (and a region announced as a
 * carousel that is not one): a small gallery is simply the grid, each photo still opening
 * the lightbox. With or without JavaScript alike, so the prerendered page is the same too.
 */
export function PhotoCarousel(props: Props) {
  const slides = useMemo(() => chunk(props.photos, PHOTOS_PER_SLIDE), [props.photos]);
  if (slides.length > 1) return <Carousel {...props} slides={slides} />;
  return (
    <section aria-label={props.label}>
      <SlidePhotos photos={props.photos} slideIndex={0} deferred={false} onOpenPhoto={props.onOpenPhoto} />
    </section>
  );
}

/**
 * The gallery carousel (WAI-ARIA carousel pattern): Embla, looping, 24 px
 * between slides, autoplay every 4 s that arrows and bullets do not stop,
 * a pause/play button, no movement of its own under
 * reduced motion, and a pause while keyboard focus is inside it.
 */
function Carousel({ slides, label, onOpenPhoto, hold = false }: Props & { slides: readonly GalleryImage[][] }) {
  const count = slides.length;
  const slidesId = useIslandId("slides");
  const reducedMotion = useReducedMotion();
  const plugins = useMemo(
    () => [
      // stopOnFocusIn is ours to handle: only keyboard focus pauses, not a mouse click on an arrow.
      Autoplay({ delay: AUTOPLAY_DELAY_MS, stopOnInteraction: false, stopOnFocusIn: false, playOnInit: false }),
    ],
    [],
  );
  const [viewportRef, api] = useEmblaCarousel({ loop: true, align: "start", duration: 30 }, plugins);

  const [selected, setSelected] = useState(0);
  // Slides whose photos may be requested: the first one; the next once the carousel is on screen;
  // the neighbours of each slide the visitor reaches.
  const [near, setNear] = useState<ReadonlySet<number>>(() => new Set([0]));
  const regionRef = useRef<HTMLElement>(null);
  const [onScreen, setOnScreen] = useState(false);
  const [choice, setChoice] = useState<boolean | null>(null);
  const [focusHold, setFocusHold] = useState(false);

  const rotating = choice ?? !reducedMotion;
  // Rotating while nobody can see it would only fetch photos nobody looks at.
  const moving = rotating && onScreen && !focusHold && !hold;

  const addNear = useCallback((wanted: number[]) => {
    // Not urgent: starting photo downloads for nearby slides can wait for the main thread to be free.
    startTransition(() =>
      setNear((current) => (wanted.every((i) => current.has(i)) ? current : new Set([...current, ...wanted]))),
    );
  }, []);
  const bringNear = useCallback((index: number) => addNear(neighbours(index, count)), [addNear, count]);

  useEffect(() => {
    const region = regionRef.current;
    if (!region) return;
    if (typeof IntersectionObserver === "undefined") {
      setOnScreen(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      const visible = entries.some((e) => e.isIntersecting);
      startTransition(() => setOnScreen(visible));
    });
    observer.observe(region);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (onScreen) addNear([(selected + 1) % count]);
  }, [onScreen, selected, count, addNear]);

  useEffect(() => {
    if (!api) return;
    const onSelect = () => {
      const index = api.selectedScrollSnap();
      setSelected(index);
      bringNear(index);
    };
    api.on("select", onSelect).on("reInit", onSelect);
    return () => {
      api.off("select", onSelect).off("reInit", onSelect);
    };
  }, [api, bringNear]);

  useEffect(() => {
    const autoplay = api?.plugins().autoplay;
    if (!api || !autoplay) return;
    if (moving) autoplay.play(reducedMotion);
    else autoplay.stop();
    // With stopOnInteraction off the plugin restarts itself after every drag; a paused carousel stays paused.
    const keepStopped = () => {
      if (!moving) autoplay.stop();
    };
    api.on("pointerUp", keepStopped);
    return () => {
      api.off("pointerUp", keepStopped);
    };
  }, [api, moving, reducedMotion]);

  /** Arrows and bullets move the carousel; the autoplay keeps going and counts its 4 s from now. */
  const go = useCallback(
    (move: "prev" | "next" | number) => {
      if (!api) return;
      const jump = reducedMotion;
      if (move === "prev") api.scrollPrev(jump);
      else if (move === "next") api.scrollNext(jump);
      else api.scrollTo(move, jump);
      api.plugins().autoplay?.reset();
    },
    [api, reducedMotion],
  );

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    bringNear(selected);
    if (event.target.matches(":focus-visible")) setFocusHold(true);
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusHold(false);
  };
  const togglePlay = () => {
    setChoice(!rotating);
    // Pressing Play is an explicit request to rotate, even though focus is on the button.
    if (!rotating) setFocusHold(false);
  };

  return (
    <section
      ref={regionRef}
      aria-roledescription="carousel"
      aria-label={label}
      onFocus={onFocus}
      onBlur={onBlur}
      onPointerEnter={() => bringNear(selected)}
      className="relative"
    >
      <CarouselControls
        slidesId={slidesId}
        selected={selected}
        count={count}
        rotating={rotating}
        announce={!moving}
        onPrev={() => go("prev")}
        onNext={() => go("next")}
        onTogglePlay={togglePlay}
      />
      <div
        ref={viewportRef}
        className="mt-4 overflow-hidden [@media(scripting:none)]:snap-x [@media(scripting:none)]:snap-mandatory [@media(scripting:none)]:overflow-x-auto"
      >
        <div id={slidesId} className="-ml-6 flex touch-pan-y">
          {slides.map((group, slideIndex) => (
            <div
              key={group[0]?.id ?? slideIndex}
              role="group"
              aria-roledescription="slide"
              aria-label={`${slideIndex + 1} of ${count}`}
              // Only the shown slide is reachable by Tab and screen readers once the carousel runs.
              inert={api ? slideIndex !== selected : undefined}
              className="carousel-slide min-w-0 shrink-0 grow-0 basis-full snap-start pl-6"
            >
              <SlidePhotos
                photos={group}
                slideIndex={slideIndex}
                deferred={!near.has(slideIndex)}
                onOpenPhoto={onOpenPhoto}
              />
            </div>
          ))}
        </div>
      </div>
      <SlidePicker slidesId={slidesId} selected={selected} count={count} onPick={(i) => go(i)} />
    </section>
  );
}
