import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { estimator, prices } from "~/content";
import { formatDollars } from "~/lib/estimate";
import { PriceSection } from "./PriceSection";

const section = (materials = prices.materials) =>
  render(
    <PriceSection
      prices={{ ...prices, materials }}
      texts={estimator}
      formId="fences-estimate"
      firstFieldId="fences-estimate-name"
      tinted={false}
    />,
  );

describe("the price section of /fences", () => {
  it("is left out, heading and all, when no material is priced", () => {
    const { container } = section([]);
    expect(container).toBeEmptyDOMElement();
  });

  it("lists the price per foot of every material at every height it is built at", () => {
    section();
    expect(screen.getByRole("region", { name: estimator.heading })).toHaveAttribute("id", "price");
    const [perFoot] = screen.getAllByRole("table");
    const rows = within(perFoot!).getAllByRole("row").slice(1);
    expect(rows.map((row) => row.textContent?.replace(/\s/g, " "))).toEqual(
      prices.materials.flatMap((m) =>
        m.heights.map((h) => `${m.name}${h.feet} ft${formatDollars(h.low)} – ${formatDollars(h.high)}`),
      ),
    );
  });
});
