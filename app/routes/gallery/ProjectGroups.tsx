import { ProjectCard } from "~/components/projects/ProjectCard";
import { projects, projectTexts } from "~/content";
import { shownProjects } from "~/lib/projects";
import { rowSizes, SPAN_LG } from "~/lib/rowSizes";

/**
 * The gallery's photos grouped by project, newest first: each group its first photos, its town and
 * month, and its title linking to its page. Prerendered only (no island): links and pictures. No
 * project, no section: the gallery's other photos show above as before.
 */
export function ProjectGroups() {
  const list = shownProjects(projects);
  if (list.length === 0) return null;
  const rows = rowSizes(list.length);
  return (
    <section aria-labelledby="project-groups-title" className="bg-paper-deep/60 py-14 sm:py-20">
      <div className="container-site">
        <h2 id="project-groups-title" className="text-3xl font-semibold sm:text-4xl">
          {projectTexts.galleryHeading}
        </h2>
        {projectTexts.galleryIntro && <p className="mt-2 max-w-2xl text-ink-muted">{projectTexts.galleryIntro}</p>}
        {/* Up to three to a row, none part empty (decision 0037). */}
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-12">
          {list.map((project, i) => (
            <ProjectCard key={project.slug} project={project} className={SPAN_LG[rows[i]!]} />
          ))}
        </ul>
      </div>
    </section>
  );
}
