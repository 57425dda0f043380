import { ProjectCard } from "~/components/projects/ProjectCard";
import { projects, projectTexts, site } from "~/content";
import { fillTownText } from "~/content/pageTexts";
import type { ServiceWithSection } from "~/lib/offerings";
import { projectsForOffering, RECENT_PROJECTS } from "~/lib/projects";
import { rowSizes, SPAN_LG } from "~/lib/rowSizes";
import { townsWithWork } from "~/townPages.mjs";

/**
 * A service's recent projects, newest first, each a card linking to its page, between its prices
 * and its reviews (issue 54, part 2), then links to the pages of the towns where its projects are
 * (those that have one). None, no section.
 */
export function RecentWork({ service }: { service: ServiceWithSection }) {
  const all = projectsForOffering({ projects }, service.id);
  const recent = all.slice(0, RECENT_PROJECTS);
  if (recent.length === 0) return null;
  const towns = townsWithWork(site, all);
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
        {/* The pages of the towns where it was built, in the words the home page links them with. */}
        {towns.length > 0 && (
          <ul className="mt-6 flex flex-wrap gap-x-6">
            {towns.map((town) => (
              <li key={town.path}>
                <a
                  href={town.path}
                  className="inline-flex min-h-11 items-center font-semibold text-brand-deep underline underline-offset-2 hover:text-charcoal"
                >
                  {fillTownText(site.pages.town.areaLink, town.area)}
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
