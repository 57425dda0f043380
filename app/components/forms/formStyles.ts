/** How a form sits on the page: on its own white card (e.g. over a dark hero) or flat on a light section. */
export type FormTone = "card" | "flat";

export const toneClass: Record<FormTone, string> = {
  card: "@container rounded-lg bg-white p-5 text-charcoal shadow-xl sm:p-6",
  flat: "@container text-charcoal",
};
