import { Reveal } from "~/components/motion/Reveal";
import { estimateFirstFieldId } from "~/components/forms/EstimateForm";
import { estimator, prices, site } from "~/content";
import { Island } from "~/islands/Island";
import { type ServiceWithSection } from "~/lib/offerings";
import { materialsOf } from "./offeringContent";
import { readableDate } from "../fences/PriceSection";
import { PriceTable } from "../fences/PriceTable";
import { SERVICES_REVEAL } from "../fences/reveal";
import { OFFERING_FORM_ID } from "./OfferingHero";

/**
 * What this service costs: the price estimator opened on its first material, and the price rows of
 * the materials the Prices screen names it in. Nothing where none names it.
 */
export function OfferingPrices({ service }: { service: ServiceWithSection }) {
  const materials = materialsOf(service);
  if (materials.length === 0) return null;
  return (
    <Reveal
      as="section"
      {...SERVICES_REVEAL}
      aria-labelledby="offering-prices-title"
      className="bg-white py-16 sm:py-20"
    >
      <div className="container-site">
        <h2 id="offering-prices-title" className="text-3xl font-semibold sm:text-4xl">
          <span className="mb-2 block h-1.5 w-14 rounded bg-wood" aria-hidden="true" />
          {site.pages.offering.pricesHeading}
        </h2>
        <Island
          name="Estimator"
          when="used"
          props={{
            formId: OFFERING_FORM_ID,
            firstFieldId: estimateFirstFieldId(OFFERING_FORM_ID),
            asOfText: readableDate(prices.asOf),
            material: materials[0]!.name,
          }}
        />
        <div className="mt-12">
          <PriceTable
            prices={{ ...prices, materials }}
            texts={estimator}
            headingId="offering-prices-table"
            withExample={false}
          />
        </div>
      </div>
    </Reveal>
  );
}
