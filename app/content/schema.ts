import { z } from "zod";
import { SERVICE_CHOICE, SERVICE_ID_PATTERN } from "./serviceChoice.ts";
import "./fieldMeta.ts";
import { LIST_LIMITS, type LimitedList } from "./listLimits.ts";
import { OPTIONAL_PHONE_PATTERN, PHONE_MESSAGE, PHONE_PATTERN, telOf } from "./phone.ts";
import { PAGE_TEXT_LIMITS, PLACEHOLDER_HINT, PLACEHOLDER_MESSAGE, PLACEHOLDER_PATTERN } from "./pageTexts.ts";
import { estimator, prices } from "./pricesSchema.ts";
import { PROJECT_CHOICE, PROJECT_TITLE_MAX, projects, projectTexts } from "./projectsSchema.ts";
import { shownWith, type Offer } from "./offered.ts";
import { US_STATE_CODES } from "./usStates.ts";
import { KEEP_DAYS } from "../inboxFacts.mjs";
import { TOWN_PAGE_PROJECTS, TOWN_PAGE_PROJECTS_MAX, TOWN_PAGE_PROJECTS_MIN } from "../townPages.mjs";
import { VIDEO_FILE_PATTERN, VIDEO_FOLDER, VIDEO_MAX_BYTES } from "./processVideo.mjs";
import {
  publicPages,
  textGroups,
  type ListIcon,
  type PageList,
  type PageText,
  type PageTextKind,
  type PublicPage,
  type TextGroup,
} from "../pages.mjs";

/**
 * The shape of everything the owner can edit, and how the editor at /admin shows it. Validated when
 * the site is built: a mistake stops the build with a message naming the field. Each field's
 * label, hint and widget are its `.meta()` (fieldMeta.ts); the editor's fields are made from this
 * schema (editor.ts), its patterns and messages from the rules here, so the editor refuses what
 * the build refuses. Rules across fields (each id once, both times or closed) are stated here
 * and the editor cannot check them field by field.
 */

const nonEmpty = z.string().trim().min(1, "must not be empty");
/**
 * A text that may name the owner's facts by placeholder ({town}, {offerings}: pageTexts.ts), filled
 * in when the site is built; braces around any other word are refused, here and in the editor.
 */
const placeholders = new RegExp(PLACEHOLDER_PATTERN);
const textWithPlaceholders = (max?: number) =>
  (max === undefined ? nonEmpty : nonEmpty.max(max, `must be at most ${max} characters`))
    .regex(placeholders, PLACEHOLDER_MESSAGE)
    .meta({ hint: PLACEHOLDER_HINT });

/** A list of `item` as long as LIST_LIMITS allows for `list`, with the reason when it is not. */
function limitedList<T extends z.ZodType>(list: LimitedList, item: T) {
  const { min, max, tooFew, tooMany } = LIST_LIMITS[list];
  const bounded = z.array(item).max(max, tooMany);
  return min > 0 ? bounded.min(min, tooFew) : bounded;
}

/** Whether no two items share a value (an anchor, a town), which would give two entries one address. */
const distinct = (values: readonly string[]) => new Set(values).size === values.length;

/** The site's address: https, no slash at the end. */
const WEBSITE_PATTERN = /^https:\/\/[^/]+(\/.*[^/])?$/;
/** A page elsewhere (a social network's): https, no spaces. */
const PAGE_PATTERN = /^https:\/\/\S+$/;
/**
 * An e-mail address as the editor checks it: a browser's rule for an e-mail field (the HTML
 * standard's) with a dot in the domain, which Sveltia CMS adds.
 */
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

/** A 24-hour time; the message shows `example`, a time the field would hold. */
const time = (example: string) =>
  z
    .string()
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, `must be a 24-hour time such as ${example}`);

const dayOfWeek = z.enum(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]);
export type DayOfWeek = z.infer<typeof dayOfWeek>;

const hoursLabel = nonEmpty.meta({ label: "Days as shown", hint: "e.g. Mon - Fri" });
const hoursDays = z.array(dayOfWeek).min(1).meta({ label: "Days" });
/** A row of opening hours: both times, or closed all day (the editor offers every field of both). */
const hoursRow = z.union([
  z.object({
    label: hoursLabel,
    days: hoursDays,
    opens: time("07:00").meta({ label: "Opens at", hint: "24-hour time such as 07:00; leave empty when closed" }),
    closes: time("19:00").meta({ label: "Closes at", hint: "24-hour time such as 19:00; leave empty when closed" }),
  }),
  z.object({ label: hoursLabel, days: hoursDays, closed: z.literal(true).meta({ label: "Closed all day" }) }),
]);
export type HoursRow = z.infer<typeof hoursRow>;

const phoneNumber = z.string().trim().regex(new RegExp(PHONE_PATTERN), PHONE_MESSAGE);

/**
 * The phone number, typed once as visitors read it; the tel: form is derived from it. A file
 * written before that still has both lines (display and tel): it is read as before.
 */
const phone = z
  .union(
    [
      phoneNumber,
      z
        .object({ display: phoneNumber, tel: z.string().regex(/^\+1\d{10}$/, "must look like +16625550142") })
        .refine((p) => p.tel === telOf(p.display), {
          message: "display and tel must be the same number",
          path: ["tel"],
        })
        .meta({ deprecated: true }),
    ],
    { error: (issue) => (issue.input === undefined ? "is missing" : PHONE_MESSAGE) },
  )
  .transform((value) => (typeof value === "string" ? { display: value, tel: telOf(value) } : value))
  .meta({
    label: "Phone number",
    hint: "As visitors read it, for example (662) 555-0142. The Call buttons dial the same number. While it is the sample 555 number, search engines are kept away.",
  });

