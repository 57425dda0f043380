import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { estimator, prices } from "~/content";
import { formatDollars } from "~/lib/estimate";
import { PriceSection } from "./PriceSection";

const section = (materials = prices.materials, more: Partial<typeof prices> = {}) =>
  render(
    <PriceSection
      prices={{ ...prices, materials, ...more }}
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

  it("leaves out what the owner does not price: a gate's column, removal, the minimum job, the worked example", () => {
    const first = prices.materials[0]!;
    section([{ ...first, walkGate: undefined }], { removal: undefined, minimumJob: undefined });
    const [, gates] = screen.getAllByRole("table");
    expect(
      within(gates!)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual([estimator.materialColumn, estimator.driveGateColumn]);
    expect(screen.queryByText(estimator.removalRow)).toBeNull();
    expect(screen.queryByText(estimator.minimumJobRow)).toBeNull();
    // The worked example names a walk gate and removal: neither is priced here.
    expect(screen.getByRole("region", { name: estimator.heading }).querySelector("p.bg-brand-tint")).toBeNull();
  });

  it("has no gates' table where no material prices a gate, and a dash where one material lacks a price", () => {
    const [first, second] = prices.materials;
    section([{ ...first!, walkGate: undefined, driveGate: undefined }]);
    expect(screen.getAllByRole("table")).toHaveLength(1);
    if (!second) return;
    section([first!, { ...second, driveGate: undefined }]);
    const [, gates] = screen.getAllByRole("table").slice(-2);
    const lastRow = within(gates!).getAllByRole("row").at(-1)!;
    expect(lastRow.textContent).toContain("—not offered");
  });
});
