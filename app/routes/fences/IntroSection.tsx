import ClipboardList from "lucide-react/icons/clipboard-list";
import { estimateFirstFieldId } from "~/components/forms/EstimateForm";
import { Reveal } from "~/components/motion/Reveal";
import { site } from "~/content";
import { Island } from "~/islands/Island";
import { SERVICES_REVEAL } from "./reveal";

/** Intro on fences, gates and decks; its button takes the visitor to the estimate form. */
export function IntroSection({ formId }: { formId: string }) {
  const texts = site.pages.services;
  return (
    <Reveal as="section" {...SERVICES_REVEAL} aria-labelledby="intro-title" className="container-site py-16 sm:py-20">
      <div className="grid items-center gap-8 lg:grid-cols-[1.4fr_1fr]">
        <div>
          {texts.introEyebrow && (
            <p className="mb-2 font-semibold tracking-widest text-wood-dark uppercase">{texts.introEyebrow}</p>
          )}
          <h2 id="intro-title" className="text-3xl font-semibold sm:text-4xl">
            {texts.introHeading}
          </h2>
          <p className="mt-4 max-w-prose text-lg">{texts.overview}</p>
          {texts.introPromise && <p className="mt-4 max-w-prose text-lg">{texts.introPromise}</p>}
        </div>
        <div className="rounded-xl border border-line bg-white p-6 shadow-sm">
          <ClipboardList aria-hidden="true" className="size-10 text-brand-dark" />
          <p className="mt-3 text-xl font-semibold">{texts.estimateCardHeading}</p>
          {texts.estimateCardText && <p className="mt-2 text-ink-muted">{texts.estimateCardText}</p>}
          <Island
            name="EstimateJumpButton"
            props={{
              fieldId: estimateFirstFieldId(formId),
              label: texts.estimateButton,
              className: "btn-primary mt-5 w-full",
            }}
          />
        </div>
      </div>
    </Reveal>
  );
}
