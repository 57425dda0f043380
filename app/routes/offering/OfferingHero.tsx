import ArrowDown from "lucide-react/icons/arrow-down";
import { estimateFormTexts } from "~/components/forms/inboxTexts";
import { HeroBackdrop } from "~/components/sections/HeroBackdrop";
import { Breadcrumbs } from "~/components/ui/Breadcrumbs";
import { PhoneLink } from "~/components/ui/PhoneLink";
import { estimator, site } from "~/content";
import { Island } from "~/islands/Island";
import { breadcrumbTrail } from "~/lib/breadcrumbs";
import { offeringPath, type ServiceWithSection } from "~/lib/offerings";
import { materialsOf } from "./offeringContent";
import { serviceImage, shownServicePictures } from "~/lib/service-images";

/** The page's estimate form, which its price estimator hands a range to. */
export const OFFERING_FORM_ID = "offering-estimate";

/** A description's paragraphs: the first opens the page, the others follow under it. */
export const paragraphsOf = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

/**
 * The top of a service's page: the way down to it, its title, its description's first paragraph,
 * the call and estimate actions and the estimate form, over its first picture.
 */
export function OfferingHero({ service }: { service: ServiceWithSection }) {
  const texts = site.pages.offering;
  const trail = breadcrumbTrail(offeringPath(service.id), site) ?? [];
  const [lede] = paragraphsOf(service.description);
  const [picture] = shownServicePictures(service.images);
  return (
    <section aria-labelledby="offering-title" className="relative isolate overflow-hidden bg-charcoal text-white">
      <HeroBackdrop image={picture ? serviceImage(picture.image) : undefined} />
      <div className="container-site grid gap-10 py-10 sm:py-14 lg:grid-cols-[1.1fr_1fr] lg:items-center lg:py-20">
        <div className="hero-enter">
          <Breadcrumbs trail={trail} label="Breadcrumb" />
          {texts.eyebrow && (
            <p className="mt-6 mb-2 font-semibold tracking-widest text-brand-light uppercase">{texts.eyebrow}</p>
          )}
          <h1
            id="offering-title"
            className={`text-4xl font-semibold sm:text-5xl lg:text-6xl ${texts.eyebrow ? "" : "mt-6"}`}
          >
            {service.title}
          </h1>
          {lede && <p className="mt-4 max-w-xl text-lg text-white/90">{lede}</p>}
          <div className="mt-6 flex flex-wrap gap-3">
            <PhoneLink icon className="btn-primary text-lg" />
            <a href={`#${OFFERING_FORM_ID}`} className="btn-outline-light lg:hidden">
              {site.pages.everyPage.estimateFormLink}
              <ArrowDown aria-hidden="true" className="size-4" />
            </a>
          </div>
        </div>
        <Island
          name="EstimateForm"
          props={{
            id: OFFERING_FORM_ID,
            className: "text-charcoal",
            ...estimateFormTexts(),
            serviceNeeded: service.title,
            // The price estimator hands its range to this form: only where this service has prices.
            ...(materialsOf(service).length > 0 ? { ballparkNote: estimator.requestNote } : {}),
          }}
        />
      </div>
    </section>
  );
}
