import { z } from "zod";
import "./fieldMeta.ts";
import { SERVICE_CHOICE, SERVICE_ID_PATTERN } from "./serviceChoice.ts";

/**
 * The owner's finished jobs (content/projects.yml, the editor's Projects screen: docs/decisions/0039).
 * A project has its page at /projects/<slug> (app/lib/projects.ts) and its group in the gallery; an
 * offering's page lists its projects. The file may be missing (content written before projects
 * existed): then there are none, and every place that would show them closes up.
 */

const nonEmpty = z.string().trim().min(1, "must not be empty");

/** An optional text: blank is none, as the editor saves an emptied field. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .nullish()
    .transform((text) => text || undefined)
    .optional();

/** The most photos a project holds: a page of them, four rows of three. */
export const PROJECT_PHOTOS_MAX = 12;
/** The most projects the file holds: the gallery shows them all, grouped. */
export const PROJECTS_MAX = 60;
/** The first year a project may name, and how far ahead (a job about to finish this year). */
export const FIRST_PROJECT_YEAR = 1950;
export const LAST_PROJECT_YEAR = 2100;

/** Whether a photo shows the place before the work or the finished work; none: neither is said. */
export const PHOTO_STAGES = ["before", "after"] as const;
export type PhotoStage = (typeof PHOTO_STAGES)[number];

/**
 * A project photo: its name in content/images/projects/ ("smith-yard-1"), or its file name
 * ("smith-yard-1.jpg") as the editor writes it after an upload; read as the name.
 */
const projectPicture = z
  .string()
  .trim()
  .regex(
    /^[A-Za-z0-9][\w-]*(\.(jpe?g|png|webp|JPE?G|PNG|WEBP))?$/,
    "must be a photo file name such as smith-yard-1.jpg",
  )
  .transform((name) => name.replace(/\.(jpe?g|png|webp)$/i, ""))
  .meta({
    label: "Photo",
    widget: "image",
    editor: { choose_url: false, media_folder: "/content/images/projects", public_folder: "" },
  });

const projectPhoto = z.object({
  image: projectPicture,
  alt: nonEmpty.max(160, "must be at most 160 characters").meta({
    label: "What the photo shows (read out to blind visitors)",
    hint: "e.g. New cedar privacy fence along the back of the yard",
  }),
  stage: z
    .enum(PHOTO_STAGES, "must be before or after, or left empty")
    .nullish()
    .transform((stage) => stage ?? undefined)
    .optional()
    .meta({
      label: "Before or after",
      hint: "Optional: before marks the yard before the work, after the finished work.",
    }),
});

/** The choice of one of the owner's towns (Business and contact › Service areas), saved as its name. */
const TOWN_CHOICE = {
  collection: "_singletons",
  file: "business",
  value_field: "serviceAreas.*.name",
  display_fields: ["serviceAreas.*.name"],
  search_fields: ["serviceAreas.*.name"],
} as const;

/**
 * The choice of one of the owner's projects (the Projects screen), shown and saved as its title: the
 * title is what the owner keeps a project by (its page's address is made from it), so a review's
 * choice holds while the projects are reordered, added or removed around it. A project renamed or
 * removed no longer matches: the build then drops the choice with a note (crossField.ts).
 */
export const PROJECT_CHOICE = {
  collection: "_singletons",
  file: "projects",
  value_field: "projects.*.title",
  display_fields: ["projects.*.title"],
  search_fields: ["projects.*.title"],
} as const;

/** The longest project title: its page's title. */
export const PROJECT_TITLE_MAX = 70;

