import ArrowDown from "lucide-react/icons/arrow-down";
import Images from "lucide-react/icons/images";
import Wallet from "lucide-react/icons/wallet";
import { Link } from "react-router";
import { PhoneLink } from "~/components/ui/PhoneLink";
import { site } from "~/content";
import { pictureAt } from "~/lib/pictures";
import { HeroBackdrop } from "~/components/sections/HeroBackdrop";

export const HOME_FORM_ID = "home-estimate";

/**
 * On a 390x844 phone the headline, the call link and the way to the
 * estimate form all show without scrolling, so the hero stays compact there.
 */
export function HomeHero() {
  const texts = site.pages.home;
  // Without a picture of its own the hero's words stand in the middle: no blank ground beside them.
  const backdrop = pictureAt("hero/home");
  const centred = backdrop === undefined;
  const rowClass = `mt-3 grid gap-3 sm:flex sm:flex-wrap ${centred ? "sm:justify-center" : ""}`;
  return (
    <section aria-labelledby="home-hero-title" className="relative isolate overflow-hidden bg-charcoal text-white">
      <HeroBackdrop
        image={backdrop}
        overlayClassName="from-charcoal via-charcoal/85 to-charcoal/35 lg:via-charcoal/70 lg:to-charcoal/10"
        imgPositionClassName="object-[70%_center]"
      />
      <div className="container-site py-8 sm:py-16 lg:py-28">
        <div className={`hero-enter max-w-3xl ${centred ? "mx-auto text-center" : ""}`}>
          <p
            className={`flex items-center gap-3 text-sm font-semibold tracking-[0.18em] text-brand-light ${centred ? "justify-center" : ""}`}
          >
            <span aria-hidden="true" className="hidden h-0.5 w-10 bg-brand-light sm:block" />
            {site.business.tagline}
          </p>
          <h1 id="home-hero-title" className="mt-3 text-[2.5rem] leading-[1.05] font-semibold sm:text-6xl lg:text-7xl">
            {texts.heading}
          </h1>
          <p className={`mt-4 max-w-xl text-lg text-white/90 ${centred ? "mx-auto" : ""}`}>{texts.intro}</p>
          <div className={`${rowClass} mt-6`}>
            <PhoneLink icon className="btn-primary text-lg" />
            <a href={`#${HOME_FORM_ID}-heading`} className="btn bg-white text-charcoal hover:bg-paper-deep">
              {site.pages.everyPage.estimateFormLink}
              <ArrowDown aria-hidden="true" className="size-4" />
            </a>
          </div>
          <div className={rowClass}>
            <Link to="/gallery" className="btn-outline-light">
              <Images aria-hidden="true" className="size-5" />
              {texts.projectsLink}
            </Link>
            {/* Only while there is an offer to learn about (business.financing). */}
            {site.business.financing && texts.financingLink && (
              <Link to="/contact" className="btn-outline-light">
                <Wallet aria-hidden="true" className="size-5" />
                {texts.financingLink}
              </Link>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
