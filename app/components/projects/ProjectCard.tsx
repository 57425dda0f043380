import ArrowRight from "lucide-react/icons/arrow-right";
import MapPin from "lucide-react/icons/map-pin";
import { Image } from "~/components/image/Image";
import { projectTexts } from "~/content";
import { CARD_PHOTOS, photosLeadFirst, type ShownProject } from "~/lib/projects";
import { projectPicture } from "./projectPhotos";
import { StageMark } from "./StageMark";

/** A card's first photo across two thirds of it: a card is a phone's width, half or a third of the content width. */
const LEAD_SIZES = "(min-width: 1024px) 260px, (min-width: 640px) 31vw, 64vw";
const SIDE_SIZES = "(min-width: 1024px) 130px, (min-width: 640px) 16vw, 32vw";

/**
 * One project as a card: its first photos (before and after marked), its town and month, and its
 * title linking to its page, the whole card the link's target. `level`: its title's heading level.
 */
export function ProjectCard({
  project,
  level = 3,
  className = "",
}: {
  project: ShownProject;
  level?: 2 | 3;
  /** More classes of the card, such as its share of its list's row. */
  className?: string;
}) {
  const [lead, ...side] = photosLeadFirst(project).slice(0, CARD_PHOTOS);
  const Heading = `h${level}` as const;
  return (
    <li
      className={`group relative flex flex-col overflow-hidden rounded-lg bg-white shadow-sm ring-1 ring-line transition-shadow focus-within:ring-2 focus-within:ring-brand-dark hover:shadow-md ${className}`}
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
        <Heading className="mt-1 text-xl font-semibold">
          {/* The whole card is the link's target: its box stretches over the card. */}
          <a href={project.path} className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none">
            {project.title}
          </a>
        </Heading>
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
}
