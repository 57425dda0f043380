import BadgeCheck from "lucide-react/icons/badge-check";
import ShieldCheck from "lucide-react/icons/shield-check";
import { Reveal } from "~/components/motion/Reveal";
import { site } from "~/content";
import { HOME_REVEAL } from "./reveal";
import { SectionHeading } from "./SectionHeading";

/**
 * The warranty on materials and workmanship, in the owner's words (business.yml) under the page
 * texts' heading, with the box of promises beside it. Without a warranty or with the heading emptied
 * the section is left out; with no promise listed, the box is.
 */
export default function CommitmentSection() {
  const { warranty } = site.business;
  const texts = site.pages.home;
  if (!warranty || !texts.commitmentHeading) return null;
  const finalStep = site.process[site.process.length - 1];
  const promises = texts.promises.map((promise) => promise.text);
  return (
    <Reveal as="section" {...HOME_REVEAL} aria-labelledby="commitment-title" className="bg-paper-deep py-16 sm:py-24">
      <div
        className={`container-site grid grid-cols-[minmax(0,1fr)] items-center gap-10 lg:gap-16 ${promises.length > 0 ? "lg:grid-cols-[1.2fr_1fr]" : ""}`}
      >
        <div>
          {/* Without the box of promises beside it, the warranty stands in the middle: no blank half. */}
          <SectionHeading
            id="commitment-title"
            eyebrow={texts.commitmentEyebrow}
            title={texts.commitmentHeading}
            align={promises.length > 0 ? "left" : "center"}
          >
            <p>{warranty}</p>
            {finalStep && <p className="mt-4">{finalStep.description}</p>}
          </SectionHeading>
        </div>
        {promises.length > 0 && (
          <div className="relative rounded-lg border-4 border-wood bg-white p-6 shadow-xl sm:p-8">
            <ShieldCheck aria-hidden="true" className="size-14 text-brand-dark" />
            {texts.promisesHeading && (
              <p className="mt-3 font-heading text-2xl font-semibold">{texts.promisesHeading}</p>
            )}
            <ul className="mt-4 space-y-3">
              {promises.map((promise) => (
                <li key={promise} className="flex items-center gap-3 text-lg">
                  <BadgeCheck aria-hidden="true" className="size-6 shrink-0 text-brand-dark" />
                  {promise}
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </Reveal>
  );
}
