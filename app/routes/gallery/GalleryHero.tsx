import ArrowDown from "lucide-react/icons/arrow-down";
import ClipboardCheck from "lucide-react/icons/clipboard-check";
import { Island } from "~/islands/Island";
import { PhoneLink } from "~/components/ui/PhoneLink";
import { site } from "~/content";
import { pictureAt } from "~/lib/pictures";
import { HeroBackdrop } from "~/components/sections/HeroBackdrop";
import { inboxTexts } from "~/components/forms/inboxTexts";

export const GALLERY_FORM_ID = "gallery-estimate";

/** What we have built for the neighbors, the call-us panel and the free-estimate form. */
export function GalleryHero() {
  const texts = site.pages.gallery;
  return (
    <section aria-labelledby="gallery-hero-title" className="relative isolate overflow-hidden bg-charcoal text-white">
      <HeroBackdrop image={pictureAt("hero/gallery")} />
      <div className="container-site grid gap-10 py-12 sm:py-16 lg:grid-cols-[1.1fr_1fr] lg:items-center lg:py-20">
        <div className="hero-enter">
          {texts.eyebrow && (
            <p className="mb-2 font-semibold tracking-widest text-brand-light uppercase">{texts.eyebrow}</p>
          )}
          <h1 id="gallery-hero-title" className="text-4xl font-semibold sm:text-5xl lg:text-6xl">
            {texts.heading}
          </h1>
          <p className="mt-4 max-w-xl text-lg text-white/90">{texts.intro}</p>
          <div className="mt-8 max-w-md rounded-lg bg-brand-deep/90 p-5 shadow-xl ring-1 ring-white/15 sm:p-6">
            <h2 className="text-2xl font-semibold">{texts.callHeading}</h2>
            {texts.callText && (
              <p className="mt-1 flex items-start gap-2 text-white/90">
                <ClipboardCheck aria-hidden="true" className="mt-1 size-4 shrink-0 text-brand-light" />
                {texts.callText}
              </p>
            )}
            <PhoneLink
              icon
              className="mt-4 flex min-h-11 w-fit items-center gap-3 rounded-md bg-white/10 px-4 py-2.5 font-heading text-2xl font-semibold tracking-wide ring-1 ring-white/25 transition-colors hover:bg-white/20 sm:text-3xl"
              iconClassName="size-6 text-brand-light"
            />
          </div>
          <a href={`#${GALLERY_FORM_ID}`} className="btn-outline-light mt-6 lg:hidden">
            {site.pages.everyPage.estimateFormLink}
            <ArrowDown aria-hidden="true" className="size-4" />
          </a>
        </div>
        <Island
          name="EstimateForm"
          props={{
            id: GALLERY_FORM_ID,
            heading: texts.formHeading,
            ...inboxTexts(site.pages.thankYou),
            submitLabel: texts.formButton,
            ...(texts.formIntro ? { intro: texts.formIntro } : {}),
            className: "text-charcoal",
          }}
        />
      </div>
    </section>
  );
}
