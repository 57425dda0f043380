import { describe, expect, it } from "vitest";
import { site } from "~/content";
import { baseArea, typicalDrive } from "./drive";

const area = (name: string) => site.serviceAreas.find((a) => a.name === name)!;

describe("typicalDrive", () => {
  it("uses the town of the company address as the base", () => {
    expect(baseArea().name).toBe(site.contact.address.locality);
  });

  it("has no drive for the base town itself", () => {
    expect(typicalDrive(baseArea(), baseArea())).toBeNull();
  });

  it("gives plausible DeSoto County drives, rounded to 5 minutes", () => {
    const southaven = typicalDrive(area("Olive Branch"), area("Southaven"))!;
    expect(southaven.miles).toBeGreaterThanOrEqual(10);
    expect(southaven.miles).toBeLessThanOrEqual(18);
    expect(southaven.minutes % 5).toBe(0);
    const memphis = typicalDrive(area("Olive Branch"), area("Memphis"))!;
    expect(memphis.miles).toBeGreaterThan(southaven.miles);
    expect(memphis.minutes).toBeGreaterThan(southaven.minutes);
    expect(memphis.minutes).toBeLessThanOrEqual(60);
  });
});
