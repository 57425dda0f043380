import { describe, expect, it } from "vitest";
import { addressLines } from "~/lib/address";
import { loadContent } from "./load";
import { businessAsSeen } from "./businessAsSeen";

describe("the business as visitors will read it, for the editor's first screen", () => {
  it("names the business, its address, phone, hours and every town of the content in use", () => {
    const content = loadContent();
    const text = businessAsSeen(content).join("\n");
    for (const part of [
      content.business.name,
      content.business.shortName,
      ...addressLines(content.contact.address),
      content.contact.phone.display,
      content.contact.email,
      ...content.contact.hours.map((row) => row.label),
      ...content.serviceAreas.map((area) => `${area.name}, ${area.state}`),
    ])
      expect(text).toContain(part);
  });
});
