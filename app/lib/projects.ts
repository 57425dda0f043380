// The owner's projects as the pages show them: one module (app/projectPages.mjs) for the gallery, the
// project pages, the offering pages, the prerender and the sitemap, so an address is made in one place.
export {
  CARD_PHOTOS,
  PROJECTS_PATH,
  isoMonth,
  leadPhoto,
  monthAndYear,
  photosLeadFirst,
  projectsForOffering,
  projectsInTown,
  projectTitled,
  RECENT_PROJECTS,
  shownProjects,
  slugOf,
  titleKey,
  townOf,
  type ShownProject,
} from "../projectPages.mjs";
