import ArrowRight from "lucide-react/icons/arrow-right";
import { Paragraphs } from "~/components/ui/Paragraphs";
import { projectTexts, services } from "~/content";
import { hasSection, offeringPath } from "~/lib/offerings";
import type { ShownProject } from "~/lib/projects";

/**
 * The project's story and the work it shows: each a link to that service's own page where it has
 * one (a service without a description has none, and is named alone). Either may be missing: a
 * project without a story shows its work alone, one without work its story alone.
 */
export function ProjectStory({ project }: { project: ShownProject }) {
  const work = project.offerings.flatMap((id) => services.filter((service) => service.id === id));
  if (!project.story && work.length === 0) return null;
  return (
    <div className="py-12 sm:py-16">
      <div className="container-site grid gap-10 lg:grid-cols-[2fr_1fr]">
        {project.story ? (
          <div className="max-w-prose space-y-4 text-lg leading-relaxed text-charcoal-soft">
            <Paragraphs text={project.story} />
          </div>
        ) : (
          <div />
        )}
        {work.length > 0 && (
          <div>
            <h2 className="text-2xl font-semibold">
              <span className="mb-2 block h-1.5 w-14 rounded bg-brand" aria-hidden="true" />
              {projectTexts.workHeading}
            </h2>
            <ul className="mt-4 grid gap-3">
              {work.map((service) => (
                <li key={service.id}>
                  {hasSection(service) ? (
                    <a
                      href={offeringPath(service.id)}
                      className="flex min-h-14 items-center justify-between gap-4 rounded-lg border border-line bg-white px-4 py-3 text-lg font-semibold text-charcoal shadow-sm hover:border-brand hover:text-brand-deep"
                    >
                      {service.title}
                      <ArrowRight aria-hidden="true" className="size-5 shrink-0 text-brand-dark" />
                    </a>
                  ) : (
                    <span className="flex min-h-14 items-center rounded-lg border border-line bg-paper px-4 py-3 text-lg font-semibold text-charcoal">
                      {service.title}
                    </span>
                  )}
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </div>
  );
}
