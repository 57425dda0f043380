import { z } from "zod";
import { GALLERY_TYPES } from "./galleryTypes.mjs";
import type { GalleryType } from "./galleryTypes.mjs";
import { LIST_LIMITS, type LimitedList } from "./listLimits.ts";
import { PHONE_MESSAGE, PHONE_PATTERN, telOf } from "./phone.ts";
import { PAGE_TEXT_LIMITS, PLACEHOLDER_MESSAGE, PLACEHOLDER_PATTERN } from "./pageTexts.ts";
import { estimator, prices } from "./pricesSchema.ts";
import { US_STATE_CODES } from "./usStates.ts";

/**
 * The shape of everything the owner can edit. Validated when the site is
 * built: a mistake stops the build with a message naming the field.
 */

const nonEmpty = z.string().trim().min(1, "must not be empty");

/** A list of `item` as long as LIST_LIMITS allows for `list`, with the reason when it is not. */
function limitedList<T extends z.ZodType>(list: LimitedList, item: T) {
  const { min, max, tooFew, tooMany } = LIST_LIMITS[list];
  const bounded = z.array(item).max(max, tooMany);
  return min > 0 ? bounded.min(min, tooFew) : bounded;
}

/** Whether no two items share a value (an anchor, a town), which would give two entries one address. */
const distinct = (values: readonly string[]) => new Set(values).size === values.length;

/**
 * The site's address: https, no slash at the end. The editor (admin/config.yml) repeats it, and
 * scripts/admin/config.test.ts gives both the same addresses to judge.
 */
const WEBSITE_PATTERN = /^https:\/\/[^/]+(\/.*[^/])?$/;
/** A page elsewhere (a social network's): https, no spaces. */
const PAGE_PATTERN = /^https:\/\/\S+$/;
/**
 * An e-mail address as the editor checks it: a browser's rule for an e-mail field (the HTML
 * standard's) with a dot in the domain, which Sveltia CMS adds.
 */
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

const time = z
  .string()
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "must be a 24-hour time such as 07:00");

const dayOfWeek = z.enum(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]);
export type DayOfWeek = z.infer<typeof dayOfWeek>;

const hoursRow = z.union([
  z.object({ label: nonEmpty, days: z.array(dayOfWeek).min(1), opens: time, closes: time }),
  z.object({ label: nonEmpty, days: z.array(dayOfWeek).min(1), closed: z.literal(true) }),
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
  .transform((value) => (typeof value === "string" ? { display: value, tel: telOf(value) } : value));

/**
 * A services picture: its name in content/images/services/ ("wood-1"), or its file name
 * ("wood-1.webp") as the editor at /admin writes it after an upload; read as the name.
 */
const servicePicture = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]*(\.(jpe?g|png|webp))?$/, "must be a picture name such as wood-1 or wood-1.jpg")
  .transform((name) => name.replace(/\.(jpe?g|png|webp)$/, ""));

const service = z.object({
  /** Anchor on /fences (#wood ...), also the key for the service's images. */
  id: z.string().regex(/^[a-z][a-z-]*$/, "must be lower-case letters and dashes"),
  /** Heading of the section on /fences, e.g. 'Wood Fences'. */
  title: nonEmpty,
  /** Short name used in menus, e.g. 'Wood'. */
  navLabel: nonEmpty,
  /** Whether the section has its own #anchor in the Services menu. */
  inMenu: z.boolean(),
  /** One or two sentences for cards on the home page. */
  summary: nonEmpty,
  /** Paragraphs separated by a blank line. */
  description: nonEmpty,
  /** Three pictures with their captions; the caption is the alt text. */
  images: z
    .array(z.object({ image: servicePicture, caption: nonEmpty }))
    .length(3, "each service shows exactly three captioned images"),
});

