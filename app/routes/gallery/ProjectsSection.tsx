import { useLayoutEffect, useMemo, useState } from "react";
import { PhotoGallery } from "~/components/gallery/PhotoGallery";
import { galleryImages } from "~/generated/gallery";
import { addressFor, filterFromSearch, galleryFilters, type FilterId, type WorkKind } from "./filters";

/**
 * The filter row and the carousel of completed projects. The chosen filter is in the address
 * (`?type=vinyl`): shared links, a reload and the Back button all show the same photos.
 */
/**
 * eyebrow, heading, intro: the section's words, from the content's page texts; kinds: the services
 * offered, as the filters name them (passed in, so this island's code holds no page texts and two
 * words of each service rather than the services section).
 */
export function ProjectsSection({
  eyebrow,
  heading,
  intro,
  kinds,
}: {
  eyebrow?: string;
  heading: string;
  intro: string;
  kinds: readonly WorkKind[];
}) {
  const filters = useMemo(() => galleryFilters(galleryImages, kinds), [kinds]);
  // The prerendered HTML is 'All Projects' (a static page cannot see the query): the address is
  // read once the island runs, before the browser paints it, and again on Back and Forward.
  const [filterId, setFilterId] = useState<FilterId>("all");
  const filter = filters.find((f) => f.id === filterId) ?? filters[0]!;

  useLayoutEffect(() => {
    const followAddress = () => setFilterId(filterFromSearch(window.location.search, filters));
    followAddress();
    window.addEventListener("popstate", followAddress);
    return () => window.removeEventListener("popstate", followAddress);
  }, [filters]);

  const choose = (id: FilterId) => {
    if (id === filterId) return;
    setFilterId(id);
    window.history.pushState(window.history.state, "", addressFor(id, window.location.href));
  };

  // No photo at all (none of the owner's, drawn samples off): no heading over an empty carousel.
  if (galleryImages.length === 0) return null;
  return (
    <section aria-labelledby="projects-title" className="bg-paper py-14 sm:py-20">
      <div className="container-site">
        <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
          <div>
            {eyebrow && <p className="mb-1 font-semibold tracking-widest text-wood-dark uppercase">{eyebrow}</p>}
            <h2 id="projects-title" className="text-3xl font-semibold sm:text-4xl">
              {heading}
            </h2>
            <p className="mt-2 max-w-2xl text-ink-muted">{intro}</p>
          </div>
          <div role="group" aria-label="Filter projects" className="flex flex-wrap gap-2 lg:max-w-xl lg:justify-end">
            {filters.map((f) => (
              <button
                key={f.id}
                type="button"
                aria-pressed={f.id === filterId}
                onClick={() => choose(f.id)}
                // Without JavaScript every photo shows and a type button could do nothing: only 'All Projects' stays.
                className={[
                  f.id === filterId ? "btn-primary" : "btn-outline bg-white",
                  "min-h-10 px-3 py-1.5 text-sm sm:min-h-11 sm:px-4 sm:text-base",
                  f.id !== "all" && "[@media(scripting:none)]:hidden",
                ]
                  .filter(Boolean)
                  .join(" ")}
              >
                {f.label}
              </button>
            ))}
          </div>
        </div>
        <div className="mt-8">
          {/* A new filter starts its own carousel at slide 1. */}
          <PhotoGallery key={filterId} photos={filter.photos} label={`${filter.name} photos`} />
        </div>
      </div>
    </section>
  );
}
