import type { SiteContent } from "~/content";

type Address = SiteContent["contact"]["address"];

/**
 * The business's address as visitors read it, line by line: the street where the owner gives one,
 * then "Olive Branch, MS 38654". The footer and the Contact page show the same lines.
 */
export function addressLines(address: Address): string[] {
  const town = `${address.locality}, ${address.region} ${address.postalCode}`;
  return address.streetAddress ? [address.streetAddress, town] : [town];
}
