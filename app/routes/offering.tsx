import { useParams } from "react-router";
import { BelowFold } from "~/components/layout/BelowFold";
import { ClosingCta } from "~/components/sections/ClosingCta";
import { projects, reviews, site } from "~/content";
import { pageMeta } from "~/lib/meta";
import { offeringPath, servicesWithSections } from "~/lib/offerings";
import { offeringPageMeta } from "~/lib/offeringMeta";
import { offeringService } from "~/lib/structured-data";
import { siteOrigin } from "~/content";
import { OfferingAbout } from "./offering/OfferingAbout";
import { OfferingHero } from "./offering/OfferingHero";
import { OfferingPrices } from "./offering/OfferingPrices";
import { OfferingQuestions } from "./offering/OfferingQuestions";
import { OtherOfferings } from "./offering/OtherOfferings";
import { RecentWork } from "./offering/RecentWork";
import { reviewsAboutOffering } from "~/lib/reviews";
import ReviewsSection from "./home/ReviewsSection";

/** The service a page of this kind shows, by the address's short name (app/pageKinds.mjs). */
const serviceAt = (id: string | undefined) => servicesWithSections.find((service) => service.id === id);

export const meta = ({ params }: { params: { id?: string } }) => {
  const service = serviceAt(params.id);
  if (!service) return [];
  const path = offeringPath(service.id);
  return pageMeta({
    ...offeringPageMeta(service, site.pages.offering),
    path,
    structuredData: [offeringService(service, path, site, siteOrigin)],
  });
};

// One service's own page (/fences/<id>): plain prerendered HTML with the islands of /fences (the
// estimate form, the price estimator opened on its material), each loading on first use.
export default function Offering() {
  const service = serviceAt(useParams().id);
  // Only the services with a page are prerendered: another address is the 404 page.
  if (!service) return null;
  return (
    <>
      <OfferingHero service={service} />
      <OfferingAbout service={service} />
      <BelowFold>
        <OfferingPrices service={service} />
        <RecentWork service={service} />
        {/* The reviews about it, as the home page shows them; an emptied heading leaves them out. */}
        {site.pages.offering.reviewsHeading && (
          <ReviewsSection
            reviews={reviewsAboutOffering({ reviews, projects }, service.id)}
            heading={site.pages.offering.reviewsHeading}
            still
          />
        )}
        <OfferingQuestions service={service} />
        <OtherOfferings service={service} />
        <ClosingCta heading={site.pages.offering.closingHeading} />
      </BelowFold>
    </>
  );
}
