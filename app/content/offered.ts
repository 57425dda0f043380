// A list item that speaks of the warranty or the financing offer (a reason, a question, a step)
// shows only while the business gives it (Business and contact › Warranty, Financing): without one
// the build leaves the item out, the counts that name the list follow, and the item is no sample
// detail (sampleValues.ts), so an owner who offers neither has nothing to remove (decision 0046).
import { z } from "zod";

/** The offers an item may depend on: fields of the business group (business.yml). */
export const OFFERS = ["warranty", "financing"] as const;
export type Offer = (typeof OFFERS)[number];

/** The item's field that names the offer it depends on. */
export const SHOWN_WITH_FIELD = "shownWith";

/** The field, as the schema gives it to every item that may depend on an offer. */
export const shownWith = z
  .enum(OFFERS, "must be warranty or financing, or left empty")
  // The editor holds "(None)" as null while the owner edits (the preview checks the entry as held).
  .nullish()
  .transform((offer) => offer ?? undefined)
  .optional()
  .meta({
    label: "Shown only with",
    hint: "Leave it empty to show it always. warranty: shown only while Business and contact › Warranty is filled in; financing: only while Financing is.",
  });

/** Whether the business gives each offer (its text filled in). */
export type Offers = Partial<Record<Offer, unknown>>;

/** Whether an item shows with these offers: it names none, or one the business gives. */
export const isOffered = (item: { shownWith?: Offer | undefined }, offers: Offers) =>
  !item.shownWith || Boolean(offers[item.shownWith]);

type WithLists = {
  business: Offers;
  pages: Record<string, object>;
  faq: { shownWith?: Offer | undefined }[];
  process: { shownWith?: Offer | undefined }[];
};

/** The content with every item that depends on an offer the business does not give left out. */
export function offeredOnly<T extends WithLists>(content: T): T {
  const keep = <I>(list: I[]) => list.filter((item) => isOffered(item as { shownWith?: Offer }, content.business));
  return {
    ...content,
    pages: Object.fromEntries(
      Object.entries(content.pages).map(([key, texts]) => [
        key,
        Object.fromEntries(
          Object.entries(texts).map(([name, value]) => [name, Array.isArray(value) ? keep(value) : value]),
        ),
      ]),
    ) as T["pages"],
    faq: keep(content.faq),
    process: keep(content.process),
  };
}
