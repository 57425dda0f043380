import type { SiteContent } from "./schema";

/** The reserved fictional range (555-0100 to 555-0199) the sample phone is taken from. */
const SAMPLE_PHONE = /^\+1\d{3}5550(1\d\d)$/;
/** Domains reserved for examples (RFC 2606): no real business receives mail there. */
const SAMPLE_EMAIL_DOMAIN = /@(example\.(com|org|net)|[^@]+\.example)$/i;
/** The shipped company name is an obvious sample: it says "Example". */
const SAMPLE_NAME = /\bexample\b/i;

/**
 * A social link to the network's front page (https://www.facebook.com/), as shipped, rather than to
 * the business's own page: search engines would read it as the business's profile.
 */
function isFrontPage(url: string): boolean {
  return new URL(url).pathname.replace(/\/+$/, "") === "";
}

/**
 * The business details that still hold the shipped sample, as the owner reads them
 * ("phone (662) 555-0142"); empty once the real name, phone, e-mail and social pages are set. While any
 * remain, every page is built noindex and robots.txt names no sitemap, so a site put online
 * before its details are edited is not offered to search engines.
 */
export function sampleDetails(content: Pick<SiteContent, "business" | "contact" | "social">): string[] {
  const samples: string[] = [];
  if (SAMPLE_NAME.test(content.business.name)) samples.push(`name ${content.business.name}`);
  if (SAMPLE_PHONE.test(content.contact.phone.tel)) samples.push(`phone ${content.contact.phone.display}`);
  if (SAMPLE_EMAIL_DOMAIN.test(content.contact.email)) samples.push(`e-mail ${content.contact.email}`);
  for (const link of content.social) if (isFrontPage(link.url)) samples.push(`${link.label} link ${link.url}`);
  return samples;
}
