import type { SiteContent } from "~/content";

/**
 * An sms: link to `tel` (+1 and ten digits) starting a message with `message`. "?&body=" is the
 * form both phone systems read: Android takes the query's body, iOS (since 8) the part after "&".
 */
export function smsHref(tel: string, message?: string): string {
  return message ? `sms:${tel}?&body=${encodeURIComponent(message)}` : `sms:${tel}`;
}

/** What a Text us link shows and opens. */
export interface TextUsLink {
  href: string;
  /** The button's words (pages.everyPage.textButton). */
  label: string;
  /** The number as visitors read it, for screen readers after the words. */
  display: string;
}

/**
 * The Text us link of the content: null unless the business has a texting number
 * (contact.textNumber) and the button has words (pages.everyPage.textButton), so a page offers a
 * text only where the owner answers texts.
 */
export function textUsLink(
  contact: Pick<SiteContent["contact"], "textNumber">,
  everyPage: Pick<SiteContent["pages"]["everyPage"], "textButton" | "textMessage">,
): TextUsLink | null {
  const number = contact.textNumber;
  if (!number || !everyPage.textButton) return null;
  return { href: smsHref(number.tel, everyPage.textMessage), label: everyPage.textButton, display: number.display };
}