/** A small picture in the footer; image is a path under public/. */
const badge = z.object({
  name: nonEmpty,
  image: z.string().regex(/^\/[\w/.-]+\.(svg|png|webp)$/, "must be a path such as /badges/visa.svg"),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

/** The kinds of work a gallery photo can show (its filter on the Gallery page). */
export { GALLERY_TYPES, type GalleryType };

/** What the owner adds to a photo in the gallery folder; a photo without an entry still shows. */
const galleryPhoto = z.object({
  /** The photo's file name in the gallery folder, e.g. smith-backyard.jpg. */
  file: z.string().regex(/^[^/\\]+\.(jpe?g|png|webp)$/i, "must be a file name such as smith-backyard.jpg"),
  /** Blank is none, as the editor saves a description of only spaces. */
  alt: z
    .string()
    .trim()
    .transform((text) => text || undefined)
    .optional(),
  type: z.enum(GALLERY_TYPES).optional(),
});

/** A page text: braces only around {installDays} or {projectsCompleted}, numbers that have one field each. */
const withPlaceholders = (max: number) =>
  nonEmpty.max(max, `must be at most ${max} characters`).regex(new RegExp(PLACEHOLDER_PATTERN), PLACEHOLDER_MESSAGE);

/** What every page has: its title in search results and tabs, and the headline of its sharing picture. */
const pageBase = {
  /** The page's own title; " | " and the short name follow it. */
  title: nonEmpty.max(
    PAGE_TEXT_LIMITS.title,
    `must be at most ${PAGE_TEXT_LIMITS.title} characters (search results cut a longer title)`,
  ),
  /** The large line on the picture shown when the page is shared (and its alt text). */
  shareHeadline: nonEmpty.max(
    PAGE_TEXT_LIMITS.shareHeadline,
    `must be at most ${PAGE_TEXT_LIMITS.shareHeadline} characters (the sharing picture holds three lines)`,
  ),
};
const pageDescription = withPlaceholders(PAGE_TEXT_LIMITS.description);
const heading = withPlaceholders(PAGE_TEXT_LIMITS.heading);
const paragraph = withPlaceholders(PAGE_TEXT_LIMITS.paragraph);

/** Each page's titles, headings and the sentences that name the region, its services or its numbers. */
const pages = z.object({
  home: z.object({
    ...pageBase,
    /** The hero's large heading and the sentence under it. */
    heading,
    intro: paragraph,
    /** Label of the town count in the About section ("6 towns served around ..."). */
    townsServed: heading,
    /** The last reason in "Why choose us". */
    familyReason: paragraph,
    /** Heading of the service-area section with the map. */
    serviceAreaHeading: heading,
  }),
  services: z.object({
    ...pageBase,
    description: pageDescription,
    heading,
    intro: paragraph,
    /** The first paragraph of the section under the hero. */
    overview: paragraph,
  }),
  gallery: z.object({
    ...pageBase,
    description: pageDescription,
    heading,
    intro: paragraph,
    /** The sentence over the photos. */
    projectsIntro: paragraph,
  }),
  contact: z.object({
    ...pageBase,
    description: pageDescription,
    /** Heading of the moving photo strip. */
    projectsHeading: heading,
  }),
});

export const contentSchema = z.object({
  business: z.object({
    name: nonEmpty,
    shortName: nonEmpty,
    /** Public address of the site, used for canonical links, the sitemap and sharing. No trailing slash. */
    website: z
      .url({ protocol: /^https$/, error: "must be an https:// address" })
      .trim()
      .regex(WEBSITE_PATTERN, "must start with https:// and not end with /"),
    /** Hero tagline on the home page. */
    tagline: nonEmpty,
    /** A sentence used as the default page description. */
    description: nonEmpty.max(160, "must be at most 160 characters (search results cut it)"),
    /** Shown in the footer. */
    promise: nonEmpty,
    /** e.g. 'over 500'. */
    projectsCompleted: z.number().int().positive(),
    typicalInstallDays: z
      .object({ min: z.number().int().positive(), max: z.number().int().positive() })
      .refine((d) => d.min <= d.max, { message: "min must not exceed max", path: ["max"] }),
    warranty: nonEmpty,
    financing: nonEmpty,
  }),
  contact: z.object({
    phone,
    email: z
      .string()
      .trim()
      .check(z.email({ pattern: EMAIL_PATTERN, error: "must be an e-mail address" })),
    address: z.object({
      locality: nonEmpty,
      region: z
        .string()
        .trim()
        .regex(/^[A-Z]{2}$/, "must be a two-letter state code"),
      postalCode: z
        .string()
        .trim()
        .regex(/^\d{5}$/, "must be a five-digit ZIP code"),
      country: z.literal("US"),
      /** Used for the map link when the visitor asks for the map. */
      mapQuery: nonEmpty,
    }),
    hours: z.array(hoursRow).min(1),
  }),
  /** How estimate and quote requests reach the company (docs/owner/form-inbox.md). */
  forms: z.object({
    /** True: the forms post to the host's form inbox (Netlify Forms), the mail draft as the fallback. */
    inbox: z.boolean(),
    /**
     * Other work the estimate form's "Service Needed" offers after the services (Decks, Fence
     * Repair): kinds of work with no section of their own on the Services page. None is allowed.
     */
    otherWork: z
      .array(z.object({ title: nonEmpty }))
      .max(6, "must list at most 6 kinds of other work")
      .default([]),
  }),
  serviceAreas: limitedList(
    "serviceAreas",
    z.object({
      name: nonEmpty,
      /** Two-letter state code; the estimate forms offer the states of the towns, the first town's first. */
      state: z.enum(US_STATE_CODES, "must be a two-letter state code such as MS"),
      /** Map position of the town center. */
      lat: z.number().min(-90).max(90),
      lon: z.number().min(-180).max(180),
    }),
  ),
  social: z
    .array(
      z.object({
        network: z.enum(["facebook", "instagram"]),
        label: nonEmpty,
        url: z
          .url({ protocol: /^https$/, error: "must be an https:// address" })
          .trim()
          .regex(PAGE_PATTERN, "must start with https:// and have no spaces"),
      }),
    )
    .default([]),
  services: limitedList("services", service).refine((list) => distinct(list.map((s) => s.id)), {
    message: "two services have the same id: each id is its section's address on the Fences page (#wood)",
  }),
  /** Decks are built too but have no section of their own on /fences: a card on the home page. */
  decks: z.object({ title: nonEmpty, summary: nonEmpty }),
  faq: limitedList("faq", z.object({ id: z.string().regex(/^[a-z-]+$/), question: nonEmpty, answer: nonEmpty })).refine(
    (list) => distinct(list.map((q) => q.id)),
    {
      message: "two questions have the same id (topic name): each question needs its own",
    },
  ),
  process: limitedList(
    "process",
    z.object({ number: z.number().int().positive(), title: nonEmpty, description: nonEmpty }),
  ),
  /**
   * None is allowed: the home page then leaves its reviews section out. The editor leaves an empty
   * optional list out of the file (output.omit_empty_optional_fields): none, here as for social links.
   */
  reviews: limitedList(
    "reviews",
    z.object({
      author: nonEmpty,
      place: nonEmpty,
      text: nonEmpty,
      /** True while the review is an invented example, to be replaced by a real one. */
      sample: z.boolean(),
    }),
  ).default([]),
  footer: z.object({
    designCredit: z.object({ label: nonEmpty, name: nonEmpty }),
  }),
  badges: z.object({
    /** None is allowed for either list: the footer then shows the others, or no badge row at all. */
    cards: z.array(badge).default([]),
    reviews: z.array(badge).default([]),
  }),
  pages,
  /** The owner's prices for the estimator on /fences (none: no estimator), and its words. */
  prices,
  estimator,
  /** Read by the image step (it makes the gallery list), so it is not part of what pages import. */
  gallery: z
    .object({
      photos: z
        .array(galleryPhoto)
        .refine((photos) => new Set(photos.map((p) => p.file)).size === photos.length, "lists a file twice")
        .default([]),
    })
    .default({ photos: [] }),
});

/** Everything in the content files. */
export type ContentFiles = z.infer<typeof contentSchema>;
/** What the pages read: every content file but the gallery list. */
export type SiteContent = Omit<ContentFiles, "gallery">;
export type GalleryPhotoEntry = ContentFiles["gallery"]["photos"][number];
export type SiteContentInput = z.input<typeof contentSchema>;
export type Service = SiteContent["services"][number];
export type FaqItem = SiteContent["faq"][number];
export type ProcessStep = SiteContent["process"][number];
