import { areaLinks, pageLinks } from "virtual:site-content";
import { servicesWithSections } from "./offerings";

export interface NavLink {
  label: string;
  to: string;
}

/**
 * The header's main links, one per page of app/pages.mjs, by the page's key: made at build time
 * (vite/siteContent.ts), so an island's menu carries the links and not the page records.
 */
export const primaryLinks: Record<keyof typeof pageLinks, NavLink> = pageLinks;

/** 'All Fences' plus one entry per service listed in the menu that has its own section on the Services page. */
export const serviceLinks: NavLink[] = [
  { label: "All Fences", to: primaryLinks.services.to },
  ...servicesWithSections
    .filter((s) => s.inMenu)
    .map((s) => ({ label: s.navLabel, to: `${primaryLinks.services.to}#${s.id}` })),
];

/** Where the header's estimate button leads; its words are content (pages.everyPage.headerButton). */
export const estimateLink = { to: primaryLinks.contact.to };

/**
 * The towns as the menus list them, in the owner's order: each its name, with its page's address
 * where real work earned it one (app/townPages.mjs); the others are listed without a link. Made at
 * build time, so a menu's code carries the links and not the projects that decide them.
 */
export const serviceAreaLinks: { label: string; to?: string }[] = areaLinks;
