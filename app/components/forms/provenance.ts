/**
 * Where a request came from, as the form's script sees it at the moment it sends: the page it was
 * sent from, the host of the site that linked to that page, and the address's campaign tags
 * (utm_source, utm_medium, utm_campaign). Rules: nothing is stored in the browser, nothing extra
 * is sent, no address is kept: only what the page already knows, carried in the form's three
 * hidden fields (inbox.tsx) and as the mail draft's last line. Neither host refuses a request for
 * its provenance: a value not as this module writes it is dropped (readProvenance).
 */

/** The hidden fields' names, as posted to both hosts' inboxes (the keys of Provenance). */
export const PROVENANCE_FIELDS = ["page", "referrer", "utm"] as const;

/** The campaign tags kept from the page's address, in this order. */
export const UTM_KEYS = ["utm_source", "utm_medium", "utm_campaign"] as const;
export type UtmKey = (typeof UTM_KEYS)[number];

/** The longest kept: a page's path, a host name (RFC 1035), one campaign tag. */
export const PROVENANCE_LIMITS = { page: 200, referrer: 253, tag: 100 } as const;

/** Provenance as posted: each a string, "" for none. */
export interface Provenance {
  /** The path of the page the form was sent from ("/fences"), without its query. */
  page: string;
  /** The referring site's host ("www.google.com"), "" for none or this site itself. */
  referrer: string;
  /** The campaign tags as a query ("utm_source=gbp&utm_medium=organic"), "" for none. */
  utm: string;
}

/** Provenance as kept and shown: the campaign tags each on its own. */
export interface Source {
  page: string;
  referrer: string;
  utm_source: string;
  utm_medium: string;
  utm_campaign: string;
}

const HOST = /^[a-z0-9.-]{1,253}(:\d{1,5})?$/;
const PAGE = /^\/[^\s?#]{0,199}$/;

/**
 * The provenance of a send from `location`, opened from `referrer` (document.referrer). Kept small:
 * it is in the forms' script; the inbox checks every value again and drops one too long
 * (readProvenance).
 */
export function provenanceOf(location: Pick<Location, "pathname" | "search" | "host">, referrer: string): Provenance {
  // document.referrer is "" or a whole address.
  const host = referrer && new URL(referrer).host;
  const query = new URLSearchParams(location.search);
  const tags = new URLSearchParams();
  for (const key of UTM_KEYS) {
    const value = query.get(key);
    if (value) tags.set(key, value);
  }
  return { page: location.pathname, referrer: host === location.host ? "" : host, utm: `${tags}` };
}

/** Writes the provenance into the form's hidden fields (those the form has: only while the inbox is on). */
export function markProvenance(form: HTMLFormElement, provenance: Provenance) {
  for (const name of PROVENANCE_FIELDS) {
    const field = form.elements.namedItem(name);
    if (field instanceof HTMLInputElement) field.value = provenance[name];
  }
}

/** The posted provenance as kept: each value checked, anything not as provenanceOf writes it dropped. */
export function readProvenance(posted: { get(name: string): string | null | undefined }): Source {
  const page = posted.get("page") ?? "";
  const referrer = (posted.get("referrer") ?? "").toLowerCase();
  const utm = posted.get("utm") ?? "";
  const tags = new URLSearchParams(utm);
  const tag = (key: UtmKey) => {
    const value = (tags.get(key) ?? "").trim();
    // A tag is one line of printable text: a control character (a line break) drops it.
    return value.length <= PROVENANCE_LIMITS.tag && /^[^\p{Cc}]*$/u.test(value) ? value : "";
  };
  return {
    page: PAGE.test(page) ? page : "",
    referrer: HOST.test(referrer) ? referrer : "",
    utm_source: tag("utm_source"),
    utm_medium: tag("utm_medium"),
    utm_campaign: tag("utm_campaign"),
  };
}

/** The mail draft's last line: the page, the referring site and the tags, each only if known. */
export function provenanceLine({ page, referrer, utm }: Provenance): string {
  const parts = [page && `Sent from ${page}`, referrer && `via ${referrer}`, utm.replace(/&/g, " ")];
  return parts.filter(Boolean).join(", ");
}

/** The same line for a request as kept (the Worker's e-mail), "" when nothing is known. */
export function sourceLine(source: Source): string {
  const tags = new URLSearchParams();
  for (const key of UTM_KEYS) if (source[key]) tags.set(key, source[key]);
  return provenanceLine({ page: source.page, referrer: source.referrer, utm: tags.toString() });
}
