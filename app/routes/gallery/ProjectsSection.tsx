import { useMemo, useState } from "react";
import { PhotoGallery } from "~/components/gallery/PhotoGallery";
import { galleryImages } from "~/generated/gallery";
import { galleryFilters } from "./filters";

/** The filter row and the carousel of completed projects. */
export function ProjectsSection() {
  const filters = useMemo(() => galleryFilters(galleryImages), []);
  const [filterId, setFilterId] = useState(filters[0]?.id ?? "all");
  const filter = filters.find((f) => f.id === filterId) ?? filters[0];
  const photos = useMemo(() => (filter ? galleryImages.filter(filter.matches) : galleryImages), [filter]);

  return (
    <section aria-labelledby="projects-title" className="bg-paper py-14 sm:py-20">
      <div className="container-site">
        <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
          <div>
            <p className="font-semibold tracking-widest text-wood-dark uppercase">Project gallery</p>
            <h2 id="projects-title" className="mt-1 text-3xl font-semibold sm:text-4xl">
              Completed Projects
            </h2>
            <p className="mt-2 max-w-2xl text-ink-muted">
              Privacy fences, picket fences, ornamental metal, chain link, gates and decks. Select a photo to see it
              larger.
            </p>
          </div>
          <div role="group" aria-label="Filter projects" className="flex flex-wrap gap-2">
            {filters.map((f) => (
              <button
                key={f.id}
                type="button"
                aria-pressed={f.id === filterId}
                onClick={() => setFilterId(f.id)}
                className={f.id === filterId ? "btn-primary" : "btn-outline bg-white"}
              >
                {f.label}
              </button>
            ))}
          </div>
        </div>
        <div className="mt-8">
          {/* A new filter starts its own carousel at slide 1. */}
          <PhotoGallery key={filterId} photos={photos} label={`${filter?.label ?? "Project"} photos`} />
        </div>
      </div>
    </section>
  );
}
