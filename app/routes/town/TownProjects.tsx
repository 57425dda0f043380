import { ProjectCard } from "~/components/projects/ProjectCard";
import { site } from "~/content";
import { rowSizes, SPAN_LG } from "~/lib/rowSizes";
import { townText, type TownDetails } from "~/lib/towns";

/** The town's projects, newest first, each a card linking to its page: what earns the town its page. */
export function TownProjects({ town }: { town: TownDetails }) {
  const rows = rowSizes(town.projects.length);
  return (
    <section aria-labelledby="town-projects-title" className="bg-paper-deep/60 py-14 sm:py-20">
      <div className="container-site">
        <h2 id="town-projects-title" className="text-3xl font-semibold sm:text-4xl">
          {townText(site.pages.town.projectsHeading, town)}
        </h2>
        {/* Up to three to a row, none part empty (decision 0037). */}
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-12">
          {town.projects.map((project, i) => (
            <ProjectCard key={project.slug} project={project} className={SPAN_LG[rows[i]!]} />
          ))}
        </ul>
      </div>
    </section>
  );
}
