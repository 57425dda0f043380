import type { SiteContent } from "~/content/schema";
import { contentPageAt, kindAt } from "../pageKinds.mjs";
import { pageAt, pageByKey, publicPages } from "../pages.mjs";

/** One step of a page's trail: its name (the menus' or the owner's) and its address. */
export interface Crumb {
  name: string;
  path: string;
}

/**
 * The way down to a page: Home, then a public page (Home › Services), or Home, the kind's page
 * above it, then a page made from content (Home › Services › Wood Fences). None for the home page
 * and for an address that is no page. The BreadcrumbList markup and the visible trail read it.
 */
export function breadcrumbTrail(path: string, content: SiteContent): Crumb[] | null {
  const home = publicPages[0];
  const crumb = (page: { name: string; path: string }): Crumb => ({ name: page.name, path: page.path });
  const page = pageAt(path);
  if (page) return page.path === home.path ? null : [crumb(home), crumb(page)];
  const made = contentPageAt(content, path);
  const kind = kindAt(path)?.kind;
  if (!made || !kind) return null;
  return [crumb(home), crumb(pageByKey[kind.parent]), crumb(made)];
}
