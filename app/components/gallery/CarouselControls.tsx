import ChevronLeft from "lucide-react/icons/chevron-left";
import ChevronRight from "lucide-react/icons/chevron-right";
import Pause from "lucide-react/icons/pause";
import Play from "lucide-react/icons/play";

const roundButton =
  "inline-flex size-11 items-center justify-center rounded-full border-2 border-brand-dark bg-white text-brand-deep shadow-sm transition-colors hover:bg-brand-dark hover:text-white";

interface ControlsProps {
  slidesId: string;
  selected: number;
  count: number;
  rotating: boolean;
  /** Say the new slide aloud: only while nothing rotates on its own (a talking carousel would never stop). */
  announce: boolean;
  onPrev: () => void;
  onNext: () => void;
  onTogglePlay: () => void;
}

/**
 * Pause/play first (WAI-ARIA carousel pattern), then the slide count and the
 * arrows. Hidden without JavaScript, where they could do nothing.
 */
export function CarouselControls(props: ControlsProps) {
  const { slidesId, selected, count, rotating, announce, onPrev, onNext, onTogglePlay } = props;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 [@media(scripting:none)]:hidden">
      <button type="button" onClick={onTogglePlay} className="btn-outline bg-white px-4">
        {rotating ? (
          <Pause aria-hidden="true" className="size-4" fill="currentColor" />
        ) : (
          <Play aria-hidden="true" className="size-4" fill="currentColor" />
        )}
        {rotating ? "Pause slideshow" : "Play slideshow"}
      </button>
      <div className="flex items-center gap-3">
        {/* On phones the bullets below show the position; the count stays for screen readers. */}
        <p
          aria-live={announce ? "polite" : "off"}
          aria-atomic="true"
          className="font-semibold text-ink-muted max-sm:sr-only"
        >
          Slide {selected + 1} of {count}
        </p>
        <button
          type="button"
          aria-label="Previous slide"
          aria-controls={slidesId}
          onClick={onPrev}
          className={roundButton}
        >
          <ChevronLeft aria-hidden="true" className="size-6" />
        </button>
        <button type="button" aria-label="Next slide" aria-controls={slidesId} onClick={onNext} className={roundButton}>
          <ChevronRight aria-hidden="true" className="size-6" />
        </button>
      </div>
    </div>
  );
}

interface PickerProps {
  slidesId: string;
  selected: number;
  count: number;
  onPick: (index: number) => void;
}

/** The pagination bullets: 44 px targets around a small dot, in two tidy rows on phones. */
export function SlidePicker({ slidesId, selected, count, onPick }: PickerProps) {
  return (
    <div
      role="group"
      aria-label="Choose a slide"
      className="mx-auto mt-6 flex max-w-[19.25rem] flex-wrap justify-center sm:max-w-none [@media(scripting:none)]:hidden"
    >
      {Array.from({ length: count }, (_, i) => {
        const current = i === selected;
        return (
          <button
            key={i}
            type="button"
            aria-label={`Go to slide ${i + 1}`}
            aria-controls={slidesId}
            aria-current={current ? "true" : undefined}
            onClick={() => onPick(i)}
            className="group inline-flex size-11 items-center justify-center"
          >
            <span
              aria-hidden="true"
              className={`block h-3 rounded-full transition-all motion-reduce:transition-none ${
                current ? "w-7 bg-brand-dark" : "w-3 bg-ink-muted/80 group-hover:bg-brand"
              }`}
            />
          </button>
        );
      })}
    </div>
  );
}
