import { PAGE_TEXT_LIMITS } from "../content/pageTexts.ts";
import type { Service, SiteContent } from "../content/schema.ts";

// Relative imports: the build's check of the pages' titles (app/lib/searchTexts.ts) reads this in
// Node, outside the app's bundler and its "~" alias.

/**
 * A service's page's title and description in search results: the owner's own for the page, else
 * its title and the Pages screen's words after it (where the two fit a title), and its summary and
 * the Pages screen's sentence after it (where the two fit a description).
 */
export function offeringPageMeta(
  service: Service,
  texts: Pick<SiteContent["pages"]["offering"], "titleAfter" | "descriptionAfter">,
): { title: string; description: string } {
  const joined = `${service.title} ${texts.titleAfter}`;
  const withSentence = texts.descriptionAfter ? `${service.summary} ${texts.descriptionAfter}` : service.summary;
  return {
    title: service.pageTitle ?? (joined.length <= PAGE_TEXT_LIMITS.title ? joined : service.title),
    description:
      service.pageDescription ?? (withSentence.length <= PAGE_TEXT_LIMITS.description ? withSentence : service.summary),
  };
}
