import { ArrowDown, Wallet } from "lucide-react";
import { PhoneLink } from "~/components/ui/PhoneLink";
import { site } from "~/content";
import { pictureAt } from "~/lib/pictures";
import { HeroBackdrop } from "~/components/sections/HeroBackdrop";
import { pageByKey } from "~/pages.mjs";

export const QUOTE_FORM_ID = "contact-quote";

export function ContactHero() {
  return (
    <section aria-labelledby="contact-hero-title" className="relative isolate overflow-hidden bg-charcoal text-white">
      <HeroBackdrop
        image={pictureAt("hero/contact")}
        overlayClassName="from-charcoal/95 via-charcoal/80 to-charcoal/50"
      />
      <div className="container-site hero-enter py-14 sm:py-20 lg:py-24">
        <p className="font-semibold tracking-widest text-brand-light uppercase">Free quotes &middot; No obligation</p>
        <h1 id="contact-hero-title" className="mt-2 text-5xl font-semibold sm:text-6xl">
          {pageByKey.contact.heading}
        </h1>
        <p className="mt-4 max-w-xl text-lg text-white/90">
          Questions about a new fence, a gate or a repair? Call the family that builds it, or send us the details and we
          will get back to you with a quote.
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <PhoneLink icon label="Call Now" className="btn-primary text-lg" />
          <a href={`#${QUOTE_FORM_ID}`} className="btn-outline-light">
            Get a Quote
            <ArrowDown aria-hidden="true" className="size-4" />
          </a>
        </div>
        {/* The financing buttons elsewhere land at the top of this page: what they promise is here. */}
        <p className="mt-8 flex max-w-xl items-start gap-3 text-white/90">
          <Wallet aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-light" />
          <span>
            <strong className="font-semibold text-white">Financing available.</strong> {site.business.financing}
          </span>
        </p>
      </div>
    </section>
  );
}
