import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { SAMPLE_CONTENT_DIR } from "./dir.mjs";
import { ALL_ON_THIS_SCREEN, EVERY_PROMISE_IN, KEPT_SAMPLES_FIELD } from "./keptSamples.mjs";
import { drawnProjectPhotos } from "./projectPhotos";
import { fileSampleDetails, shippedValuesOf } from "./sampleValues";

/** The frozen sample's business file as parsed, and its shipped values. */
const sample = () => {
  const data = parse(readFileSync(path.join(SAMPLE_CONTENT_DIR, "business.yml"), "utf8"));
  return { data, shipped: shippedValuesOf(data) };
};
const keys = (data: unknown, shipped: ReturnType<typeof shippedValuesOf>) =>
  fileSampleDetails("business.yml", data, shipped).details.map((detail) => detail.key);

describe("one entry as the editor holds it, by the build's rules", () => {
  it("lists the sample's values and what no real business has, and drops each as it is replaced", () => {
    const { data, shipped } = sample();
    const all = keys(data, shipped);
    expect(all).toEqual(
      expect.arrayContaining(["contact.email", "contact.address", "contact.hours", "business.promise"]),
    );
    data.contact.email = "owner@katy-fence-works.net";
    data.business.promise = "Katy's own fence builders, on time and on budget.";
    expect(keys(data, shipped)).toEqual(all.filter((key) => key !== "contact.email" && key !== "business.promise"));
  });

  it("an empty field or a tick left off, as the editor holds and saves them, still says the sample's address and hours", () => {
    const { data, shipped } = sample();
    data.contact.address.streetAddress = "";
    for (const row of data.contact.hours) row.closed ??= false;
    for (const row of data.contact.hours) if (row.closed) Object.assign(row, { opens: "", closes: "" });
    expect(keys(data, shipped)).toEqual(expect.arrayContaining(["contact.address", "contact.hours"]));
    data.contact.address.streetAddress = "1200 Goodman Rd";
    expect(keys(data, shipped)).not.toContain("contact.address");
  });

  it("the owner's ticks as they stand in the entry: a fact by its own tick, wording also by the bulk tick", () => {
    const { data, shipped } = sample();
    data[KEPT_SAMPLES_FIELD] = ["contact.address", ALL_ON_THIS_SCREEN];
    const { details, kept } = fileSampleDetails("business.yml", data, shipped);
    const keptKeys = kept.map((detail) => detail.key);
    expect(keptKeys).toEqual(expect.arrayContaining(["contact.address", "business.promise"]));
    // The hours are a fact: the bulk tick leaves them listed; an e-mail at example.com is never confirmed.
    expect(details.map((detail) => detail.key)).toEqual(expect.arrayContaining(["contact.hours", "contact.email"]));
  });
});

describe("a screen whose texts depend on another screen's facts", () => {
  const pages = () => {
    const data = parse(readFileSync(path.join(SAMPLE_CONTENT_DIR, "pages.yml"), "utf8"));
    return { data, shipped: shippedValuesOf(data) };
  };
  const shownWithWarranty = (key: string) => /^pages\.(home\.promises|services\.warrantyNote)\b/.test(key);

  it("without a warranty on the Business screen, the Pages screen lists neither the box of promises nor the warranty line, as the build does not", () => {
    const { data, shipped } = pages();
    const withWarranty = fileSampleDetails("pages.yml", data, shipped, { warranty: "Ten years on every post." });
    expect(withWarranty.details.filter((detail) => shownWithWarranty(detail.key)).length).toBeGreaterThan(1);
    for (const warranty of [undefined, ""]) {
      const { details } = fileSampleDetails("pages.yml", data, shipped, { warranty });
      expect(details.map((detail) => detail.key).filter(shownWithWarranty), `warranty ${warranty}`).toEqual([]);
      expect(details.length).toBeLessThan(withWarranty.details.length);
    }
  });

  it("the Business screen's own warranty, as typed, decides for itself", () => {
    const { data, shipped } = sample();
    const warranty = fileSampleDetails("business.yml", data, shipped).details.map((detail) => detail.key);
    expect(warranty).toContain("business.warranty");
    data.business.warranty = "";
    expect(fileSampleDetails("business.yml", data, shipped).details.map((detail) => detail.key)).not.toContain(
      "business.warranty",
    );
  });
});

