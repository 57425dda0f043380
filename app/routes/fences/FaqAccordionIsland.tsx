import { FaqAccordion } from "~/components/faq/FaqAccordion";
import { faq } from "~/content";

/**
 * The questions of the content file linked to no service's own page (those are on that page), as an
 * island (its text comes with its code, not as props).
 */
export function FaqAccordionIsland() {
  return <FaqAccordion items={faq.filter((item) => item.offerings.length === 0)} />;
}
