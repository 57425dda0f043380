import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { SAMPLE_CONTENT_DIR } from "./dir.mjs";
import { ALL_ON_THIS_SCREEN, KEPT_SAMPLES_FIELD } from "./keptSamples.mjs";
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