/**
 * A number that receives texts, or none: blank is none, as the editor saves an emptied field, and
 * then no page offers a text. Read as the phone is ({ display, tel }); that form is read again as it is.
 */
const textNumber = z
  .union([
    z.string().trim().regex(new RegExp(OPTIONAL_PHONE_PATTERN), PHONE_MESSAGE).nullish(),
    z.object({ display: phoneNumber, tel: z.string().regex(/^\+1\d{10}$/) }).meta({ deprecated: true }),
  ])
  .transform((value) =>
    !value ? undefined : typeof value === "string" ? { display: value, tel: telOf(value) } : value,
  )
  .meta({
    label: "Mobile number for text messages",
    hint: "Optional. A number that receives texts, such as (662) 555-0143 (it may be the phone number above). Set, a Text us button stands beside the call buttons on phones, opening the visitor's messages with a first line you write under Pages › On every page. Leave it empty if you do not answer texts.",
  });

/**
 * A services picture: its name in content/images/services/ ("wood-1"), or its file name
 * ("wood-1.webp") as the editor at /admin writes it after an upload; read as the name.
 */
const servicePicture = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]*(\.(jpe?g|png|webp))?$/, "must be a picture name such as wood-1 or wood-1.jpg")
  .transform((name) => name.replace(/\.(jpe?g|png|webp)$/, ""))
  .meta({
    label: "Picture",
    widget: "image",
    editor: { choose_url: false, media_folder: "/content/images/services", public_folder: "" },
  });

/** A name made of lower-case letters and dashes: an address on a page (#wood), a question's topic. */
const LOWER_CASE_NAME = "must be lower-case letters and dashes";

/** The most pictures a service's section shows: a row of three, four rows deep. */
export const SERVICE_PICTURES_MAX = 12;

/** An optional text: blank is none, as the editor saves an emptied field. */
const optionalText = (max?: number) =>
  (max === undefined ? z.string().trim() : z.string().trim().max(max, `must be at most ${max} characters`))
    .nullish()
    .transform((text) => text || undefined)
    .optional();

/**
 * One kind of work the business offers (docs/decisions/0028): its card on the home page, its
 * filter in the gallery, its choice in the estimate forms and in the structured data, and, when it
 * has a description, its section on the Fences page and its entry in the Services menu.
 */
const service = z.object({
  /** Anchor on /fences (#wood ...), the gallery's ?type=wood, and the key for the service's images. */
  id: z
    .string()
    .regex(/^[a-z][a-z-]*$/, LOWER_CASE_NAME)
    .meta({
      label: "Short address name",
      hint: "Lower-case letters and dashes, such as pergolas: the section's address on the Fences page (#pergolas) and the gallery's filter. Keep it once your site is live, as links to it use it.",
    }),
  title: nonEmpty.meta({ label: "Title", hint: "e.g. Wood Fences" }),
  /** How a sentence names it, where a text says {offerings}; left out, the title in lower case. */
  inSentence: optionalText(60).meta({
    label: "In a sentence",
    hint: 'How a sentence names this work where a text says {offerings}, e.g. wood fences ("we build wood, vinyl and chain link fences"). Empty: the title in lower case; type it for a name that keeps its capitals.',
  }),
  /** Short name used in menus and as the gallery's filter. */
  navLabel: nonEmpty.meta({ label: "Short name", hint: "In menus and the gallery's filters, e.g. Wood" }),
  /** The words of the section's link to its photos in the gallery; blank is none (no link). */
  galleryLink: optionalText().meta({
    label: "Link to its photos",
    hint: "The words of the section's link to this work in the gallery, e.g. See our wood fences. Empty it for no link.",
  }),
  /** Whether the section has its own #anchor in the Services menu. */
  inMenu: z
    .boolean()
    .meta({ label: "Listed in the Services menu", hint: "Only a service with a description has a section to list" }),
  /** One or two sentences for cards on the home page. */
  summary: textWithPlaceholders().meta({ label: "Summary for the home page card", widget: "text" }),
  /** Left out: no page of its own and no section on the Fences page; the home page's card opens the gallery on this work. */
  description: z
    .string()
    .trim()
    .regex(placeholders, PLACEHOLDER_MESSAGE)
    .nullish()
    .transform((text) => text || undefined)
    .optional()
    .meta({
      label: "Description (its own page)",
      widget: "text",
      hint: `Separate paragraphs with a blank line: the first opens its own page (/fences/ and its short address name). Leave it empty for work without a page or a section on the Fences page of its own: its home page card then opens its photos in the gallery. ${PLACEHOLDER_HINT}`,
    }),
  /** Its own page's title in search results; left out, its title and the Pages screen's words after it. */
  pageTitle: z
    .string()
    .trim()
    .max(
      PAGE_TEXT_LIMITS.title,
      `must be at most ${PAGE_TEXT_LIMITS.title} characters (search results cut a longer title)`,
    )
    .regex(placeholders, PLACEHOLDER_MESSAGE)
    .nullish()
    .transform((text) => text || undefined)
    .optional()
    .meta({
      label: "Title of its page",
      hint: `Optional: its page's title in search results and the browser tab, at most ${PAGE_TEXT_LIMITS.title} characters. Empty: its title and the words of Pages › Each service's own page, such as Wood Fences in Olive Branch, MS. ${PLACEHOLDER_HINT}`,
    }),
  /** Its own page's description in search results; left out, its summary and the Pages screen's sentence after it. */
  pageDescription: z
    .string()
    .trim()
    .max(PAGE_TEXT_LIMITS.description, `must be at most ${PAGE_TEXT_LIMITS.description} characters`)
    .regex(placeholders, PLACEHOLDER_MESSAGE)
    .nullish()
    .transform((text) => text || undefined)
    .optional()
    .meta({
      label: "Description of its page for search results",
      widget: "text",
      hint: `Optional: one or two sentences, at most ${PAGE_TEXT_LIMITS.description} characters. Empty: its summary and the sentence of Pages › Each service's own page. ${PLACEHOLDER_HINT}`,
    }),
  /** The card's picture on the home page; left out, the service's first picture (or the drawn sample). */
  cardPicture: z
    .string()
    .regex(/^[^/\\]+\.(jpe?g|png|webp)$/i, "must be a file name such as our-deck.jpg")
    .nullish()
    .transform((text) => text || undefined)
    .optional()
    .meta({
      label: "Picture on the home page card",
      hint: "Left empty, the card shows the first of the pictures below, or none.",
      widget: "image",
      editor: { choose_url: false, media_folder: "/content/images/featured", public_folder: "" },
    }),
  /** The section's pictures, as many as the owner has; the caption is the alt text. */
  images: z
    .array(
      z.object({
        image: servicePicture,
        caption: optionalText().meta({
          label: "Caption (also read out to blind visitors)",
          hint: "Optional: without one, the picture is named after the service",
        }),
      }),
    )
    .max(SERVICE_PICTURES_MAX, `must have at most ${SERVICE_PICTURES_MAX} pictures`)
    .default([])
    .meta({
      label: "Pictures in its section",
      hint: "As many as you have (none is fine). Upload your own: the drawn samples keep the site out of search engines.",
      editor: { summary: "{{fields.caption}}", thumbnail: "image" },
    }),
});

