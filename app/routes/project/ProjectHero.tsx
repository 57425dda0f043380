import CalendarDays from "lucide-react/icons/calendar-days";
import MapPin from "lucide-react/icons/map-pin";
import { Breadcrumbs } from "~/components/ui/Breadcrumbs";
import { PhoneLink } from "~/components/ui/PhoneLink";
import { site } from "~/content";
import { breadcrumbTrail } from "~/lib/breadcrumbs";
import type { ShownProject } from "~/lib/projects";
import { townPageOf } from "~/townPages.mjs";

/**
 * The top of a project's page: the way down to it (Home › the gallery › the project), its title, its
 * town (linking to the town's page where it has one) and month, and the call and estimate actions.
 * A plain band: the photos below are the picture, so its words stand in the middle (decision 0037).
 */
export function ProjectHero({ project }: { project: ShownProject }) {
  const trail = breadcrumbTrail(project.path, site) ?? [];
  const townPage = townPageOf(site, project.place);
  return (
    <section aria-labelledby="project-title" className="bg-charcoal text-white">
      <div className="container-site py-8 text-center sm:py-12">
        <Breadcrumbs trail={trail} label="Breadcrumb" centred />
        <h1 id="project-title" className="mx-auto mt-6 max-w-4xl text-4xl font-semibold sm:text-5xl">
          {project.title}
        </h1>
        <p className="mt-4 flex flex-wrap items-center justify-center gap-x-6 gap-y-2 text-lg text-white/90">
          {project.place && (
            <span className="flex items-center gap-2">
              <MapPin aria-hidden="true" className="size-5 text-brand-light" />
              {townPage ? (
                <a
                  href={townPage.path}
                  className="inline-flex min-h-11 items-center underline decoration-2 underline-offset-4 hover:text-paper"
                >
                  {project.place}
                </a>
              ) : (
                project.place
              )}
            </span>
          )}
          <span className="flex items-center gap-2">
            <CalendarDays aria-hidden="true" className="size-5 text-brand-light" />
            <time dateTime={`${project.year}-${String(project.month).padStart(2, "0")}`}>{project.when}</time>
          </span>
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <PhoneLink icon className="btn-primary text-lg" />
          <a href="/contact" className="btn-outline-light">
            {site.pages.everyPage.closingEstimateButton}
          </a>
        </div>
      </div>
    </section>
  );
}
