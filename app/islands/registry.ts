/**
 * Every interactive part of the site, by name. The pages are prerendered HTML
 * that the browser never hydrates as a whole: only these components ("islands")
 * get their code and come alive, each on its own (see Island.tsx and
 * entry.client.tsx). Everything else (text, pictures, links) stays plain HTML.
 *
 * Each loader is a dynamic import, so an island's code is its own chunk and a
 * page fetches only the islands it holds. An island's name, its component and
 * its file are the same word.
 */
export const islandLoaders = {
  MobileMenu: () => import("~/components/layout/MobileMenu").then((m) => m.MobileMenu),
  ServicesMenu: () => import("~/components/layout/ServicesMenu").then((m) => m.ServicesMenu),
  AreasMenu: () => import("~/components/layout/AreasMenu").then((m) => m.AreasMenu),
  EstimateForm: () => import("~/components/forms/EstimateForm").then((m) => m.EstimateForm),
  QuoteForm: () => import("~/components/forms/QuoteForm").then((m) => m.QuoteForm),
  EstimateJumpButton: () => import("~/routes/fences/EstimateJumpButton").then((m) => m.EstimateJumpButton),
  Estimator: () => import("~/routes/fences/Estimator").then((m) => m.Estimator),
  FaqAccordionIsland: () => import("~/routes/fences/FaqAccordionIsland").then((m) => m.FaqAccordionIsland),
  ProcessVideoIsland: () => import("~/routes/fences/ProcessVideoIsland").then((m) => m.ProcessVideoIsland),
  ServiceAreaSection: () => import("~/routes/home/ServiceAreaSection").then((m) => m.ServiceAreaSection),
  ProjectsSection: () => import("~/routes/gallery/ProjectsSection").then((m) => m.ProjectsSection),
  MapFacade: () => import("~/components/map/MapFacade").then((m) => m.MapFacade),
  MissingPathLog: () => import("~/routes/not-found/MissingPathLog").then((m) => m.MissingPathLog),
};

export type IslandName = keyof typeof islandLoaders;

/**
 * Islands whose HTML works without their code wherever they are used, so they load it on first use
 * (Island's when="used") unless a page says otherwise: the estimate and quote forms, which the
 * browser posts by itself as a mail draft. Hydrating them at load, just below the first screen, would
 * be most of the script a page runs while settling (docs/performance.md).
 */
export const usedByDefault: ReadonlySet<IslandName> = new Set(["EstimateForm", "QuoteForm"]);

type IslandComponent<N extends IslandName> = Awaited<ReturnType<(typeof islandLoaders)[N]>>;

/** The props an island takes: written into the HTML as JSON, so plain data only. */
export type IslandProps<N extends IslandName> = Parameters<IslandComponent<N>>[0] extends undefined
  ? Record<string, never>
  : Parameters<IslandComponent<N>>[0];