/** A small picture in the footer; image is a path under public/. */
const badge = z.object({
  name: nonEmpty.meta({ label: "Name" }),
  image: z
    .string()
    .regex(/^\/[\w/.-]+\.(svg|png|webp)$/, "must be a path such as /badges/visa.svg")
    .meta({ label: "Picture path" }),
  width: z.number().int().positive().meta({ label: "Width" }),
  height: z.number().int().positive().meta({ label: "Height" }),
});
/** A list of footer badges; none is allowed (the footer then shows the others, or no badge row at all). */
const badges = (label: string, hint: string) =>
  z
    .array(badge)
    .default([])
    .meta({ label, hint, editor: { summary: "{{fields.name}}" } });

/** What the owner adds to a photo in the gallery folder; a photo without an entry still shows. */
const galleryPhoto = z.object({
  /** The photo's file name in the gallery folder, e.g. smith-backyard.jpg; any case, as a camera names it (IMG_0001.JPG). */
  file: z
    .string()
    .regex(/^[^/\\]+\.(jpe?g|png|webp)$/i, "must be a file name such as smith-backyard.jpg")
    .meta({
      label: "Photo",
      widget: "image",
      // The file name alone, as the build reads it (gallery/smith-backyard.webp).
      editor: { choose_url: false, media_folder: "/content/images/gallery", public_folder: "" },
    }),
  /** Blank is none, as the editor saves a description of only spaces. */
  alt: z
    .string()
    .trim()
    .transform((text) => text || undefined)
    .optional()
    .meta({ label: "What the photo shows (read out to blind visitors)" }),
  /**
   * One of the services' short address names, chosen in the editor from the Services screen's
   * services by their titles; one no longer offered is dropped (crossField.ts).
   */
  type: z
    .string()
    .regex(/^[a-z][a-z-]*$/, LOWER_CASE_NAME)
    .nullish()
    .transform((text) => text || undefined)
    .optional()
    .meta({
      label: "Kind of work",
      hint: "One of your services (the Services screen): the photo then also shows under its filter in the gallery. Leave it empty for All Projects only.",
      widget: "relation",
      editor: SERVICE_CHOICE,
    }),
});

/**
 * A picture of the site outside the gallery and the services, chosen in the editor: the file name
 * the editor writes after an upload into content/images/<folder>/ ("our-yard.webp"). The image step
 * shows it in that place, in place of a file named after the place (hero/home.jpg) or the drawn
 * sample (docs/decisions/0016). Left out, the file named after the place or the sample shows.
 */
const placePicture = (folder: string, label: string, hint?: string) =>
  z
    .string()
    .regex(/^[^/\\]+\.(jpe?g|png|webp)$/i, "must be a file name such as our-yard.jpg")
    .optional()
    .meta({
      label,
      ...(hint ? { hint } : {}),
      widget: "image",
      // Uploads land in the folder the image step reads for this place; the value is the bare file name.
      editor: { choose_url: false, media_folder: `/content/images/${folder}`, public_folder: "" },
    });

/** The pictures of each place outside the gallery, by the folder the image step reads (content/images/README.md). */
const pictures = z
  .object({
    /** Off: a place without the owner's picture has none, and the page closes up (decision 0028). */
    drawnSamples: z
      .boolean()
      .default(true)
      .meta({
        label: "Show drawn sample pictures where you have no photo yet",
        hint: "On: each place without a photo of yours shows a drawing, and the site stays out of search engines until you replace it. Off: a place without a photo of yours is left out and the page closes up around it; without a video of yours, the sample video goes too.",
        editor: { default: true },
      }),
    hero: z
      .object({
        home: placePicture("hero", "Home page", "Wide, about 16:9, at least 1920 px across"),
        services: placePicture("hero", "Fences page"),
        gallery: placePicture("hero", "Our Work page"),
        contact: placePicture("hero", "Contact page"),
      })
      .default({})
      .meta({ label: "Top of each page", editor: { required: true } }),
    about: z
      .object({
        crew: placePicture("about", "Your crew at work"),
        yard: placePicture("about", "A finished backyard"),
      })
      .default({})
      .meta({ label: "Home page About section", editor: { required: true } }),
    video: z
      .object({
        file: z
          .string()
          .regex(VIDEO_FILE_PATTERN, "must be an MP4 file name such as our-process.mp4")
          .optional()
          .meta({
            label: "Your process video (MP4)",
            hint: `Plays muted and looped on the Fences page. MP4 only, at most ${VIDEO_MAX_BYTES / 1024 / 1024} MB: about 30 seconds filmed at 720p. Until you choose one, the sample video shows and the site stays out of search engines.`,
            widget: "file",
            // Uploads land in content/video/, which the image step reads; the value is the bare file name.
            editor: {
              choose_url: false,
              accept: "video/mp4",
              media_folder: `/content/${VIDEO_FOLDER}`,
              public_folder: "",
            },
          }),
        poster: placePicture("video", "Still shown before the process video", "16:9"),
      })
      .default({})
      .meta({ label: "Process video", editor: { required: true } }),
  })
  .default({ drawnSamples: true, hero: {}, about: {}, video: {} })
  .meta({
    label: "Pictures on the pages",
    hint: "Upload your own photo for each place. While a place shows a drawn sample picture, the site stays out of search engines: replace it, or switch the drawn samples off to leave the place empty.",
    editor: { required: true },
  });

