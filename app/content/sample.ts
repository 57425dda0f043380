import type { SiteContent } from "./schema";

/** The reserved fictional range (555-0100 to 555-0199) the sample phone is taken from. */
const SAMPLE_PHONE = /^\+1\d{3}5550(1\d\d)$/;
/** Domains reserved for examples (RFC 2606): no real business receives mail there. */
const SAMPLE_EMAIL_DOMAIN = /@(example\.(com|org|net)|[^@]+\.example)$/i;
/** The shipped company name and short name are obvious samples: they say "Example". */
const SAMPLE_NAME = /\bexample\b/i;
/** The shipped design credit ("Sample Web Studio") and badges ("… (sample badge)") say "sample". */
const SAYS_SAMPLE = /\bsample\b/i;
/**
 * The shipped review badges' pictures, which print "sample" on the badge itself: a badge that shows
 * one is a sample whatever its name says.
 */
export const SAMPLE_BADGE_PICTURES: readonly string[] = ["/badges/google-reviews.svg", "/badges/accredited.svg"];

/**
 * A social link to the network's front page (https://www.facebook.com/), as shipped, rather than to
 * the business's own page: search engines would read it as the business's profile.
 */
function isFrontPage(url: string): boolean {
  return new URL(url).pathname.replace(/\/+$/, "") === "";
}

/** The content a sample detail can be in. */
export type SampleCheckedContent = Pick<
  SiteContent,
  "business" | "contact" | "social" | "footer" | "reviews" | "badges"
>;

/** A sample detail as the owner reads it ("phone (662) 555-0142"), with the top-level field it is in and its path. */
export interface SampleDetail {
  field: keyof SampleCheckedContent;
  detail: string;
  /** Where it is, from the top-level field (["contact", "phone"]). */
  path: (string | number)[];
}

/**
 * Every shipped sample detail the content still holds, each with its field. Empty once the real
 * name, short name, phone, e-mail, social pages (or none), design credit, reviews (or none) and review
 * badges (or none) are set. While any remain, every page is built noindex and robots.txt names no
 * sitemap, so a site put online before its details are edited is not offered to search engines.
 */
export function sampleDetailsByField(content: Partial<SampleCheckedContent>): SampleDetail[] {
  const samples: SampleDetail[] = [];
  // The editor's preview checks one file's fields: the parts not given are not checked.
  const { business, contact, footer, social = [], reviews = [], badges } = content;
  if (business && SAMPLE_NAME.test(business.name))
    samples.push({ field: "business", detail: `name ${business.name}`, path: ["business", "name"] });
  if (business && SAMPLE_NAME.test(business.shortName))
    samples.push({ field: "business", detail: `short name ${business.shortName}`, path: ["business", "shortName"] });
  if (contact && SAMPLE_PHONE.test(contact.phone.tel))
    samples.push({ field: "contact", detail: `phone ${contact.phone.display}`, path: ["contact", "phone"] });
  if (contact?.textNumber && SAMPLE_PHONE.test(contact.textNumber.tel))
    samples.push({
      field: "contact",
      detail: `texting number ${contact.textNumber.display}`,
      path: ["contact", "textNumber"],
    });
  if (contact && SAMPLE_EMAIL_DOMAIN.test(contact.email))
    samples.push({ field: "contact", detail: `e-mail ${contact.email}`, path: ["contact", "email"] });
  social.forEach((link, i) => {
    if (isFrontPage(link.url))
      samples.push({ field: "social", detail: `${link.label} link ${link.url}`, path: ["social", i, "url"] });
  });
  if (footer && SAYS_SAMPLE.test(footer.designCredit.name))
    samples.push({
      field: "footer",
      detail: `website credit ${footer.designCredit.name}`,
      path: ["footer", "designCredit", "name"],
    });
  reviews.forEach((review, i) => {
    if (review.sample)
      samples.push({ field: "reviews", detail: `sample review by ${review.author}`, path: ["reviews", i] });
  });
  (badges?.reviews ?? []).forEach((badge, i) => {
    if (SAYS_SAMPLE.test(badge.name) || SAMPLE_BADGE_PICTURES.includes(badge.image))
      samples.push({
        field: "badges",
        detail: `review badge ${badge.name} (${badge.image})`,
        path: ["badges", "reviews", i],
      });
  });
  return samples;
}

/** The sample details still in the content, as the owner reads them ("phone (662) 555-0142"); empty once all are real. */
export function sampleDetails(content: SampleCheckedContent): string[] {
  return sampleDetailsByField(content).map((sample) => sample.detail);
}

/**
 * The sample's towns with the map points copies of the sample were shipped with: a copy of the
 * content made then holds them still. A town renamed in place keeps its predecessor's point unless
 * the build leaves it out (app/content/townPoints.ts), and the map would draw, say, Katy, TX in
 * Mississippi.
 */
export const SAMPLE_TOWN_POINTS: readonly { name: string; state: string; lat: number; lon: number }[] = [
  { name: "Olive Branch", state: "MS", lat: 34.9618, lon: -89.8295 },
  { name: "Southaven", state: "MS", lat: 34.989, lon: -90.0126 },
  { name: "Hernando", state: "MS", lat: 34.824, lon: -89.9937 },
  { name: "Horn Lake", state: "MS", lat: 34.9554, lon: -90.0348 },
  { name: "Byhalia", state: "MS", lat: 34.872, lon: -89.6906 },
  { name: "Memphis", state: "TN", lat: 35.1495, lon: -90.049 },
];