const project = z.object({
  title: nonEmpty
    .max(PROJECT_TITLE_MAX, `must be at most ${PROJECT_TITLE_MAX} characters (it is the page's title)`)
    .meta({
      label: "Title",
      hint: "What was built, e.g. Cedar privacy fence with a drive gate. Its page's address is made from it: keep it once the site is live.",
    }),
  town: optionalText(60).meta({
    label: "Town",
    hint: "One of your towns (Business and contact › Service areas). For a town not in that list, leave this empty and type it below.",
    widget: "relation",
    editor: TOWN_CHOICE,
  }),
  otherTown: optionalText(60).meta({
    label: "Other town",
    hint: "Only for a town not among your service areas, e.g. Collierville, TN. Both empty: the project names no town.",
  }),
  offerings: z
    .array(z.string().regex(SERVICE_ID_PATTERN, "must be the short address name of one of your services"))
    // The editor asks for one at least; one no longer offered is dropped (crossField.ts), and a
    // project left without any names no work.
    .default([])
    .meta({
      label: "Work done",
      hint: "One or more of your services (the Services screen): the project is then listed on their pages.",
      widget: "relation",
      editor: { ...SERVICE_CHOICE, multiple: true, min: 1 },
    }),
  month: z
    .number("must be a month number from 1 to 12")
    .int("must be a whole number from 1 to 12")
    .min(1, "must be a month number from 1 to 12")
    .max(12, "must be a month number from 1 to 12")
    .meta({ label: "Month finished (1 to 12)", hint: "e.g. 5 for May" }),
  year: z
    .number("must be a year such as 2025")
    .int("must be a year such as 2025")
    .min(FIRST_PROJECT_YEAR, "must be a year such as 2025")
    .max(LAST_PROJECT_YEAR, "must be a year such as 2025")
    .meta({ label: "Year finished", hint: "e.g. 2025" }),
  photos: z
    .array(projectPhoto)
    .min(1, "add at least one photo: a project is shown by its photos")
    .max(PROJECT_PHOTOS_MAX, `must have at most ${PROJECT_PHOTOS_MAX} photos`)
    .meta({
      label: "Photos",
      hint: `1 to ${PROJECT_PHOTOS_MAX}, in the order shown; upload each here. Mark a photo before or after to show the change.`,
      editor: { label_singular: "photo", summary: "{{fields.alt}}", thumbnail: "image" },
    }),
  story: optionalText(1200).meta({
    label: "The story (optional)",
    widget: "text",
    hint: "A few sentences on the job: what the customer needed and how you built it. Separate paragraphs with a blank line.",
  }),
});

/**
 * The words around the projects, each with the words it has when left out (and when the editor makes
 * the file): the gallery's group heading, the photo marks, the project page's headings.
 */
export const PROJECT_WORDS = {
  galleryHeading: "Recent projects",
  projectLink: "See the project",
  before: "Before",
  after: "After",
  workHeading: "Work done",
  offeringHeading: "Recent projects",
  reviewsHeading: "What the customer said",
  closingHeading: "Want one like it? Ask us for a free estimate",
} as const;

/** A word of the projects with its limit, its label and the words it has when left out. */
const word = (name: keyof typeof PROJECT_WORDS, max: number, label: string) =>
  nonEmpty
    .max(max, `must be at most ${max} characters`)
    .default(PROJECT_WORDS[name])
    .meta({ label, hint: `Left empty: ${PROJECT_WORDS[name]}`, editor: { default: PROJECT_WORDS[name] } });

const projectWords = z
  .object({
    galleryHeading: word("galleryHeading", 60, "Heading over the projects in the gallery"),
    galleryIntro: optionalText(200).meta({ label: "Sentence under that heading (optional)", widget: "text" }),
    projectLink: word("projectLink", 40, "Words of each project's link in the gallery"),
    before: word("before", 20, "Mark on a before photo"),
    after: word("after", 20, "Mark on an after photo"),
    workHeading: word("workHeading", 60, "Heading over the work done, on a project's page"),
    offeringHeading: word("offeringHeading", 60, "Heading over a service's projects, on its own page"),
    reviewsHeading: word(
      "reviewsHeading",
      60,
      "Heading over the reviews of a project, on its page (shown where a review names the project)",
    ),
    closingHeading: word("closingHeading", 80, "Heading over the call and estimate buttons, on a project's page"),
  })
  .default({ ...PROJECT_WORDS, galleryIntro: undefined })
  .meta({ label: "Words on the project pages and in the gallery", editor: { collapsed: true } });

export const projects = z
  .array(project)
  .max(PROJECTS_MAX, `must list at most ${PROJECTS_MAX} projects`)
  .default([])
  .meta({
    label: "Projects",
    hint: "Your finished jobs, each with its own page and its group in the gallery. None is fine.",
    editor: { label_singular: "project", summary: "{{fields.title}}" },
  });

export const projectTexts = projectWords;

export type Project = z.infer<typeof project>;
export type ProjectPhoto = z.infer<typeof projectPhoto>;
export type ProjectWords = z.infer<typeof projectWords>;