/** A page text: braces only around the placeholders of the owner's facts (pageTexts.ts). */
const withPlaceholders = (max: number) => textWithPlaceholders(max);

/** The page's own title in search results and tabs; " | " and the short name follow it. */
const pageTitle = nonEmpty
  .max(
    PAGE_TEXT_LIMITS.title,
    `must be at most ${PAGE_TEXT_LIMITS.title} characters (search results cut a longer title)`,
  )
  .regex(placeholders, PLACEHOLDER_MESSAGE)
  .meta({
    label: "Title",
    hint: `In search results and the browser tab, at most ${PAGE_TEXT_LIMITS.title} characters with its words in braces filled in (the short name follows it). ${PLACEHOLDER_HINT}`,
  });
/** The large line on the picture shown when the page is shared (and its alt text). */
const shareHeadline = nonEmpty
  .max(
    PAGE_TEXT_LIMITS.shareHeadline,
    `must be at most ${PAGE_TEXT_LIMITS.shareHeadline} characters (the sharing picture holds three lines)`,
  )
  .regex(placeholders, PLACEHOLDER_MESSAGE)
  .meta({
    label: "Sharing picture headline",
    hint: `The large line on the picture shown when the page is shared, at most ${PAGE_TEXT_LIMITS.shareHeadline} characters with its words in braces filled in. ${PLACEHOLDER_HINT}`,
  });
const pageDescription = withPlaceholders(PAGE_TEXT_LIMITS.description).meta({
  label: "Description for search results",
  widget: "text",
  hint: `One or two sentences, at most ${PAGE_TEXT_LIMITS.description} characters with its words in braces filled in. ${PLACEHOLDER_HINT}`,
});
const heading = withPlaceholders(PAGE_TEXT_LIMITS.heading);
const paragraph = withPlaceholders(PAGE_TEXT_LIMITS.paragraph).meta({ widget: "text" });
/** The box for each kind of page text (app/pages.mjs). */
const PAGE_TEXT_KINDS = { description: pageDescription, heading, paragraph } satisfies Record<PageTextKind, z.ZodType>;

/**
 * An optional page text: the same rules, blank or missing allowed and read as absent (the editor
 * saves an emptied field as ""), so the page leaves that element or section out (decision 0027).
 */
const optionalPageText = (kind: PageTextKind) => {
  const max = PAGE_TEXT_LIMITS[kind];
  return z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .regex(placeholders, PLACEHOLDER_MESSAGE)
    .nullish()
    .transform((text) => text || undefined)
    .meta({
      ...(kind === "heading" ? {} : { widget: "text" as const }),
      hint: `Empty it to leave it out. ${PLACEHOLDER_HINT}`,
    });
};

/** The pictures a list item may carry (app/components/ui/listIcons.ts). */
export const LIST_ICONS = [
  "estimate",
  "calendar",
  "hammer",
  "shield",
  "wallet",
  "family",
  "check",
] as const satisfies readonly ListIcon[];

/** A list of a page's texts: 0 or more items, each its text, with a title and a picture where the list has them. */
function pageListOf({ label, hint, itemLabel, icon, title }: PageList) {
  const item = z.object({
    ...(icon
      ? {
          icon: z
            .enum(LIST_ICONS)
            .meta({ label: "Picture", hint: "estimate, calendar, hammer, shield, wallet, family or check" }),
        }
      : {}),
    ...(title ? { title: heading.meta({ label: "Title" }) } : {}),
    text: (title ? paragraph : heading).meta({ label: title ? "Text" : "Words" }),
    shownWith,
  });
  return z
    .array(item)
    .max(12, `must list at most 12 ${itemLabel}s`)
    .default([])
    .meta({
      label,
      ...(hint ? { hint } : {}),
      editor: { label_singular: itemLabel, summary: title ? "{{fields.title}}" : "{{fields.text}}" },
    });
}

/** One text's or list's field. */
const textField = (text: PageText | PageList) => {
  if (text.kind === "list") return pageListOf(text);
  const { kind, label, hint, optional } = text;
  const described = {
    ...(label ? { label } : {}),
    ...(hint ? { hint: `${hint.replace(/\.$/, "")}. ${PLACEHOLDER_HINT}` } : {}),
  };
  return (optional ? optionalPageText(kind) : PAGE_TEXT_KINDS[kind]).meta(described);
};

