import { site } from "~/content";

/** The one third party the site may contact, and only after the visitor asks for the map. */
export const MAP_ORIGIN = "https://www.google.com";

export function mapEmbedUrl(query: string = site.contact.address.mapQuery): string {
  return `${MAP_ORIGIN}/maps?q=${encodeURIComponent(query)}&output=embed`;
}
