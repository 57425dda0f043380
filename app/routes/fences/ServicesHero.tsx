import ArrowDown from "lucide-react/icons/arrow-down";
import ClipboardCheck from "lucide-react/icons/clipboard-check";
import ShieldCheck from "lucide-react/icons/shield-check";
import { Island } from "~/islands/Island";
import { PhoneLink } from "~/components/ui/PhoneLink";
import { estimator, prices, site } from "~/content";
import { pictureAt } from "~/lib/pictures";
import { HeroBackdrop } from "~/components/sections/HeroBackdrop";
import { estimateFormTexts } from "~/components/forms/inboxTexts";

export const SERVICES_FORM_ID = "fences-estimate";

export function ServicesHero() {
  const texts = site.pages.services;
  // The warranty line only while there is a warranty (business.yml); either line emptied is left out.
  const warrantyNote = site.business.warranty ? texts.warrantyNote : undefined;
  const { estimatesNote } = texts;
  return (
    <section aria-labelledby="services-hero-title" className="relative isolate overflow-hidden bg-charcoal text-white">
      <HeroBackdrop image={pictureAt("hero/services")} />
      <div className="container-site grid gap-10 py-12 sm:py-16 lg:grid-cols-[1.1fr_1fr] lg:items-center lg:py-20">
        <div className="hero-enter">
          {texts.eyebrow && (
            <p className="mb-2 font-semibold tracking-widest text-brand-light uppercase">{texts.eyebrow}</p>
          )}
          <h1 id="services-hero-title" className="text-4xl font-semibold sm:text-5xl lg:text-6xl">
            {texts.heading}
          </h1>
          <p className="mt-4 max-w-xl text-lg text-white/90">{texts.intro}</p>
          <div className="mt-6 flex flex-wrap gap-3">
            <PhoneLink icon className="btn-primary text-lg" />
            <a href={`#${SERVICES_FORM_ID}`} className="btn-outline-light lg:hidden">
              {site.pages.everyPage.estimateFormLink}
              <ArrowDown aria-hidden="true" className="size-4" />
            </a>
          </div>
          {(warrantyNote || estimatesNote) && (
            <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-white/90">
              {warrantyNote && (
                <li className="flex items-center gap-2">
                  <ShieldCheck aria-hidden="true" className="size-5 text-brand-light" />
                  {warrantyNote}
                </li>
              )}
              {estimatesNote && (
                <li className="flex items-center gap-2">
                  <ClipboardCheck aria-hidden="true" className="size-5 text-brand-light" />
                  {estimatesNote}
                </li>
              )}
            </ul>
          )}
        </div>
        <Island
          name="EstimateForm"
          props={{
            id: SERVICES_FORM_ID,
            className: "text-charcoal",
            ...estimateFormTexts(),
            // The price section hands its range to this form: only when there are prices.
            ...(prices.materials.length > 0 ? { ballparkNote: estimator.requestNote } : {}),
          }}
        />
      </div>
    </section>
  );
}