describe("the Projects screen, with the Photos screen's drawn samples (decision 0048)", () => {
  const projects = () => {
    const data = parse(readFileSync(path.join(SAMPLE_CONTENT_DIR, "projects.yml"), "utf8"));
    return { data, shipped: shippedValuesOf(data) };
  };
  const drawnOff = { drawnSamples: false, drawnProjectPhotos: drawnProjectPhotos() };

  it("with drawn samples off, lists none of the sample's projects nor the words around them, as no page shows them; on, it lists them", () => {
    const { data, shipped } = projects();
    const on = fileSampleDetails("projects.yml", data, shipped, undefined, { ...drawnOff, drawnSamples: true });
    expect(on.details.map((detail) => detail.value)).toEqual(
      expect.arrayContaining([data.projects[0].title, "Recent projects"]),
    );
    expect(fileSampleDetails("projects.yml", data, shipped, undefined, drawnOff).details).toEqual([]);
  });

  it("a photo the owner uploaded keeps its project shown, as typed: its title and the words around projects are listed again", () => {
    const { data, shipped } = projects();
    data.projects[1].photos[0].image = "our-new-fence.jpg";
    const values = fileSampleDetails("projects.yml", data, shipped, undefined, drawnOff).details.map(
      (detail) => detail.value,
    );
    expect(values).toEqual(expect.arrayContaining([data.projects[1].title, "Recent projects"]));
    expect(values).not.toContain(data.projects[0].title);
  });
});

describe("the Prices screen as typed (decision 0048)", () => {
  it("lists the removal, the minimum job and the estimator's words while a material is priced, none once the last is removed", () => {
    const data = parse(readFileSync(path.join(SAMPLE_CONTENT_DIR, "prices.yml"), "utf8"));
    const shipped = shippedValuesOf(data);
    const paths = () => fileSampleDetails("prices.yml", data, shipped).details.map((detail) => detail.path.join("."));
    data.prices.materials.splice(1);
    expect(paths()).toEqual(expect.arrayContaining(["prices.removal", "prices.minimumJob", "estimator.heading"]));
    data.prices.materials.splice(0);
    expect(paths()).toEqual([]);
  });
});

describe("a tick on a list item", () => {
  it("stays with its item when an earlier item is removed, and passes to no other", () => {
    const data = parse(readFileSync(path.join(SAMPLE_CONTENT_DIR, "pages.yml"), "utf8"));
    const shipped = shippedValuesOf(data);
    const reasons = () =>
      fileSampleDetails("pages.yml", data, shipped).details.filter((detail) =>
        detail.path.join(".").startsWith("pages.home.reasons."),
      );
    const [, second, , fourth, fifth] = reasons();
    expect(fifth, "the sample has five reasons or more").toBeDefined();
    data[KEPT_SAMPLES_FIELD] = [fourth!.key];
    // The owner removes the second reason: the fourth moves up to third place, the fifth to fourth.
    data.pages.home.reasons.splice(1, 1);
    const { details, kept } = fileSampleDetails("pages.yml", data, shipped);
    expect(kept.map((detail) => detail.value)).toEqual([fourth!.value]);
    expect(details.map((detail) => detail.value)).toContain(fifth!.value);
    expect(details.map((detail) => detail.value)).not.toContain(second!.value);
  });

  it("on a price row names its material: the same gate price in two materials takes two ticks", () => {
    const data = parse(readFileSync(path.join(SAMPLE_CONTENT_DIR, "prices.yml"), "utf8"));
    const shipped = shippedValuesOf(data);
    const gates = fileSampleDetails("prices.yml", data, shipped).details.filter((detail) =>
      /^prices\.materials\.\d+\.walkGate$/.test(detail.path.join(".")),
    );
    expect(new Set(gates.map((detail) => detail.value)).size, "the sample's walk gates cost the same").toBe(1);
    expect(new Set(gates.map((detail) => detail.key)).size).toBe(gates.length);
  });
});

describe("the tick for every promise of a page", () => {
  it("confirms the promises left on that page of the Pages screen, and on no other page", () => {
    const data = parse(readFileSync(path.join(SAMPLE_CONTENT_DIR, "pages.yml"), "utf8"));
    const shipped = shippedValuesOf(data);
    const onPage = (page: string) => (detail: { path: (string | number)[]; fact?: boolean }) =>
      detail.fact === true && detail.path[1] === page;
    const before = fileSampleDetails("pages.yml", data, shipped).details;
    expect(before.filter(onPage("contact")).length).toBeGreaterThan(1);
    data[KEPT_SAMPLES_FIELD] = [`${EVERY_PROMISE_IN}pages.contact`];
    const { details, kept } = fileSampleDetails("pages.yml", data, shipped);
    expect(details.filter(onPage("contact"))).toEqual([]);
    expect(kept.filter(onPage("contact")).length).toBe(before.filter(onPage("contact")).length);
    expect(details.filter(onPage("home")).length).toBe(before.filter(onPage("home")).length);
    // Wording on that page is not a promise: it stays listed.
    expect(details.some((detail) => !detail.fact && detail.path[1] === "contact")).toBe(true);
  });
});
