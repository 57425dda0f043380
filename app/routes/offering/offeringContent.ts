import { faq, prices, type FaqItem, type Service, type SiteContent } from "~/content";
import { PAGE_TEXT_LIMITS } from "~/content/pageTexts";

// What a service's own page reads beside the service: its texts in search results, its questions and
// its prices. Prerendered only: no island imports it, so none of it ships.

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

/** The questions on a service's page: those the owner links to it (the Questions screen). */
export const questionsOf = (service: Service, items: readonly FaqItem[] = faq): FaqItem[] =>
  items.filter((item) => item.offerings.includes(service.id));

/** The questions on the Fences page: those linked to no service's page. */
export const generalQuestions = (items: readonly FaqItem[] = faq): FaqItem[] =>
  items.filter((item) => item.offerings.length === 0);

/** The materials of the Prices screen that name a service: its page's price rows, its estimator's choice. */
export const materialsOf = (service: Service) => prices.materials.filter((material) => material.service === service.id);
