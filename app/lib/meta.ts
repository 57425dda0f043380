import type { MetaDescriptor } from "react-router";
import type { Thing } from "schema-dts";
import { site, siteOrigin, siteSetup, type SiteContent } from "~/content";
import { SEARCH_RESULT_LIMITS } from "~/content/pageTexts";
import { sampleDetails } from "~/content/sample";
import { SOCIAL_IMAGE_SIZE, socialImageFor, socialImagePath } from "./social-images";
import { pageStructuredData } from "./structured-data";

export { siteOrigin };

export function absoluteUrl(path: string): string {
  return new URL(path, siteOrigin).href;
}

/**
 * JSON-LD is for crawlers, which read the prerendered HTML, so only the
 * prerender (and the tests) build it: the browser bundle drops the builders
 * (about 1 KB compressed) and React 19 leaves the server's <script> in the
 * <head> alone when it hydrates.
 */
const WITH_STRUCTURED_DATA = import.meta.env.SSR || import.meta.env.MODE === "test";

/** Search results cut longer titles and descriptions; tests hold every route to these. */
export const TITLE_MAX_LENGTH = SEARCH_RESULT_LIMITS.title;
export const DESCRIPTION_MAX_LENGTH = SEARCH_RESULT_LIMITS.description;

interface PageMetaInput {
  /** The page's own title; the template adds the company name. The whole must stay under 60 characters. */
  title: string;
  /** Under 160 characters; defaults to the business description. */
  description?: string;
  path: string;
  noindex?: boolean;
  /** schema.org items beyond what every page gets (the business, breadcrumbs, the FAQ on its page). */
  structuredData?: Thing[];
}

export const titleTemplate = (title: string, content: SiteContent = site) => `${title} | ${content.business.shortName}`;

/** The og:image, twitter:image and their size and alt text, from the build-generated picture. */
function socialImageMeta(path: string, content: SiteContent): MetaDescriptor[] {
  const image = socialImageFor(path, content);
  const url = absoluteUrl(socialImagePath(image));
  const alt = `${content.business.name}: ${image.headline}`;
  return [
    { property: "og:image", content: url },
    { property: "og:image:type", content: "image/jpeg" },
    { property: "og:image:width", content: String(SOCIAL_IMAGE_SIZE.width) },
    { property: "og:image:height", content: String(SOCIAL_IMAGE_SIZE.height) },
    { property: "og:image:alt", content: alt },
    { name: "twitter:image", content: url },
    { name: "twitter:image:alt", content: alt },
  ];
}

/**
 * One place that layers the site defaults, the title template and a page's own values.
 * `content` is the site's own unless a test passes another.
 */
export function pageMeta(
  { title, description, path, noindex = false, structuredData = [] }: PageMetaInput,
  content: SiteContent = site,
): MetaDescriptor[] {
  const pageDescription = description ?? content.business.description;
  const fullTitle = titleTemplate(title, content);
  const url = absoluteUrl(path);
  // A noindex page (the 404) has no canonical and no business markup: nothing there should be indexed.
  const jsonLd =
    noindex || !WITH_STRUCTURED_DATA
      ? []
      : [{ "script:ld+json": pageStructuredData(path, content, siteOrigin, structuredData) }];
  // While any detail of the example company is in use, the page is complete but kept out of search
  // results: for the site's own content the build's full check (app/content/setup.ts), for another
  // content (a test's) the rules that need no files.
  const withSampleDetails = content === site ? siteSetup.sampleDetails > 0 : sampleDetails(content).length > 0;
  return [
    { title: fullTitle },
    { name: "description", content: pageDescription },
    ...(noindex
      ? [{ name: "robots", content: "noindex" }]
      : [
          ...(withSampleDetails ? [{ name: "robots", content: "noindex" }] : []),
          { tagName: "link", rel: "canonical", href: url },
        ]),
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: content.business.name },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: pageDescription },
    { property: "og:url", content: url },
    { property: "og:locale", content: "en_US" },
    ...socialImageMeta(path, content),
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: pageDescription },
    ...jsonLd,
  ];
}
