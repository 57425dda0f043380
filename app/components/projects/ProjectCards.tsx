import { ArrowRight, MapPin } from "lucide-react";
import { Image } from "~/components/image/Image";
import { projectPicture } from "~/components/projects/projectPhotos";
import { StageMark } from "~/components/projects/StageMark";
import { projectTexts } from "~/content";
import type { ShownProject } from "~/lib/projects";

/** How many of a project's photos its card shows: the first three; its page shows all. */
export const GROUP_PHOTOS = 3;
/** A card's first photo across two thirds of it on a phone's width, of a third of the content width on a wide screen. */
const LEAD_SIZES = "(min-width: 1024px) 260px, (min-width: 640px) 31vw, 64vw";
const SIDE_SIZES = "(min-width: 1024px) 130px, (min-width: 640px) 16vw, 32vw";

/**
 * Projects as cards, in the order given: each its first photos, its town and month, and its title
 * linking to its page (the whole card is the link's target). Prerendered only: links and pictures.
 * The gallery's groups and a town's page list them so.
 */
export function ProjectCards({ projects, className = "" }: { projects: readonly ShownProject[]; className?: string }) {
  return (
    <ul className={`grid gap-6 sm:grid-cols-2 lg:grid-cols-3 ${className}`}>
      {projects.map((project) => {
        const [lead, ...side] = project.photos.slice(0, GROUP_PHOTOS);
        return (
          <li
            key={project.slug}
            className="group relative flex flex-col overflow-hidden rounded-lg bg-white shadow-sm ring-1 ring-line transition-shadow focus-within:ring-2 focus-within:ring-brand-dark hover:shadow-md"
          >
            <div className={`grid gap-0.5 ${side.length > 0 ? "grid-cols-[2fr_1fr]" : ""}`}>
              <div className="relative">
                <Image
                  image={projectPicture(lead!)}
                  alt={lead!.alt}
                  sizes={LEAD_SIZES}
                  className="block h-full"
                  imgClassName="h-full w-full object-cover"
                />
                <StageMark stage={lead!.stage} />
              </div>
              {side.length > 0 && (
                <div className="grid gap-0.5">
                  {side.map((photo) => (
                    <div key={photo.image} className="relative">
                      <Image
                        image={projectPicture(photo)}
                        alt={photo.alt}
                        sizes={SIDE_SIZES}
                        className="block h-full"
                        imgClassName="h-full w-full object-cover"
                      />
                      <StageMark stage={photo.stage} className="top-1 left-1 px-1.5 text-xs" />
                    </div>
                  ))}
                </div>
              )}
            </div>
            <div className="flex flex-1 flex-col p-5">
              {(project.place || project.when) && (
                <p className="flex items-center gap-1.5 text-sm font-semibold tracking-wide text-wood-dark uppercase">
                  {project.place && <MapPin aria-hidden="true" className="size-4 shrink-0" />}
                  {[project.place, project.when].filter(Boolean).join(" · ")}
                </p>
              )}
              <h3 className="mt-1 text-xl font-semibold">
                {/* The whole card is the link's target: its box stretches over the card. */}
                <a
                  href={project.path}
                  className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
                >
                  {project.title}
                </a>
              </h3>
              <p
                aria-hidden="true"
                className="mt-auto flex items-center gap-1 pt-3 font-semibold text-brand-dark group-hover:underline"
              >
                {projectTexts.projectLink}
                <ArrowRight className="size-4" />
              </p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
