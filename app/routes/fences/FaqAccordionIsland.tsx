import { FaqAccordion } from "~/components/faq/FaqAccordion";
import { faq } from "~/content";

/** The questions and answers of the content file, as an island (its text comes with its code, not as props). */
export function FaqAccordionIsland() {
  return <FaqAccordion items={faq} />;
}
