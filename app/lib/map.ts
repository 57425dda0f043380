import { contact } from "~/content";
import { MAP_ORIGIN } from "./mapOrigin.mjs";

export function mapEmbedUrl(query: string = contact.address.mapQuery): string {
  return `${MAP_ORIGIN}/maps?q=${encodeURIComponent(query)}&output=embed`;
}
