import { forms, site, type SiteContent } from "~/content";

// Read while the pages are prerendered, by the pages that place a request form: its own module, so
// the forms' code (inbox.tsx, loaded with each form's island) shares no chunk with the pages' code.

/** The page texts a request form shows about the inbox, passed to its island as props. */
export interface InboxTexts {
  /** What the visitor reads once the inbox took the request (pages.thankYou.sentText). */
  sentText: string;
  /** Under the send button, while the inbox is on: that the request is kept for the owner. */
  keptText?: string;
}

/** The inbox texts of the content for a form: the kept note only while the inbox is on and it has words. */
export function inboxTexts({ sentText, keptText }: SiteContent["pages"]["thankYou"]): InboxTexts {
  return forms.inbox && keptText ? { sentText, keptText } : { sentText };
}

/**
 * The words of an estimate form placed as every page places it (Pages › Every page): its heading and
 * button, with the inbox's texts. The gallery and contact forms have words of their own.
 */
export function estimateFormTexts(): InboxTexts & { heading: string; submitLabel: string } {
  const { pages } = site;
  return {
    heading: pages.everyPage.estimateFormHeading,
    ...inboxTexts(pages.thankYou),
    submitLabel: pages.everyPage.estimateFormButton,
  };
}
