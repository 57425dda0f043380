import { ProjectCard } from "~/components/projects/ProjectCard";
import { projects, projectTexts } from "~/content";
import type { ServiceWithSection } from "~/lib/offerings";
import { projectsForOffering, RECENT_PROJECTS } from "~/lib/projects";

/**
 * A service's recent projects, newest first, each a card linking to its page, between its prices
 * and its questions (issue 54, part 2). None, no section. The reviews about it are to follow here
 * (issue 54, part 4).
 */
export function RecentWork({ service }: { service: ServiceWithSection }) {
  const recent = projectsForOffering({ projects }, service.id).slice(0, RECENT_PROJECTS);
  if (recent.length === 0) return null;
  return (
    <section aria-labelledby="offering-projects-title" className="bg-paper-deep/60 py-16 sm:py-20">
      <div className="container-site">
        <h2 id="offering-projects-title" className="text-3xl font-semibold sm:text-4xl">
          <span className="mb-2 block h-1.5 w-14 rounded bg-brand" aria-hidden="true" />
          {projectTexts.offeringHeading}
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {recent.map((project) => (
            <ProjectCard key={project.slug} project={project} />
          ))}
        </ul>
      </div>
    </section>
  );
}
