import { Reveal } from "~/components/motion/Reveal";
import { FaqAccordion } from "~/components/faq/FaqAccordion";
import { faq, pages, type FaqItem } from "~/content";
import { Island } from "~/islands/Island";
import { SERVICES_REVEAL } from "./reveal";

interface Props {
  /**
   * Questions to show as they are, without fading in and outside an island: the editor's preview
   * passes the entry being edited. Without them the page's island shows the content's questions.
   */
  preview?: FaqItem[];
}

export function FaqSection({ preview }: Props) {
  // Every question on a service's own page: the section is left out.
  if (!preview && !faq.some((item) => item.offerings.length === 0)) return null;
  return (
    <Reveal
      as="section"
      {...SERVICES_REVEAL}
      still={preview !== undefined}
      aria-labelledby="faq-title"
      className="bg-paper-deep py-16 sm:py-20"
    >
      <div className="container-site max-w-3xl">
        <h2 id="faq-title" className="text-center text-3xl font-semibold sm:text-4xl">
          {pages.services.faqHeading}
        </h2>
        <div className="mt-8">
          {preview ? <FaqAccordion items={preview} /> : <Island name="FaqAccordionIsland" props={{}} />}
        </div>
      </div>
    </Reveal>
  );
}