/** One page's texts: its title, its description if it has one, its sharing headline, then its own texts. */
function pageTextsOf(page: PublicPage) {
  const texts = Object.entries(page.texts as Record<string, PageText | PageList>).map(([name, text]) => ({
    name,
    kind: text.kind,
    schema: textField(text),
  }));
  const shape = Object.fromEntries([
    ["title", pageTitle],
    ...texts.filter((text) => text.kind === "description").map((text) => [text.name, text.schema]),
    ["shareHeadline", shareHeadline],
    ...texts.filter((text) => text.kind !== "description").map((text) => [text.name, text.schema]),
  ]);
  return z.object(shape).meta({ label: page.editorLabel, editor: { collapsed: true } });
}

/** A group of texts shown on several pages or on no public page (app/pages.mjs textGroups). */
function groupTextsOf(group: TextGroup) {
  const texts = group.texts as Record<string, PageText | PageList>;
  return z
    .object(Object.fromEntries(Object.entries(texts).map(([name, text]) => [name, textField(text)])))
    .meta({ label: group.editorLabel, editor: { collapsed: true } });
}

/** An item of a list of texts, as the pages read it. */
export type PageListItem = { icon?: ListIcon; title?: string; text: string; shownWith?: Offer | undefined };

/** What a text of a record reads as: a list's items, an optional text's value or none, or the text. */
type TextValue<T> = T extends { kind: "list" }
  ? PageListItem[]
  : T extends { optional: true }
    ? string | undefined
    : string;
type TextsOf<T> = { -readonly [F in keyof T]: TextValue<T[F]> };

/** The texts of one page in content/pages.yml: a title, a sharing headline, and those its record names. */
type PageTextsOf<P extends PublicPage> = { title: string; shareHeadline: string } & TextsOf<P["texts"]>;
/** Each page's texts by the page's key, and each group's by its key. */
export type PagesTexts = { [P in PublicPage as P["key"]]: PageTextsOf<P> } & {
  [G in TextGroup as G["key"]]: TextsOf<G["texts"]>;
};

/** Each page's titles, headings, sentences and buttons, and the texts shown on several pages. */
const pages = (
  z.object(
    Object.fromEntries([
      ...publicPages.map((page) => [page.key, pageTextsOf(page)]),
      ...textGroups.map((group) => [group.key, groupTextsOf(group)]),
    ]),
  ) as unknown as z.ZodType<PagesTexts, PagesTexts>
).meta({
  label: "Pages",
  hint: `Every heading, sentence and button visitors read on the pages. A text marked optional can be emptied: the page then leaves it, or its section, out. ${PLACEHOLDER_HINT}`,
});

/** A whole number of at least 1 (a count, a size in pixels). */
const countOf = (label: string) => z.number().int().positive().meta({ label });

/** The longest property type: a choice the inbox takes whole (app/components/forms/limits.ts allows 120). */
const PROPERTY_TYPE_MAX = 60;

/**
 * The longest short name: it stands beside the logo in the header, on two lines of about 100 px on a
 * 360 px phone (app/components/layout/Logo.tsx; tests/e2e/header.spec.ts fits one this long).
 */
export const SHORT_NAME_MAX = 20;

