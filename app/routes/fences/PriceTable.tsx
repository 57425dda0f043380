import type { EstimatorTexts, Prices } from "~/content/pricesSchema";
import {
  EXAMPLE_LENGTH_FEET,
  fillIn,
  formatDollars,
  formatHeight,
  pricesDriveGates,
  pricesWalkGates,
  workedExample,
} from "~/lib/estimate";
import type { PriceRange } from "~/lib/estimate";

/**
 * "$150 – $400", which may break only after the dash: on a narrow phone a price column wraps as
 * "$150 –" over "$400" rather than pushing the table wider than the screen.
 */
const range = ({ low, high }: PriceRange) => `${formatDollars(low)}\u00a0– ${formatDollars(high)}`;

const cell = "border-b border-line px-2 py-2 text-left align-top sm:px-3";
const headCell = `${cell} font-semibold`;

/** A gate's price in this material, or a dash where the owner does not price that gate in it. */
function GateCell({ price }: { price: PriceRange | undefined }) {
  return (
    <td className={`${cell} text-right tabular-nums`}>
      {price ? (
        range(price)
      ) : (
        <>
          <span aria-hidden="true">—</span>
          <span className="sr-only">not offered</span>
        </>
      )}
    </td>
  );
}

/**
 * The owner's prices as a table: per foot by material and height, each material's gates, removal,
 * the minimum job and one job worked out, each only where the owner gives it. Plain HTML, so a visitor without scripts has the prices
 * too, and anyone can check the estimator's arithmetic against it.
 */
export function PriceTable({
  prices,
  texts,
  headingId,
  withExample = true,
}: {
  prices: Prices;
  texts: EstimatorTexts;
  headingId: string;
  /** Whether the job worked out shows: /fences has it, a service's page (its estimator opened on its material) not. */
  withExample?: boolean;
}) {
  const example = withExample ? workedExample(prices) : undefined;
  // A gate's column only where some material prices that gate; the gates' table only where one does.
  const walkGates = prices.materials.some(pricesWalkGates);
  const driveGates = prices.materials.some(pricesDriveGates);
  return (
    <div>
      <h3 id={headingId} className="text-2xl font-semibold">
        {texts.tableHeading}
      </h3>
      <div className="mt-4 grid items-start gap-8 lg:grid-cols-2 [&>*]:min-w-0">
        <table className="w-full border-collapse bg-white">
          <thead>
            <tr>
              <th scope="col" className={headCell}>
                {texts.materialColumn}
              </th>
              <th scope="col" className={headCell}>
                {texts.heightColumn}
              </th>
              <th scope="col" className={`${headCell} text-right`}>
                {texts.perFootColumn}
              </th>
            </tr>
          </thead>
          <tbody>
            {prices.materials.flatMap((material) =>
              material.heights.map((height) => (
                <tr key={`${material.name}-${height.feet}`}>
                  <th scope="row" className={headCell}>
                    {material.name}
                  </th>
                  <td className={cell}>{formatHeight(height.feet)}</td>
                  <td className={`${cell} text-right tabular-nums`}>{range(height)}</td>
                </tr>
              )),
            )}
          </tbody>
        </table>
        <div>
          {(walkGates || driveGates) && (
            <table className="w-full border-collapse bg-white">
              <thead>
                <tr>
                  <th scope="col" className={headCell}>
                    {texts.materialColumn}
                  </th>
                  {walkGates && (
                    <th scope="col" className={`${headCell} text-right`}>
                      {texts.walkGateColumn}
                    </th>
                  )}
                  {driveGates && (
                    <th scope="col" className={`${headCell} text-right`}>
                      {texts.driveGateColumn}
                    </th>
                  )}
                </tr>
              </thead>
              <tbody>
                {prices.materials.map((material) => (
                  <tr key={material.name}>
                    <th scope="row" className={headCell}>
                      {material.name}
                    </th>
                    {walkGates && <GateCell price={material.walkGate} />}
                    {driveGates && <GateCell price={material.driveGate} />}
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {(prices.removal || prices.minimumJob !== undefined) && (
            <dl className="mt-6 grid gap-2 first:mt-0">
              {prices.removal && (
                <div className="flex flex-wrap justify-between gap-x-4">
                  <dt className="font-semibold">{texts.removalRow}</dt>
                  <dd className="tabular-nums">{range(prices.removal)}</dd>
                </div>
              )}
              {prices.minimumJob !== undefined && (
                <div className="flex flex-wrap justify-between gap-x-4">
                  <dt className="font-semibold">{texts.minimumJobRow}</dt>
                  <dd className="tabular-nums">{formatDollars(prices.minimumJob)}</dd>
                </div>
              )}
            </dl>
          )}
          {example && (
            <p className="mt-6 rounded-lg bg-brand-tint p-4 first:mt-0">
              {fillIn(texts.example, {
                length: String(EXAMPLE_LENGTH_FEET),
                material: example.input.material.name,
                height: formatHeight(example.input.heightFeet),
                low: formatDollars(example.range.low),
                high: formatDollars(example.range.high),
              })}
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
