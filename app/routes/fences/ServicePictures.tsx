import { Image } from "~/components/image/Image";
import type { Service } from "~/content";
import { rowSizes, SPAN_SM, type RowSize } from "~/lib/rowSizes";
import { serviceImage, shownServicePictures } from "~/lib/service-images";

/** How wide it is drawn, by the size of its row: the container's column is 1136 px at most. */
const SIZES: Record<RowSize, string> = {
  1: "(min-width: 1200px) 1136px, 92vw",
  2: "(min-width: 1200px) 556px, (min-width: 640px) 46vw, 92vw",
  3: "(min-width: 1200px) 376px, (min-width: 640px) 31vw, 92vw",
  4: "(min-width: 1200px) 266px, (min-width: 640px) 23vw, 92vw",
};

/**
 * A service's pictures in rows of up to three across the width, none part empty: one picture takes
 * it all. Nothing where it has none.
 */
export function ServicePictures({
  service,
  captions = true,
  className = "",
}: {
  service: Service;
  /** Whether the captions show under the pictures (they are the alt text either way). */
  captions?: boolean;
  className?: string;
}) {
  const pictures = shownServicePictures(service.images);
  if (pictures.length === 0) return null;
  const rows = rowSizes(pictures.length);
  return (
    <ul className={`grid gap-6 sm:grid-cols-12 ${className}`}>
      {pictures.map(({ image, caption }, i) => (
        <li key={image} className={SPAN_SM[rows[i]!]}>
          <figure>
            {/* Without a caption the picture is named by its service and place: "Wood Fences, picture 2". */}
            <Image
              image={serviceImage(image)}
              alt={caption ?? `${service.title}, picture ${i + 1}`}
              sizes={SIZES[rows[i]!]}
              // Alone across the width, a wide crop keeps it within a screen's height.
              className={
                rows[i] === 1
                  ? "block overflow-hidden rounded-lg shadow-md sm:aspect-video"
                  : "overflow-hidden rounded-lg shadow-md"
              }
              imgClassName={rows[i] === 1 ? "size-full object-cover" : undefined}
            />
            {/* The caption is the picture's alt text too, so screen readers need not hear it twice. */}
            {captions && caption && (
              <figcaption aria-hidden="true" className="mt-3 text-ink-muted">
                {caption}
              </figcaption>
            )}
          </figure>
        </li>
      ))}
    </ul>
  );
}
