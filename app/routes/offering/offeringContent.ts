import { faq, prices, type FaqItem, type Service } from "~/content";

// What a service's own page reads beside the service: its questions and its prices (its texts in
// search results: app/lib/offeringMeta.ts). Prerendered only: no island imports it, so none of it ships.

/** The questions on a service's page: those the owner links to it (the Questions screen). */
export const questionsOf = (service: Service, items: readonly FaqItem[] = faq): FaqItem[] =>
  items.filter((item) => item.offerings.includes(service.id));

/** The questions on the Fences page: those linked to no service's page. */
export const generalQuestions = (items: readonly FaqItem[] = faq): FaqItem[] =>
  items.filter((item) => item.offerings.length === 0);

/** The materials of the Prices screen that name a service: its page's price rows, its estimator's choice. */
export const materialsOf = (service: Service) => prices.materials.filter((material) => material.service === service.id);
