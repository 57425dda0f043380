import { describe, expect, it } from "vitest";
import { site } from "~/content";
import { withMapPoint } from "~/components/map/mapBox";
import { baseArea, typicalDrive } from "./drive";

describe("typicalDrive", () => {
  it("uses the town of the company address as the base", () => {
    expect(baseArea().name).toBe(site.contact.address.locality);
  });

  it("has no drive for the base town itself", () => {
    expect(typicalDrive(baseArea(), baseArea())).toBeNull();
  });

  it("has no drive to or from a town without a map point", () => {
    const from = { name: "A", state: "TX" as const, lat: 30, lon: -97.7 };
    const unmapped = { name: "B", state: "TX" as const, lat: undefined, lon: undefined };
    expect(typicalDrive(from, unmapped)).toBeNull();
    expect(typicalDrive(unmapped, from)).toBeNull();
  });

  it("gives plausible drives, rounded to 5 minutes: about 13 miles for 10 miles as the crow flies", () => {
    // Two points a tenth of a degree of latitude apart: 6.9 miles in a straight line.
    const from = { name: "A", state: "TX" as const, lat: 30, lon: -97.7 };
    const drive = typicalDrive(from, { ...from, name: "B", lat: 30.1 })!;
    expect(drive.miles).toBe(9);
    expect(drive.minutes).toBe(15);
  });

  it("takes longer to every town of the content the farther it lies from the base", () => {
    const base = baseArea();
    // Towns without a map point have no drive to give.
    const mapped = withMapPoint(site.serviceAreas).filter((area) => area.name !== base.name);
    const drives = mapped.map((area) => typicalDrive(base, area)!).sort((a, b) => a.miles - b.miles);
    if (base.lat !== undefined) expect(drives.length).toBe(mapped.length);
    for (const [i, drive] of drives.entries()) {
      expect(drive.minutes % 5).toBe(0);
      if (i > 0) expect(drive.minutes).toBeGreaterThanOrEqual(drives[i - 1]!.minutes);
    }
  });
});
