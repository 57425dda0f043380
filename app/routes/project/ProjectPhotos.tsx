import { Image } from "~/components/image/Image";
import { projectPicture } from "~/components/projects/projectPhotos";
import { StageMark } from "~/components/projects/StageMark";
import { photosLeadFirst, type ShownProject } from "~/lib/projects";

/** The first photo across the content width; the others two to a row from 640 px. */
const LEAD_SIZES = "(min-width: 1280px) 1200px, 94vw";
const PAIR_SIZES = "(min-width: 1280px) 592px, (min-width: 640px) 46vw, 94vw";

/**
 * Every photo of the project, each marked before or after where the owner says: its finished work
 * first, across the page and loaded first (its largest picture), then the others in the owner's order.
 */
export function ProjectPhotos({ project }: { project: ShownProject }) {
  const [lead, ...rest] = photosLeadFirst(project);
  return (
    <div className="bg-paper py-8 sm:py-12">
      <ul className="container-site grid gap-4 sm:grid-cols-2">
        {[lead!, ...rest].map((photo, index) => (
          <li key={`${photo.image}-${index}`} className={index === 0 ? "sm:col-span-2" : ""}>
            {/* The first photo is wide on a wide screen (16:9), so the others come into view below it. */}
            <figure
              className={`relative overflow-hidden rounded-lg bg-paper-deep shadow-sm ring-1 ring-line ${index === 0 ? "sm:aspect-[16/9]" : ""}`}
            >
              <Image
                image={projectPicture(photo)}
                alt={photo.alt}
                sizes={index === 0 ? LEAD_SIZES : PAIR_SIZES}
                priority={index === 0}
                className="block h-full"
                imgClassName="h-full w-full object-cover"
              />
              <StageMark stage={photo.stage} className="top-3 left-3 text-base" />
            </figure>
          </li>
        ))}
      </ul>
    </div>
  );
}
