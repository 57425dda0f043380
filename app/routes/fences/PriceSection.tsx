import { Reveal } from "~/components/motion/Reveal";
import type { EstimatorTexts, Prices } from "~/content/pricesSchema";
import { pricesPosted } from "~/content/unshown";
import { Island } from "~/islands/Island";
import { PriceTable } from "./PriceTable";
import { SERVICES_REVEAL } from "./reveal";

/** The section's address: /fences#price. */
export const PRICE_SECTION_ID = "price";

/** The prices' date as visitors read it: "June 1, 2026" (written into the HTML, the same in every browser). */
export const readableDate = (isoDate: string) =>
  new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${isoDate}T00:00:00Z`));

interface Props {
  prices: Prices;
  texts: EstimatorTexts;
  /** The page's estimate form and its first field, which "Request this estimate" fills in and moves to. */
  formId: string;
  firstFieldId: string;
  /** Alternating backgrounds: white when the section before it is not. */
  tinted: boolean;
}

/**
 * "What will my fence cost?": the estimator (an island that loads on first use) and the owner's price
 * table. Without scripts the estimator is hidden and the table, with its worked example, is the
 * answer. With no materials priced the section is not there at all.
 */
export function PriceSection({ prices, texts, formId, firstFieldId, tinted }: Props) {
  if (!pricesPosted(prices)) return null;
  const titleId = `${PRICE_SECTION_ID}-title`;
  return (
    <Reveal
      as="section"
      {...SERVICES_REVEAL}
      id={PRICE_SECTION_ID}
      aria-labelledby={titleId}
      className={tinted ? "bg-white py-16 sm:py-20" : "py-16 sm:py-20"}
    >
      <div className="container-site">
        <h2 id={titleId} className="text-3xl font-semibold sm:text-4xl">
          <span className="mb-2 block h-1.5 w-14 rounded bg-wood" aria-hidden="true" />
          {texts.heading}
        </h2>
        <p className="mt-3 max-w-prose text-lg text-ink-muted">{texts.intro}</p>
        <Island name="Estimator" when="used" props={{ formId, firstFieldId, asOfText: readableDate(prices.asOf) }} />
        <div className="mt-12">
          <PriceTable prices={prices} texts={texts} headingId={`${PRICE_SECTION_ID}-table`} />
        </div>
      </div>
    </Reveal>
  );
}
