import { BadgeCheck, ShieldCheck } from "lucide-react";
import { Reveal } from "~/components/motion/Reveal";
import { site } from "~/content";
import { HOME_REVEAL } from "./reveal";
import { SectionHeading } from "./SectionHeading";

/** The warranty on materials and workmanship, in the owner's words from the content module. */
export default function CommitmentSection() {
  const finalStep = site.process[site.process.length - 1];
  const promises = [
    "Warranty on materials",
    "Warranty on workmanship",
    "Clean job site, every day",
    "Honest, written prices",
  ];
  return (
    <Reveal as="section" {...HOME_REVEAL} aria-labelledby="commitment-title" className="bg-paper-deep py-16 sm:py-24">
      <div className="container-site grid grid-cols-[minmax(0,1fr)] items-center gap-10 lg:grid-cols-[1.2fr_1fr] lg:gap-16">
        <div>
          <SectionHeading id="commitment-title" eyebrow="Our commitment" title="Built Right, and We Stand Behind It">
            <p>{site.business.warranty}</p>
            {finalStep && <p className="mt-4">{finalStep.description}</p>}
          </SectionHeading>
        </div>
        <div className="relative rounded-lg border-4 border-wood bg-white p-6 shadow-xl sm:p-8">
          <ShieldCheck aria-hidden="true" className="size-14 text-brand-dark" />
          <p className="mt-3 font-heading text-2xl font-semibold">Our promise on every fence</p>
          <ul className="mt-4 space-y-3">
            {promises.map((promise) => (
              <li key={promise} className="flex items-center gap-3 text-lg">
                <BadgeCheck aria-hidden="true" className="size-6 shrink-0 text-brand-dark" />
                {promise}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Reveal>
  );
}
