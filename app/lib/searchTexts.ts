// Each page's title and description in search results, for a content, with the field the owner
// changes each in; and the pages that share one. Two pages with the same title or description are
// two pages a search engine takes for one: it shows one of them, the other goes unseen. The editor
// checks one field at a time and cannot see it, so the build finds them and names each page and
// its field in the build log and on the field's screen in the editor (decision 0044). The site is
// built all the same: what the editor accepts goes live.
// Relative imports: the build reads this in Node, outside the app's bundler and its "~" alias.
import type { ContentFix } from "../content/crossField.ts";
import type { ContentFileName } from "../content/files.ts";
import { fillTownText } from "../content/pageTexts.ts";
import type { SiteContent } from "../content/schema.ts";
import { hasOwnPage, offeringPath } from "../offeringPages.mjs";
import { publicPages } from "../pages.mjs";
import { townPages } from "../townPages.mjs";
import { offeringPageMeta } from "./offeringMeta.ts";
import { projectPagesMeta } from "./projectMeta.ts";
import { shownProjects } from "./projects.ts";

/** Where the owner changes a text: its content file and its place in it, as the editor's labels read it. */
export interface FieldPlace {
  file: ContentFileName;
  path: (string | number)[];
}

/** One page's words in search results, before the title template adds the company's short name. */
export interface SearchText {
  /** Its address ("/fences/wood"). */
  path: string;
  /** Its name as the menus and the breadcrumbs give it ("Wood Fences"). */
  name: string;
  title: string;
  description: string;
  /** The field that sets its title: where a repeated title is made the page's own. */
  titleField: FieldPlace;
  /** The field that sets its description. */
  descriptionField: FieldPlace;
}

export type SearchTextSource = Pick<
  SiteContent,
  "pages" | "business" | "services" | "projects" | "serviceAreas" | "projectTexts"
>;

const field = (file: ContentFileName, ...path: (string | number)[]): FieldPlace => ({ file, path });

/**
 * Every page search engines are offered (the sitemap's: the public pages and the pages made from
 * content, app/pageKinds.mjs), in that order, with its title and description as its route's meta
 * gives them (app/lib/meta.test.ts holds the two to each other). The 404 and the request-sent page
 * are kept out of search results, and so out of this list.
 */
export function searchTexts(content: SearchTextSource): SearchText[] {
  const { pages, business } = content;
  const publicTexts = publicPages.map((page): SearchText => {
    // A page without a description of its own (the home page) has the business's.
    const own = "description" in page.texts;
    const texts = pages[page.key] as { title: string; description?: string };
    return {
      path: page.path,
      name: page.name,
      title: texts.title,
      description: own && texts.description ? texts.description : business.description,
      titleField: field("pages.yml", "pages", page.key, "title"),
      descriptionField: own
        ? field("pages.yml", "pages", page.key, "description")
        : field("business.yml", "business", "description"),
    };
  });
  // A service's page: its own title and description where the owner gives them, which is where a
  // repeated one is made its own.
  const offeringTexts = content.services.flatMap((service, index): SearchText[] => {
    if (!hasOwnPage(service)) return [];
    return [
      {
        path: offeringPath(service.id),
        name: service.title,
        ...offeringPageMeta(service, pages.offering),
        titleField: field("services.yml", "services", index, "pageTitle"),
        descriptionField: field("services.yml", "services", index, "pageDescription"),
      },
    ];
  });
  // A project's page: made from its title and town, and its story (else its photos' descriptions).
  const projectMeta = projectPagesMeta(content.projects, business.shortName);
  const numbered = content.projects.map((project, index) => ({ ...project, index }));
  const projectTexts = shownProjects(numbered).map((project): SearchText => {
    // Each project keeps its place in the owner's list (numbered above) through the sorting.
    const { index } = project as typeof project & { index: number };
    const meta = projectMeta.get(project.slug)!;
    return {
      path: project.path,
      name: project.title,
      ...meta,
      titleField: field("projects.yml", "projects", index, "title"),
      descriptionField: field("projects.yml", "projects", index, project.story ? "story" : "photos"),
    };
  });
  // A town's page: the town pages' texts with the town filled in, one pair of fields for every town.
  const townTexts = townPages(content).map((town): SearchText => ({
    path: town.path,
    name: town.name,
    title: fillTownText(pages.town.title, town.area),
    description: fillTownText(pages.town.description, town.area),
    titleField: field("pages.yml", "pages", "town", "title"),
    descriptionField: field("pages.yml", "pages", "town", "description"),
  }));
  return [...publicTexts, ...offeringTexts, ...projectTexts, ...townTexts];
}

/** Titles and descriptions compared as a search engine reads them: case and spacing aside. */
const comparable = (text: string) => text.replace(/\s+/g, " ").trim().toLowerCase();

const WHAT = { title: "title", description: "description" } as const;

/** The items by a key, in the order each key first comes (Map.groupBy, which Node 20 lacks). */
function groupedBy<T>(items: readonly T[], keyOf: (item: T) => string): T[][] {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(keyOf(item), [...(groups.get(keyOf(item)) ?? []), item]);
  return [...groups.values()];
}

/** "the page Wood Fences (/fences/wood)", "the pages Wood Fences (/fences/wood) and Cedar (/fences/cedar)". */
function pagesNamed(pages: readonly SearchText[]): string {
  const names = pages.map((page) => `${page.name} (${page.path})`);
  const list = names.length === 1 ? names[0] : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
  return `the page${names.length === 1 ? "" : "s"} ${list}`;
}

/**
 * The pages that share a title or a description in search results: for each field that gives one
 * of them its shared words, a note naming the pages, in the form of the build's other notes (the
 * field, and what to do), for the build log and the field's screen in the editor.
 */
export function repeatedSearchTexts(content: SearchTextSource): ContentFix[] {
  const texts = searchTexts(content);
  const notes: ContentFix[] = [];
  for (const key of ["title", "description"] as const) {
    const placeOf = (page: SearchText) => (key === "title" ? page.titleField : page.descriptionField);
    for (const group of groupedBy(texts, (page) => comparable(page[key]))) {
      if (group.length < 2) continue;
      // One note per field: a field that gives several pages their words (the town pages' title) names them together.
      for (const own of groupedBy(group, (page) => JSON.stringify(placeOf(page)))) {
        const others = group.filter((page) => !own.includes(page));
        const words = `"${own[0]![key]}"`;
        const shared = others.length
          ? `gives ${pagesNamed(own)} the same ${WHAT[key]} in search results as ${pagesNamed(others)}: ${words}`
          : `gives ${pagesNamed(own)} the same ${WHAT[key]} in search results: ${words}`;
        // Only the town pages' texts give several pages their words: {town} makes each town's its own.
        const fix =
          own.length > 1
            ? `put {town} in it, so that each town's page has its own ${WHAT[key]}`
            : `search engines show only one page of a ${WHAT[key]}, so give each page its own`;
        notes.push({ ...placeOf(own[0]!), note: `${shared}. ${capitalised(fix)}` });
      }
    }
  }
  return notes;
}

const capitalised = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
