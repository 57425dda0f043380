import type { MetaDescriptor } from "react-router";
import { site } from "~/content";

/**
 * Site origin for canonical and sharing URLs: the content module's website,
 * unless the build sets SITE_ORIGIN (e.g. for a staging host).
 */
export const siteOrigin: string = (import.meta.env.VITE_SITE_ORIGIN as string | undefined) ?? site.business.website;

export function absoluteUrl(path: string): string {
  return new URL(path, siteOrigin).href;
}

interface PageMetaInput {
  /** The page's own title; the template adds the company name. */
  title: string;
  description?: string;
  path: string;
  noindex?: boolean;
}

const TITLE_TEMPLATE = (title: string) => `${title} | ${site.business.shortName}`;

/** One place that layers the site defaults, the title template and a page's own values. */
export function pageMeta({
  title,
  description = site.business.description,
  path,
  noindex = false,
}: PageMetaInput): MetaDescriptor[] {
  const fullTitle = TITLE_TEMPLATE(title);
  const url = absoluteUrl(path);
  return [
    { title: fullTitle },
    { name: "description", content: description },
    ...(noindex ? [{ name: "robots", content: "noindex" }] : [{ tagName: "link", rel: "canonical", href: url }]),
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.business.name },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:locale", content: "en_US" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
  ];
}
