import { Image } from "~/components/image/Image";
import { Reveal } from "~/components/motion/Reveal";
import { Paragraphs } from "~/components/ui/Paragraphs";
import type { ServiceWithSection } from "~/lib/offerings";
import { serviceImage, shownServicePictures } from "~/lib/service-images";
import { rowSizes, SPAN_SM, type RowSize } from "~/lib/rowSizes";
import { SERVICES_REVEAL } from "./reveal";

/** How wide it is drawn, by the size of its row: the container's column is 1136 px at most. */
const SIZES: Record<RowSize, string> = {
  1: "(min-width: 1200px) 1136px, 92vw",
  2: "(min-width: 1200px) 556px, (min-width: 640px) 46vw, 92vw",
  3: "(min-width: 1200px) 376px, (min-width: 640px) 31vw, 92vw",
  4: "(min-width: 1200px) 266px, (min-width: 640px) 23vw, 92vw",
};

/** One service with a description: its text, a link to its photos in the gallery and its pictures, as many as it has. */
export function ServiceSection({ service, index }: { service: ServiceWithSection; index: number }) {
  const titleId = `${service.id}-title`;
  const tinted = index % 2 === 1;
  const pictures = shownServicePictures(service.images);
  const rows = rowSizes(pictures.length);
  return (
    <Reveal
      as="section"
      {...SERVICES_REVEAL}
      id={service.id}
      aria-labelledby={titleId}
      className={tinted ? "bg-white py-16 sm:py-20" : "py-16 sm:py-20"}
    >
      <div className="container-site">
        <div className="grid gap-6 lg:grid-cols-[1fr_1.2fr] lg:gap-12">
          <div>
            <h2 id={titleId} className="text-3xl font-semibold sm:text-4xl">
              <span className="mb-2 block h-1.5 w-14 rounded bg-brand" aria-hidden="true" />
              {service.title}
            </h2>
            {/* The one-line summary of the home page's card, as the section's lede. */}
            <p className="mt-3 max-w-md text-lg text-ink-muted sm:text-xl">{service.summary}</p>
          </div>
          <div className="max-w-prose space-y-4 text-lg">
            <Paragraphs text={service.description} />
            {/* Its photos in the gallery: the five services are gallery types (wood ... gates); a type the
                gallery does not know shows every photo. Not to #projects: arriving there, the browser
                would fetch the prerendered 'All Projects' slide before the island chose the filter.
                Nothing imported from the gallery's code: a module shared with its island would become
                a chunk of its own, one more request on the gallery page. */}
            {service.galleryLink && (
              <p>
                <a
                  href={`/gallery?type=${service.id}`}
                  className="font-semibold text-brand-deep underline decoration-2 underline-offset-4 hover:text-brand-dark"
                >
                  {service.galleryLink}
                  <span aria-hidden="true"> →</span>
                </a>
              </p>
            )}
          </div>
        </div>
        {pictures.length > 0 && (
          // Rows of up to three across the section's width, none part empty: one picture takes it all.
          <ul className="mt-10 grid gap-6 sm:grid-cols-12">
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
                  {caption && (
                    <figcaption aria-hidden="true" className="mt-3 text-ink-muted">
                      {caption}
                    </figcaption>
                  )}
                </figure>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Reveal>
  );
}
