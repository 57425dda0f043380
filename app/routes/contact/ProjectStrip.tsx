import ArrowRight from "lucide-react/icons/arrow-right";
import Pause from "lucide-react/icons/pause";
import type { CSSProperties } from "react";
import { Link } from "react-router";
import { Image } from "~/components/image/Image";
import type { GalleryImage } from "~/components/image/types";
import { pages } from "~/content";
import { stripImages } from "~/generated/strip";
import { TILE_SIZES } from "~/components/gallery/PhotoTile";
import { stripRows } from "./stripRows";

const STRIP_ROWS = stripRows(stripImages);
/** Too few photos to drift without showing the same ones side by side (stripRows): they stand still. */
const STILL = STRIP_ROWS.length === 0;

const PAUSE_ID = "strip-pause";

function StripTile({ photo, copy }: { photo: GalleryImage; copy: boolean }) {
  return (
    // Spacing is padding inside each tile, not a flex gap, so half the track is exactly one set.
    <li aria-hidden={copy || undefined} className="shrink-0 pr-3 sm:pr-4">
      <Image
        image={photo.image}
        alt={copy ? "" : photo.alt}
        sizes="(min-width: 1024px) 288px, (min-width: 640px) 240px, 192px"
        className="block h-36 w-48 overflow-hidden rounded-md bg-paper-deep sm:h-45 sm:w-60 lg:h-54 lg:w-72"
        imgClassName="size-full object-cover"
      />
    </li>
  );
}

/**
 * A few photos, still: one row of up to four, two to a row on phones, the last row centred, in the
 * gallery's tile shape. Nothing moves, so there is no pause control either.
 */
function StillPhotos() {
  return (
    <ul className="container-site mt-8 flex flex-wrap justify-center gap-3 sm:gap-4">
      {stripImages.map((photo) => (
        <li
          key={photo.id}
          className="basis-[calc((100%-0.75rem)/2)] sm:basis-[calc((100%-1rem)/2)] md:basis-[calc((100%-3rem)/4)]"
        >
          <Image
            image={photo.image}
            alt={photo.alt}
            sizes={TILE_SIZES}
            className="block aspect-[4/3] w-full overflow-hidden rounded-md bg-paper"
            imgClassName="size-full object-cover"
          />
        </li>
      ))}
    </ul>
  );
}

/**
 * Two rows of project photos drifting in opposite directions (stripRows). Each row's set
 * is drawn twice, so moving it by half its width brings it back to where it
 * started and the loop has no seam; the copies are hidden from screen readers.
 * The movement is a CSS transform animation (app.css, `.strip-track`): no
 * layout work, no script. The pause control is a checkbox, so it works
 * without JavaScript too; under reduced motion nothing moves. Too few photos to
 * drift stand still (StillPhotos), without the control.
 */
export function ProjectStrip() {
  // No photo to show (none of the owner's, drawn samples off): the section is left out.
  if (stripImages.length === 0) return null;
  return (
    <section aria-labelledby="strip-title" className="project-strip overflow-hidden bg-paper-deep py-14 sm:py-20">
      <div className="container-site flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          {pages.contact.projectsEyebrow && (
            <p className="mb-1 font-semibold tracking-widest text-wood-dark uppercase">
              {pages.contact.projectsEyebrow}
            </p>
          )}
          <h2 id="strip-title" className="text-3xl font-semibold sm:text-4xl">
            {pages.contact.projectsHeading}
          </h2>
        </div>
        {!STILL && (
          <div className="motion-reduce:hidden">
            <input id={PAUSE_ID} type="checkbox" className="strip-pause peer sr-only" />
            <label
              htmlFor={PAUSE_ID}
              className="btn-outline cursor-pointer bg-white peer-checked:bg-brand-dark peer-checked:text-white peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-wood-dark"
            >
              <Pause aria-hidden="true" className="size-4" fill="currentColor" />
              Pause moving photos
            </label>
          </div>
        )}
      </div>
      {STILL ? (
        <StillPhotos />
      ) : (
        <div className="mt-8 space-y-3 sm:space-y-4">
          {STRIP_ROWS.map((row) => (
            <ul
              key={row.direction}
              data-direction={row.direction}
              className="strip-track"
              style={{ "--strip-duration": `${row.seconds}s` } as CSSProperties}
            >
              {/* The set twice: its own photos first, then repeats and the second drawing, all copies. */}
              {[...row.set, ...row.set].map((photo, i) => (
                <StripTile key={i} photo={photo} copy={i >= row.photos.length} />
              ))}
            </ul>
          ))}
        </div>
      )}
      <div className="container-site mt-10 text-center">
        <Link to="/gallery" className="btn-primary">
          {pages.contact.galleryButton}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </section>
  );
}
