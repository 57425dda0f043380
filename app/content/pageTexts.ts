import type { SiteContent } from "./schema";
import { US_STATES } from "./usStates.ts";

/**
 * The facts a text may name by placeholder rather than by value, so each is typed once and every
 * sentence naming it follows when it changes (docs/decisions/0033): "Fence Company in {town}, {state}"
 * reads "Fence Company in Olive Branch, MS", and reads the new town once the address moves.
 * Each with what it shows, as the editor's hints explain it.
 */
export const PLACEHOLDER_FACTS = {
  town: "your town (Address)",
  state: "its state code (MS)",
  stateName: "its state's name",
  region: "the region you serve",
  offerings: "what you offer (Services)",
  name: "your company name",
  installDays: "the installation days",
  projectsCompleted: "the projects completed",
  reasonCount: "how many reasons (six)",
  stepCount: "how many steps (four)",
  keepDays: "the days your inbox keeps a request",
} as const;

export type PlaceholderName = keyof typeof PLACEHOLDER_FACTS;
export const PLACEHOLDERS = Object.keys(PLACEHOLDER_FACTS) as PlaceholderName[];

/**
 * A placeholder written with a capital first letter ({Offerings}) starts a sentence, so its value
 * does too ("Wood, vinyl ..."); written in capitals ({REGION}), its value is in capitals, for a text
 * typed in capitals. Any other spelling ({twon}, {Town } ) is refused.
 */
const SPELLINGS = PLACEHOLDERS.flatMap((name) => [name, name[0]!.toUpperCase() + name.slice(1), name.toUpperCase()]);

/**
 * A text with braces only around those names, in one of their three spellings. Braces are escaped
 * even inside a class: the editor's field checks it as an HTML `pattern`, which the browser reads
 * with the `v` flag, where an unescaped brace in a class is an error and the whole check is dropped.
 */
export const PLACEHOLDER_PATTERN = `^[^\\{\\}]*(\\{(${SPELLINGS.join("|")})\\}[^\\{\\}]*)*$`;
export const PLACEHOLDER_MESSAGE = `may have braces only around ${PLACEHOLDERS.map((name) => `{${name}}`).join(", ")} (a capital first letter starts a sentence)`;
/** The editor's line under a text that may hold placeholders: each one and what it shows. */
export const PLACEHOLDER_HINT = `Words in braces show your facts from Business and contact and the other screens: ${PLACEHOLDERS.map((name) => `{${name}} ${PLACEHOLDER_FACTS[name]}`).join(", ")}. With a capital ({Offerings}) it starts a sentence.`;

/** How long each kind of page text may be, with its placeholders filled in. */
/** What search results show of a page's whole title (its own, " | " and the short name) and of its description. */
export const SEARCH_RESULT_LIMITS = { title: 60, description: 160 } as const;

export const PAGE_TEXT_LIMITS = {
  /** With " | " and the short name after it, a title stays near the 60 characters search results show. */
  title: 44,
  description: 160,
  /** The sharing picture fits its headline in three lines. */
  shareHeadline: 48,
  heading: 80,
  paragraph: 400,
} as const;

/** What the placeholders are filled from: the business's facts, its offerings and the lists they count. */
export type PlaceholderSource = Pick<SiteContent, "business" | "contact" | "forms" | "services" | "process"> & {
  pages: { home: { reasons: readonly unknown[] } };
};

const NUMBER_WORDS = [
  "no",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
];

/** A count as a sentence reads it: in words up to twelve ("six"), in digits above (13). */
export const countInWords = (count: number) => NUMBER_WORDS[count] ?? String(count);

