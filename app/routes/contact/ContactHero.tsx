import ArrowDown from "lucide-react/icons/arrow-down";
import Wallet from "lucide-react/icons/wallet";
import { PhoneLink } from "~/components/ui/PhoneLink";
import { TextLink } from "~/components/ui/TextLink";
import { textUsLink } from "~/lib/sms";
import { site } from "~/content";
import { pictureAt } from "~/lib/pictures";
import { HeroBackdrop } from "~/components/sections/HeroBackdrop";

export const QUOTE_FORM_ID = "contact-quote";

export function ContactHero() {
  const texts = site.pages.contact;
  const { financing } = site.business;
  // Without a picture of its own the hero's words stand in the middle: no blank ground beside them.
  const backdrop = pictureAt("hero/contact");
  const centred = backdrop === undefined;
  return (
    <section aria-labelledby="contact-hero-title" className="relative isolate overflow-hidden bg-charcoal text-white">
      <HeroBackdrop image={backdrop} overlayClassName="from-charcoal/95 via-charcoal/80 to-charcoal/50" />
      <div className={`container-site hero-enter py-14 sm:py-20 lg:py-24 ${centred ? "text-center" : ""}`}>
        {texts.eyebrow && (
          <p className="mb-2 font-semibold tracking-widest text-brand-light uppercase">{texts.eyebrow}</p>
        )}
        <h1 id="contact-hero-title" className="text-5xl font-semibold sm:text-6xl">
          {texts.heading}
        </h1>
        <p className={`mt-4 max-w-xl text-lg text-white/90 ${centred ? "mx-auto" : ""}`}>{texts.intro}</p>
        <div className={`mt-8 flex flex-wrap gap-3 ${centred ? "justify-center" : ""}`}>
          <PhoneLink icon label={texts.callButton} className="btn-primary text-lg" />
          <TextLink link={textUsLink(site.contact, site.pages.everyPage)} className="btn-outline-light text-lg" />
          <a href={`#${QUOTE_FORM_ID}`} className="btn-outline-light">
            {texts.quoteLink}
            <ArrowDown aria-hidden="true" className="size-4" />
          </a>
        </div>
        {/* The financing buttons elsewhere land at the top of this page: what they promise is here, while there is an offer. */}
        {financing && (
          <p className={`mt-8 flex max-w-xl items-start gap-3 text-white/90 ${centred ? "mx-auto text-left" : ""}`}>
            <Wallet aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-light" />
            <span>
              {texts.financingLead && (
                <>
                  <strong className="font-semibold text-white">{texts.financingLead}</strong>{" "}
                </>
              )}
              {financing}
            </span>
          </p>
        )}
      </div>
    </section>
  );
}
