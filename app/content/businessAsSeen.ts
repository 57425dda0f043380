// Build-time only: the business as visitors will read it, in a few lines, for the top of the
// editor's first screen (scripts/build-steps/admin/decorate.mjs), so a wrong town or state is seen at once
// (issue 47; decision 0026).
import { addressLines } from "../lib/address.ts";
import { formatHoursRow } from "../lib/hours.ts";
import type { SiteContent } from "./schema.ts";

export function businessAsSeen(content: SiteContent): string[] {
  const { business, contact, serviceAreas } = content;
  return [
    `Name: ${business.name} (beside the logo: ${business.shortName})`,
    `Address: ${addressLines(contact.address).join(", ")}`,
    `Phone: ${contact.phone.display}; e-mail: ${contact.email}`,
    `Hours: ${contact.hours
      .map(formatHoursRow)
      .map(({ days, time }) => `${days} ${time}`)
      .join("; ")}`,
    `Towns: ${serviceAreas.map((area) => `${area.name}, ${area.state}`).join("; ")}`,
  ];
}
