/**
 * How long each list the owner edits may be: what the design holds, not the sample's count.
 * The content schema enforces these, and the editor's lists are made from the schema. Each limit
 * carries the reason shown when it is broken.
 */
export interface ListLimit {
  min: number;
  max: number;
  /** Why at least `min`: the message when the list is too short. */
  tooFew: string;
  /** Why at most `max`: the message when the list is too long. */
  tooMany: string;
}

export const LIST_LIMITS = {
  serviceAreas: {
    min: 1,
    max: 12,
    tooFew: "list at least one town: the header, the footer and the map show where you work",
    tooMany: "at most 12 towns: the phone menu, the town list and the map hold twelve",
  },
  services: {
    min: 1,
    max: 9,
    tooFew: "list at least one service: the home page's cards and the estimate form show them",
    tooMany: "at most 9 services: the home page's cards hold three rows of three",
  },
  faq: {
    min: 1,
    max: 20,
    tooFew: "list at least one question: the FAQ section and its search result need one",
    tooMany: "at most 20 questions: a longer list is hard to read on a phone",
  },
  process: {
    min: 2,
    max: 8,
    tooFew: "list at least two steps: one step is not a process",
    tooMany: "at most 8 steps: the process row holds eight",
  },
  reviews: {
    min: 0,
    max: 12,
    tooFew: "",
    tooMany: "at most 12 reviews: the reviews section holds twelve cards (with none, it is hidden)",
  },
} as const satisfies Record<string, ListLimit>;

export type LimitedList = keyof typeof LIST_LIMITS;
