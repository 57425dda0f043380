import type { ImageObject, Thing } from "schema-dts";
import { fallbackSrc, intrinsicSize } from "../components/image/urls.ts";
import type { ResponsiveImage } from "../components/image/types.ts";
import { PAGE_TEXT_LIMITS, SEARCH_RESULT_LIMITS } from "../content/pageTexts.ts";
import type { Project } from "../content/schema.ts";
import { isoMonth, shownProjects, type ShownProject } from "./projects.ts";

// Relative imports: the build's check of the pages' titles (app/lib/searchTexts.ts) reads this in
// Node, outside the app's bundler and its "~" alias.

/** Words cut at a word's end to fit `max` characters, with an ellipsis where cut. */
function fitted(words: string, max: number): string {
  if (words.length <= max) return words;
  const cut = words.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), 1)).replace(/[\s,.;:–-]+$/, "")}…`;
}

/** The first sentences of a text that fit `max` characters together, or the first cut to fit. */
function firstSentences(text: string, max: number): string {
  const sentences = text.replace(/\s+/g, " ").match(/[^.!?]+[.!?]+(\s|$)|[^.!?]+$/g) ?? [text];
  let kept = "";
  for (const sentence of sentences) {
    const next = `${kept}${sentence}`.trim();
    if (next.length > max) break;
    kept = `${next} `;
  }
  return kept.trim() || fitted(text.replace(/\s+/g, " "), max);
}

/**
 * Each project page's title and description in search results, by its address name, all in the
 * owner's words. The title: the project's title and its town where the two fit a title ("Chain link
 * dog run in Hernando"), else its title (cut at a word to fit). The description: the first
 * sentences of its story, else its photos' descriptions. A title or description another project's
 * page has too gets its month and year after it, so each page's are its own.
 */
export function projectPagesMeta(
  projects: readonly Project[],
  shortName: string,
): Map<string, { title: string; description: string }> {
  // A title shorter than search results show, " | " and the short name included, and so a description.
  const titleMax = Math.min(PAGE_TEXT_LIMITS.title, SEARCH_RESULT_LIMITS.title - 1 - ` | ${shortName}`.length);
  const descriptionMax = SEARCH_RESULT_LIMITS.description - 1;
  const shown = shownProjects(projects);
  const first = shown.map((project) => {
    const withTown = project.place ? `${project.title} in ${project.place}` : project.title;
    const title = withTown.length <= titleMax ? withTown : fitted(project.title, titleMax);
    const photos = project.photos.map((photo) => photo.alt.replace(/[.\s]+$/, "")).join(". ");
    const description = firstSentences(project.story ?? `${photos}.`, descriptionMax);
    return { project, title, description };
  });
  const count = (key: "title" | "description", value: string) => first.filter((m) => m[key] === value).length;
  const own = (value: string, when: string, max: number) => {
    const suffix = `, ${when}`;
    return `${fitted(value.replace(/[.…]$/, ""), max - suffix.length)}${suffix}`;
  };
  return new Map(
    first.map(({ project, title, description }) => [
      project.slug,
      {
        title: count("title", title) > 1 ? own(title, project.when, titleMax) : title,
        description:
          count("description", description) > 1
            ? `${own(description, project.when, descriptionMax - 1)}.`
            : description,
      },
    ]),
  );
}

/**
 * A project's photos for search engines: each an ImageObject at its largest size, with the owner's
 * description as its caption, where and when the work was done, and the business as its creator.
 */
export function projectImages(
  project: ShownProject,
  pictureOf: (image: string) => ResponsiveImage,
  absolute: (path: string) => string,
  businessId: string,
): Thing[] {
  return project.photos.map((photo, index): ImageObject => {
    const picture = pictureOf(photo.image);
    const { width, height } = intrinsicSize(picture);
    const largest = fallbackSrc({ ...picture, w: [width] });
    return {
      "@type": "ImageObject",
      "@id": absolute(`${project.path}#photo-${index + 1}`),
      contentUrl: absolute(largest),
      url: absolute(project.path),
      caption: photo.alt,
      name: project.title,
      width: { "@type": "QuantitativeValue", value: width, unitCode: "E37" },
      height: { "@type": "QuantitativeValue", value: height, unitCode: "E37" },
      dateCreated: isoMonth(project),
      ...(project.place ? { contentLocation: { "@type": "Place", name: project.place } } : {}),
      creator: { "@id": businessId },
      ...(index === 0 ? { representativeOfPage: true } : {}),
    };
  });
}
