import { site } from "~/content";
import { primaryLinks } from "~/lib/navigation";
import type { ServiceWithSection } from "~/lib/offerings";
import { ServicePictures } from "../fences/ServicePictures";
import { paragraphsOf } from "./OfferingHero";

/**
 * The rest of the service's description (its first paragraph opens the page), its link to its photos
 * in the gallery and its pictures with their captions. Nothing where it has none of them.
 */
export function OfferingAbout({ service }: { service: ServiceWithSection }) {
  const rest = paragraphsOf(service.description).slice(1);
  const heading = site.pages.offering.photosHeading;
  const hasPictures = service.images.length > 0;
  if (rest.length === 0 && !hasPictures && !service.galleryLink) return null;
  // A section where its pictures have a heading; else part of the page's top section's story.
  const headed = hasPictures && Boolean(heading);
  const hasText = rest.length > 0 || Boolean(service.galleryLink);
  const Wrapper = headed ? "section" : "div";
  return (
    <Wrapper
      {...(Wrapper === "section" ? { "aria-labelledby": "offering-photos-title" } : {})}
      className="py-14 sm:py-20"
    >
      <div className="container-site">
        {/* The heading beside the words on a wide screen, as the sections of /fences stand: no half-empty row. */}
        <div className={headed && hasText ? "grid gap-6 lg:grid-cols-[1fr_1.2fr] lg:items-end lg:gap-12" : ""}>
          {headed && (
            <h2 id="offering-photos-title" className="text-3xl font-semibold sm:text-4xl">
              <span className="mb-2 block h-1.5 w-14 rounded bg-brand" aria-hidden="true" />
              {heading}
            </h2>
          )}
          {hasText && (
            <div className="max-w-prose space-y-4 text-lg">
              {rest.map((paragraph, i) => (
                <p key={i}>{paragraph}</p>
              ))}
              {/* Its photos in the gallery, under their filter (the gallery's ?type=). */}
              {service.galleryLink && (
                <p>
                  <a
                    href={`${primaryLinks.gallery.to}?type=${service.id}`}
                    className="font-semibold text-brand-deep underline decoration-2 underline-offset-4 hover:text-brand-dark"
                  >
                    {service.galleryLink}
                    <span aria-hidden="true"> →</span>
                  </a>
                </p>
              )}
            </div>
          )}
        </div>
        <ServicePictures service={service} className={hasText || headed ? "mt-10" : ""} />
      </div>
    </Wrapper>
  );
}
