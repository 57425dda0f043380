import { ClipboardList } from "lucide-react";
import { estimateFirstFieldId } from "~/components/forms/EstimateForm";
import { Reveal } from "~/components/motion/Reveal";
import { site } from "~/content";
import { fillNumbers } from "~/content/pageTexts";
import { Island } from "~/islands/Island";
import { SERVICES_REVEAL } from "./reveal";

/** Intro on fences, gates and decks; its button takes the visitor to the estimate form. */
export function IntroSection({ formId }: { formId: string }) {
  const { min, max } = site.business.typicalInstallDays;
  return (
    <Reveal as="section" {...SERVICES_REVEAL} aria-labelledby="intro-title" className="container-site py-16 sm:py-20">
      <div className="grid items-center gap-8 lg:grid-cols-[1.4fr_1fr]">
        <div>
          <p className="font-semibold tracking-widest text-wood-dark uppercase">Fences, gates &amp; decks</p>
          <h2 id="intro-title" className="mt-2 text-3xl font-semibold sm:text-4xl">
            Built Straight, Set Deep, Made to Last
          </h2>
          <p className="mt-4 max-w-prose text-lg">{fillNumbers(site.pages.services.overview, site.business)}</p>
          <p className="mt-4 max-w-prose text-lg">
            Every post is set in concrete, every line is checked for level, and a typical residential fence is finished
            in {min} to {max} days.
          </p>
        </div>
        <div className="rounded-xl border border-line bg-white p-6 shadow-sm">
          <ClipboardList aria-hidden="true" className="size-10 text-brand-dark" />
          <p className="mt-3 text-xl font-semibold">Free, no-obligation estimates</p>
          <p className="mt-2 text-ink-muted">We measure, talk through styles and give you a clear written price.</p>
          <Island
            name="EstimateJumpButton"
            props={{ fieldId: estimateFirstFieldId(formId), className: "btn-primary mt-5 w-full" }}
          />
        </div>
      </div>
    </Reveal>
  );
}
