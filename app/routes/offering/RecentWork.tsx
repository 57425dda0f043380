import { ProjectCard } from "~/components/projects/ProjectCard";
import { projects, projectTexts } from "~/content";
import type { ServiceWithSection } from "~/lib/offerings";
import { projectsForOffering, RECENT_PROJECTS } from "~/lib/projects";
import { rowSizes, SPAN_LG } from "~/lib/rowSizes";

/**
 * A service's recent projects, newest first, each a card linking to its page, between its prices
 * and its reviews (issue 54, part 2). None, no section.
 */
export function RecentWork({ service }: { service: ServiceWithSection }) {
  const recent = projectsForOffering({ projects }, service.id).slice(0, RECENT_PROJECTS);
  if (recent.length === 0) return null;
  const rows = rowSizes(recent.length);
  return (
    <section aria-labelledby="offering-projects-title" className="bg-paper-deep/60 py-16 sm:py-20">
      <div className="container-site">
        <h2 id="offering-projects-title" className="text-3xl font-semibold sm:text-4xl">
          <span className="mb-2 block h-1.5 w-14 rounded bg-brand" aria-hidden="true" />
          {projectTexts.offeringHeading}
        </h2>
        {/* Up to three to a row, none part empty (decision 0037). */}
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-12">
          {recent.map((project, i) => (
            <ProjectCard key={project.slug} project={project} className={SPAN_LG[rows[i]!]} />
          ))}
        </ul>
      </div>
    </section>
  );
}