export const contentSchema = z.object({
  business: z
    .object({
      name: nonEmpty.meta({ label: "Company name", hint: 'While it says "Example", search engines are kept away.' }),
      shortName: nonEmpty.max(SHORT_NAME_MAX, `must be at most ${SHORT_NAME_MAX} characters`).meta({
        label: "Short name",
        hint: `Used where space is tight, such as next to the logo, where a phone shows it on two short lines: at most ${SHORT_NAME_MAX} characters. While it says "Example", search engines are kept away.`,
      }),
      /** Public address of the site, used for canonical links, the sitemap and sharing. No trailing slash. */
      website: z
        .url({ protocol: /^https$/, error: "must be an https:// address" })
        .trim()
        .regex(WEBSITE_PATTERN, "must start with https:// and not end with /")
        .meta({
          label: "Website address",
          hint: "The site's public address, starting with https:// and without a slash at the end",
        }),
      /** Hero tagline on the home page. */
      tagline: textWithPlaceholders().meta({ label: "Home page headline" }),
      /** A sentence used as the default page description. */
      description: nonEmpty
        .max(
          PAGE_TEXT_LIMITS.description,
          `must be at most ${PAGE_TEXT_LIMITS.description} characters (search results cut it)`,
        )
        .regex(placeholders, PLACEHOLDER_MESSAGE)
        .meta({
          label: "Description for search results",
          widget: "text",
          hint: `One or two sentences, at most ${PAGE_TEXT_LIMITS.description} characters with its words in braces filled in. ${PLACEHOLDER_HINT}`,
        }),
      /** The region the business serves, one fact that every text saying {region} names. */
      region: nonEmpty.max(60, "must be at most 60 characters").meta({
        label: "Region you serve",
        hint: 'As a sentence names it after "across" or "serving", such as DeSoto County and Memphis: every text with {region} shows it.',
      }),
      /** Shown in the footer. */
      promise: nonEmpty.meta({ label: "Footer promise", widget: "text" }),
      /** e.g. 'over 500'. */
      projectsCompleted: countOf("Projects completed"),
      /** True: the About section's figure reads "500+" (more than); left out, the number as typed. */
      projectsCompletedPlus: z
        .boolean()
        .default(false)
        .meta({
          label: 'Show a "+" after the projects completed',
          hint: 'Ticked, the About section\'s figure reads 500+ ("more than 500"). Unticked, it shows the number just as you typed it.',
          editor: { default: false },
        }),
      /** How many projects a town needs for its own page (app/townPages.mjs); left out, as shipped. */
      townPageProjects: z
        .number(`must be a whole number from ${TOWN_PAGE_PROJECTS_MIN} to ${TOWN_PAGE_PROJECTS_MAX}`)
        .int(`must be a whole number from ${TOWN_PAGE_PROJECTS_MIN} to ${TOWN_PAGE_PROJECTS_MAX}`)
        .min(TOWN_PAGE_PROJECTS_MIN, `must be at least ${TOWN_PAGE_PROJECTS_MIN}`)
        .max(TOWN_PAGE_PROJECTS_MAX, `must be at most ${TOWN_PAGE_PROJECTS_MAX}`)
        .default(TOWN_PAGE_PROJECTS)
        .meta({
          label: "Projects that give a town its own page",
          hint: `A town of your Service areas gets its own page (with its projects, the work they show, the reviews from there, your phone and hours), linked from the Service Areas menu, once this many of your projects (the Projects screen) are in it: ${TOWN_PAGE_PROJECTS_MIN} to ${TOWN_PAGE_PROJECTS_MAX}, left empty ${TOWN_PAGE_PROJECTS}. A town with fewer stays listed without a page: a page needs real work to show. ${TOWN_PAGE_PROJECTS_MAX} gives no town a page.`,
        }),
      typicalInstallDays: z
        .object({ min: countOf("At least"), max: countOf("At most") })
        .refine((d) => d.min <= d.max, { message: "min must not exceed max", path: ["max"] })
        .meta({ label: "Typical installation time (days)" }),
      /** Blank is none, as the editor saves an emptied field: the warranty section is then left out. */
      warranty: z
        .string()
        .trim()
        .nullish()
        .transform((text) => text || undefined)
        .meta({
          label: "Warranty",
          widget: "text",
          hint: "What your warranty covers, on the home page. Empty it if you give none: the warranty section and the warranty line leave the pages.",
        }),
      /** Blank is none: every financing offer on the pages is then left out. */
      financing: z
        .string()
        .trim()
        .nullish()
        .transform((text) => text || undefined)
        .meta({
          label: "Financing",
          widget: "text",
          hint: "Your financing offer, on the home, Services and Contact pages. Empty it if you offer none: every financing box and button leaves the pages.",
        }),
      /** The link a Google Business Profile gives for asking a customer for a review; blank is none. */
      reviewLink: z
        .url({ protocol: /^https$/, error: "must be an https:// address" })
        .trim()
        .nullish()
        .transform((text) => text || undefined)
        .meta({
          label: "Your Google review link",
          hint: "Optional. The link your Google Business Profile gives under Ask for reviews (Share review form), starting with https://. Each request's Ask for a review sends it with your words (Estimate requests › Asking for a review), and the home page's reviews end with a link to it (Pages › Home page › Link to all your reviews on Google). Left empty, no review request can be sent.",
        }),
    })
    .meta({ label: "Business" }),
  contact: z
    .object({
      phone,
      textNumber,
      email: z
        .string()
        .trim()
        .check(z.email({ pattern: EMAIL_PATTERN, error: "must be an e-mail address" }))
        .meta({
          label: "E-mail address",
          hint: "While it is a sample address (ending in example.com), search engines are kept away.",
        }),
      address: z
        .object({
          /** Blank is none, as the editor saves an emptied field: only the town then shows. */
          streetAddress: z
            .string()
            .trim()
            .max(100, "must be at most 100 characters")
            .nullish()
            .transform((text) => text || undefined)
            .meta({
              label: "Street and number",
              hint: "Where customers can visit you (a yard, an office). Shown in the footer and on the Contact page, and told to search engines. Leave it empty to show only your town.",
            }),
          locality: nonEmpty.meta({ label: "Town" }),
          region: z
            .string()
            .trim()
            .regex(/^[A-Z]{2}$/, "must be a two-letter state code")
            .meta({ label: "State" }),
          postalCode: z
            .string()
            .trim()
            .regex(/^\d{5}$/, "must be a five-digit ZIP code")
            .meta({ label: "ZIP code" }),
          country: z.literal("US").meta({ label: "Country" }),
          /** Used for the map link when the visitor asks for the map. */
          mapQuery: nonEmpty.meta({ label: "Place shown on the map" }),
        })
        .meta({ label: "Address" }),
      hours: z
        .array(hoursRow)
        .min(1)
        .meta({ label: "Opening hours", editor: { label_singular: "row", summary: "{{fields.label}}" } }),
    })
    .meta({
      label: "Contact",
      editor: {
        comment:
          "Save keeps your changes without putting them online. Publish Changes, at the top right of the list of screens, puts everything saved online at once, a few minutes later.",
      },
    }),
  /** How estimate and quote requests reach the company (docs/owner/form-inbox.md). */
  forms: z
    .object({
      /**
       * True: the forms post to the site's inbox (Netlify Forms on Netlify, the site's own Worker on
       * Cloudflare, decision 0029), the mail draft as the fallback.
       */
      inbox: z.boolean().meta({
        label: "Receive requests in your site's inbox",
        hint: "Off: each request opens the visitor's own e-mail app, addressed to your e-mail above. On: requests are sent to your site's inbox and the visitor sees Sent (if the inbox cannot take one, their e-mail app opens as when off). On Cloudflare, read them with the Requests button at the top of this editor; on Netlify, on your site's Forms page (two settings on Netlify first; each request costs 1 Netlify credit). Steps: docs/owner/form-inbox.md.",
        editor: { default: false },
      }),
      /** How many days the site's own inbox (Cloudflare) keeps a request before deleting it. */
      keepDays: z
        .number()
        .int()
        .min(KEEP_DAYS.min)
        .max(KEEP_DAYS.max)
        .default(KEEP_DAYS.default)
        .meta({
          label: "Days a request is kept",
          hint: `On Cloudflare, a request older than this is deleted from your site's inbox: ${KEEP_DAYS.min} to ${KEEP_DAYS.max} days (left empty: ${KEEP_DAYS.default}). To keep one longer, download them first (Download all, under Requests). Netlify keeps its own.`,
        }),
      /**
       * Other work the estimate form's "Service Needed" offers after the services (Decks, Fence
       * Repair): kinds of work with no section of their own on the Services page. None is allowed.
       */
      otherWork: z
        .array(z.object({ title: nonEmpty.meta({ label: "Name" }) }))
        .max(6, "must list at most 6 kinds of other work")
        .default([])
        .meta({
          label: "Other work in the estimate form",
          hint: 'The estimate form\'s "Service Needed" offers your services (the Services screen), then these, for work without a section of its own, such as Decks or Fence Repair. None is fine.',
          editor: { label_singular: "kind of work", summary: "{{fields.title}}" },
        }),
      /** The estimate form's "Property Type" choices, in order; none: the form does not ask. */
      propertyTypes: z
        .array(
          z.object({
            title: nonEmpty.max(PROPERTY_TYPE_MAX, `must be at most ${PROPERTY_TYPE_MAX} characters`).meta({
              label: "Name",
            }),
          }),
        )
        .max(8, "must list at most 8 kinds of property")
        .default([])
        .meta({
          label: "Property types in the estimate form",
          hint: 'The choices of the estimate form\'s "Property Type", such as Residential and Commercial. With none, the form does not ask.',
          editor: { label_singular: "property type", summary: "{{fields.title}}" },
        }),
      /** The words of a review request (the Requests view's Ask for a review), before the review link. */
      reviewRequest: z
        .object({
          subject: nonEmpty.meta({ label: "E-mail subject" }),
          text: nonEmpty.meta({
            label: "Your words",
            widget: "text",
            hint: "Sent as they are, by text message or e-mail, followed by your Google review link. Ask every customer the same way: Google does not allow asking only the happy ones.",
          }),
        })
        .meta({ label: "Asking for a review" }),
    })
    .meta({ label: "Estimate requests" }),
  serviceAreas: limitedList(
    "serviceAreas",
    z.object({
      name: nonEmpty.meta({ label: "Town" }),
      /** Left out: the business's own state (Address › State), filled in by parseContent (validate.ts). */
      state: z.enum(US_STATE_CODES, "must be a two-letter state code such as MS").optional().meta({
        label: "State",
        hint: "Leave it empty for a town in your business's state (Address › State). The estimate forms offer the states of your towns, the first town's state first",
      }),
      /**
       * An override of the town's map point, both or neither (the build leaves out one without the
       * other, crossField.ts): without one, the build places the town by its name and state
       * (townPoints.ts); a town it does not know is listed, not drawn on the map.
       */
      lat: z
        .number()
        .min(-90)
        .max(90)
        .nullish()
        .transform((value) => value ?? undefined)
        .meta({
          label: "Latitude (optional override)",
          hint: "Leave empty: the map places the town by its name and state. Only to move its pin, or for a town the map does not know, with the longitude: such as 34.96.",
        }),
      lon: z
        .number()
        .min(-180)
        .max(180)
        .nullish()
        .transform((value) => value ?? undefined)
        .meta({
          label: "Longitude (optional override)",
          hint: "Leave empty, as the latitude; else such as -89.83.",
        }),
    }),
  ).meta({ label: "Service areas", editor: { label_singular: "town", summary: "{{fields.name}}" } }),
  social: z
    .array(
      z.object({
        network: z.enum(["facebook", "instagram"]).meta({ label: "Network" }),
        label: nonEmpty.meta({ label: "Link text" }),
        url: z
          .url({ protocol: /^https$/, error: "must be an https:// address" })
          .trim()
          .regex(PAGE_PATTERN, "must start with https:// and have no spaces")
          .meta({
            label: "Address of your page",
            hint: "Your own page, starting with https://, e.g. https://www.facebook.com/yourpage",
          }),
      }),
    )
    .default([])
    .meta({
      label: "Social links",
      hint: "None is fine. A link to a network's front page rather than to your own page keeps search engines away.",
      editor: { label_singular: "link", summary: "{{fields.label}}" },
    }),
  services: limitedList("services", service)
    .refine((list) => distinct(list.map((s) => s.id)), {
      message:
        "two services have the same short address name: each is its section's address on the Fences page (#wood)",
    })
    .meta({
      label: "What you offer",
      hint: "Each kind of work you offer, in order: its card on the home page, its filter in the gallery and its choice in the estimate form; with a description, its section on the Fences page. Remove what you do not offer; add what you do.",
      editor: { collapsed: true, label_singular: "service", summary: "{{fields.title}}" },
    }),
  faq: limitedList(
    "faq",
    z.object({
      id: z
        .string()
        .regex(/^[a-z-]+$/, LOWER_CASE_NAME)
        .meta({
          label: "Topic name",
          hint: "A short name for the question, in lower-case letters and dashes, e.g. warranty",
        }),
      question: textWithPlaceholders().meta({ label: "Question" }),
      answer: textWithPlaceholders().meta({ label: "Answer", widget: "text" }),
      /**
       * The services whose own pages show it, in place of the Fences page; a service without a page
       * of its own is passed over (crossField.ts), and a question naming none shows on the Fences page.
       */
      offerings: z
        .array(z.string().regex(SERVICE_ID_PATTERN, LOWER_CASE_NAME))
        .nullish()
        .transform((list) => list ?? [])
        .meta({
          label: "On the pages of",
          hint: "Optional: the services (the Services screen) whose own pages show this question, in place of the Fences page. Empty: the question shows on the Fences page.",
          widget: "relation",
          editor: { ...SERVICE_CHOICE, multiple: true },
        }),
      shownWith,
    }),
  )
    .refine((list) => distinct(list.map((q) => q.id)), {
      message: "two questions have the same id (topic name): each question needs its own",
    })
    .meta({ label: "Questions", editor: { label_singular: "question", summary: "{{fields.question}}" } }),
  process: limitedList(
    "process",
    z.object({
      number: countOf("Step number"),
      title: textWithPlaceholders().meta({ label: "Title" }),
      description: textWithPlaceholders().meta({ label: "Description", widget: "text" }),
      shownWith,
    }),
  ).meta({ label: "Steps", editor: { label_singular: "step", summary: "{{fields.number}}. {{fields.title}}" } }),
  /**
   * None is allowed: the home page then leaves its reviews section out. The editor leaves an empty
   * optional list out of the file (output.omit_empty_optional_fields): none, here as for social links.
   */
  reviews: limitedList(
    "reviews",
    z.object({
      author: nonEmpty.meta({ label: "Customer's name" }),
      place: nonEmpty.meta({ label: "Town", hint: "e.g. Olive Branch, MS" }),
      text: nonEmpty.meta({ label: "What they said", widget: "text" }),
      /**
       * The service the review is about, chosen from the Services screen; one no longer offered is
       * dropped (crossField.ts). Its card then names that work.
       */
      offering: z
        .string()
        .regex(/^[a-z][a-z-]*$/, LOWER_CASE_NAME)
        .nullish()
        .transform((text) => text || undefined)
        .optional()
        .meta({
          label: "Kind of work",
          hint: "Optional: the service the customer had done (the Services screen). The review then names it and shows on that service's own page.",
          widget: "relation",
          editor: SERVICE_CHOICE,
        }),
      /**
       * The project the review is about, by its title (the Projects screen); one renamed or removed
       * is dropped (crossField.ts). The review then shows on that project's page, and on the pages
       * of the work it shows.
       */
      project: z
        .string()
        .trim()
        .max(PROJECT_TITLE_MAX, `must be at most ${PROJECT_TITLE_MAX} characters`)
        .nullish()
        .transform((text) => text || undefined)
        .optional()
        .meta({
          label: "Project",
          hint: "Optional: the finished job the review is about (the Projects screen). The review then names it, links to it and shows on its page. Renamed or removed, the project is no longer named: choose it again.",
          widget: "relation",
          editor: PROJECT_CHOICE,
        }),
      /** True while the review is an invented example, to be replaced by a real one. */
      sample: z.boolean().meta({ label: "Invented example (untick for a real review)", editor: { default: false } }),
    }),
  )
    .default([])
    .meta({
      label: "Reviews",
      hint: "None is fine (the home page then leaves its reviews out). While a review is an invented example, search engines are kept away.",
      editor: { label_singular: "review", summary: "{{fields.author}}, {{fields.place}}" },
    }),
  footer: z
    .object({
      designCredit: z
        .object({
          label: nonEmpty.meta({ label: "Text" }),
          name: nonEmpty.meta({
            label: "Name",
            hint: 'Who made the site. While it says "Sample", search engines are kept away.',
          }),
        })
        .meta({ label: "Website credit" }),
    })
    .meta({ label: "Footer", editor: { collapsed: true } }),
  badges: z
    .object({
      cards: badges("Payment cards", "None is fine; the footer then shows only your review badges, if any."),
      reviews: badges(
        "Review and trust badges",
        'None is fine. While a badge says "sample" or shows one of the two sample pictures, search engines are kept away.',
      ),
    })
    // The whole group may go with one click (the tick before its name): no cards and no badges.
    .default({ cards: [], reviews: [] })
    .meta({
      label: "Footer badges (pictures under public/badges)",
      hint: "Untick the box before the name for no badges at all: the footer then shows none.",
      editor: { collapsed: true },
    }),
  pages,
  /** The owner's prices for the estimator on /fences (none: no estimator), and its words. */
  prices,
  estimator,
  /**
   * Read by the image step (it makes the gallery list), so it is not part of what pages import.
   * Every photo in the folder shows without a description: none is fine (left out of the file).
   */
  gallery: z
    .object({
      photos: z
        .array(galleryPhoto)
        .refine((photos) => new Set(photos.map((p) => p.file)).size === photos.length, "lists a file twice")
        .default([])
        .meta({
          label: "Photos",
          hint: "A photo added to the folder without a description still shows, with a general description",
          editor: { label_singular: "photo", summary: "{{fields.alt}}", thumbnail: "file" },
        }),
    })
    .default({ photos: [] })
    .meta({ label: "Gallery" }),
  /** Read by the image step, like the gallery list: not part of what pages import. */
  pictures,
  /** The owner's finished jobs and their words (projectsSchema.ts): none when the file is missing. */
  projects,
  projectTexts,
});

/** The content files as the schema reads them: a town may leave its state out. */
export type ParsedFiles = z.infer<typeof contentSchema>;
type ParsedTown = ParsedFiles["serviceAreas"][number];
/** A town with its state: its own, else the business's (validate.ts, parseContent). */
export type ServiceArea = Omit<ParsedTown, "state"> & { state: NonNullable<ParsedTown["state"]> };
/** Everything in the content files, each town with its state. */
export type ContentFiles = Omit<ParsedFiles, "serviceAreas"> & { serviceAreas: ServiceArea[] };
/** What the pages read: every content file but the gallery list and the pictures (the image step reads those). */
export type SiteContent = Omit<ContentFiles, "gallery" | "pictures">;
export type GalleryPhotoEntry = ContentFiles["gallery"]["photos"][number];
export type SiteContentInput = z.input<typeof contentSchema>;
export type Service = SiteContent["services"][number];
export type FaqItem = SiteContent["faq"][number];
export type ProcessStep = SiteContent["process"][number];
export type { Project, ProjectPhoto, ProjectWords } from "./projectsSchema.ts";
