import { Reveal } from "~/components/motion/Reveal";
import { Island } from "~/islands/Island";
import { SERVICES_REVEAL } from "./reveal";

export function FaqSection() {
  return (
    <Reveal as="section" {...SERVICES_REVEAL} aria-labelledby="faq-title" className="bg-paper-deep py-16 sm:py-20">
      <div className="container-site max-w-3xl">
        <h2 id="faq-title" className="text-center text-3xl font-semibold sm:text-4xl">
          Frequently Asked Questions
        </h2>
        <div className="mt-8">
          <Island name="FaqAccordionIsland" props={{}} />
        </div>
      </div>
    </Reveal>
  );
}