/** Items joined as a sentence lists them: "a", "a and b", "a, b and c". */
const listed = (items: readonly string[]) =>
  items.length < 2 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)!}`;

/** How a sentence names one service: its own "In a sentence" words, else its title in lower case. */
export const offeringInSentence = (service: Pick<SiteContent["services"][number], "title" | "inSentence">) =>
  service.inSentence ?? service.title.toLowerCase();

/**
 * What the business offers as one phrase: the services' names in a sentence, in order, where
 * neighbours that end in the same word share it ("wood fences", "vinyl fences", "decks" read
 * "wood and vinyl fences and decks"; the sample reads "wood, vinyl, metal and chain link fences,
 * custom gates and decks").
 */
export function offeringsPhrase(services: readonly Pick<SiteContent["services"][number], "title" | "inSentence">[]) {
  const groups: { heads: string[]; last: string }[] = [];
  for (const service of services) {
    const words = offeringInSentence(service).trim().split(/\s+/);
    const last = words.at(-1)!;
    const head = words.slice(0, -1).join(" ");
    const previous = groups.at(-1);
    if (previous && previous.last === last && head && previous.heads.every(Boolean)) previous.heads.push(head);
    else groups.push({ heads: [head], last });
  }
  return listed(groups.map(({ heads, last }) => [listed(heads), last].filter(Boolean).join(" ")));
}

/** Each placeholder's value for this content. */
export function placeholderValues(content: PlaceholderSource): Record<PlaceholderName, string> {
  const { business, contact, forms, services, process, pages } = content;
  const { min, max } = business.typicalInstallDays;
  const { locality, region } = contact.address;
  return {
    town: locality,
    state: region,
    stateName: US_STATES[region as keyof typeof US_STATES] ?? region,
    region: business.region,
    offerings: offeringsPhrase(services),
    name: business.name,
    installDays: min === max ? String(min) : `${min} to ${max}`,
    projectsCompleted: String(business.projectsCompleted),
    reasonCount: countInWords(pages.home.reasons.length),
    stepCount: countInWords(process.length),
    keepDays: String(forms.keepDays),
  };
}

const PLACEHOLDER = new RegExp(`\\{(${SPELLINGS.join("|")})\\}`, "g");

/**
 * A text with each placeholder replaced by its value, in the case the placeholder is written in; a
 * placeholder without a value among `values` stays as written (a town page's {town}: TOWN_PLACEHOLDERS).
 */
export function fillText(text: string, values: Partial<Record<PlaceholderName, string>>): string {
  return text.replace(PLACEHOLDER, (whole: string, written: string) => {
    const name = PLACEHOLDERS.find((known) => known.toLowerCase() === written.toLowerCase())!;
    const value = values[name];
    if (value === undefined) return whole;
    if (written === name) return value;
    if (written === written.toUpperCase() && written !== written.toLowerCase()) return value.toUpperCase();
    return value.charAt(0).toUpperCase() + value.slice(1);
  });
}

/** A text with its placeholders filled in from the content. */
export const fillPlaceholders = (text: string, content: PlaceholderSource) =>
  fillText(text, placeholderValues(content));

/** Every text of `value` (lists' items too) filled in. */
function filledTexts<T>(value: T, values: Partial<Record<PlaceholderName, string>>): T {
  if (typeof value === "string") return fillText(value, values) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => filledTexts(item, values)) as T;
  if (typeof value === "object" && value !== null)
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, filledTexts(item, values)])) as T;
  return value;
}

/**
 * The placeholders that, in the texts of a town's page (pages.yml `town`: /areas/<town>), name that
 * town rather than the business's own: "Fences in {town}, {state}" reads "Fences in Southaven, MS" on
 * Southaven's page. The other placeholders read as everywhere.
 */
export const TOWN_PLACEHOLDERS = ["town", "state", "stateName"] as const satisfies readonly PlaceholderName[];

/** The group of page texts whose {town}, {state} and {stateName} are their page's town's (app/pages.mjs textGroups). */
export const TOWN_TEXTS_KEY = "town";

/** The placeholders' values for the texts of a town's page: TOWN_PLACEHOLDERS left out, filled on the page. */
const withoutTown = (values: Record<PlaceholderName, string>): Partial<Record<PlaceholderName, string>> =>
  Object.fromEntries(
    Object.entries(values).filter(([name]) => !(TOWN_PLACEHOLDERS as readonly string[]).includes(name)),
  );

/** A town page's text with its town filled in ("Fences in Southaven, MS"): the other placeholders are filled already. */
export const fillTownText = (text: string, town: { name: string; state: string }) =>
  fillText(text, {
    town: town.name,
    state: town.state,
    stateName: US_STATES[town.state as keyof typeof US_STATES] ?? town.state,
  });

/**
 * The fields whose texts may hold placeholders (the schema gives each the placeholder pattern), by
 * section: every page text, the business's headline and description, each service's summary and
 * description, each question and answer, each step.
 */
export const TEXTS_WITH_PLACEHOLDERS = {
  pages: true,
  business: ["tagline", "description"],
  services: ["summary", "description", "pageTitle", "pageDescription"],
  faq: ["question", "answer"],
  process: ["title", "description"],
} as const;

/** The content as visitors read it: every text that may hold placeholders, filled in. */
export function filledContent<T extends PlaceholderSource & Pick<SiteContent, "pages" | "faq">>(content: T): T {
  const values = placeholderValues(content);
  const fillFields = <I extends object>(item: I, fields: readonly string[]): I =>
    Object.fromEntries(
      Object.entries(item).map(([key, value]) => [key, fields.includes(key) ? filledTexts(value, values) : value]),
    ) as I;
  return {
    ...content,
    pages: Object.fromEntries(
      Object.entries(content.pages).map(([key, texts]) => [
        key,
        filledTexts(texts, key === TOWN_TEXTS_KEY ? withoutTown(values) : values),
      ]),
    ) as T["pages"],
    business: fillFields(content.business, TEXTS_WITH_PLACEHOLDERS.business),
    services: content.services.map((service) => fillFields(service, TEXTS_WITH_PLACEHOLDERS.services)),
    faq: content.faq.map((item) => fillFields(item, TEXTS_WITH_PLACEHOLDERS.faq)),
    process: content.process.map((step) => fillFields(step, TEXTS_WITH_PLACEHOLDERS.process)),
  };
}

/** A text whose limit holds for its filled-in words: where it is, its written and its filled words, its limit. */
export interface FilledTooLong {
  path: (string | number)[];
  filled: string;
  max: number;
}

/**
 * The titles, search descriptions and sharing headlines (and the business description) that are
 * longer than their limit once their placeholders are filled in: the editor checks the words as
 * typed, which a long town or region may stretch past what search results and sharing pictures show.
 */
export function filledTooLong(
  content: PlaceholderSource &
    Pick<SiteContent, "pages"> & { serviceAreas?: readonly { name: string; state: string }[] },
): FilledTooLong[] {
  const values = placeholderValues(content);
  const found: FilledTooLong[] = [];
  const check = (path: (string | number)[], text: unknown, max: number) => {
    if (typeof text !== "string") return;
    const filled = fillText(text, values);
    if (filled.length > max) found.push({ path, filled, max });
  };
  // A town page's texts, with each town of the service areas (any may earn its page): the first too long is named.
  const checkEachTown = (path: (string | number)[], text: unknown, max: number) => {
    if (typeof text !== "string") return;
    const partly = fillText(text, withoutTown(values));
    const filled = (content.serviceAreas ?? [])
      .map((town) => fillTownText(partly, town))
      .find((words) => words.length > max);
    if (filled) found.push({ path, filled, max });
  };
  for (const [key, texts] of Object.entries(content.pages as Record<string, Record<string, unknown>>)) {
    const checkText = key === TOWN_TEXTS_KEY ? checkEachTown : check;
    checkText(["pages", key, "title"], texts["title"], PAGE_TEXT_LIMITS.title);
    checkText(["pages", key, "description"], texts["description"], PAGE_TEXT_LIMITS.description);
    checkText(["pages", key, "shareHeadline"], texts["shareHeadline"], PAGE_TEXT_LIMITS.shareHeadline);
  }
  check(["business", "description"], content.business.description, PAGE_TEXT_LIMITS.description);
  content.services.forEach((service, i) => {
    check(["services", i, "pageTitle"], service.pageTitle, PAGE_TEXT_LIMITS.title);
    check(["services", i, "pageDescription"], service.pageDescription, PAGE_TEXT_LIMITS.description);
  });
  return found;
}
