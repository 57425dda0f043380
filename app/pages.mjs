// The site's pages, in navigation order: one record per page, the one place a page is named. The
// routes, the prerender, the navigation, the sitemap, the sharing pictures, the content schema and
// the editor's Pages screen (its texts), the benchmark, the screenshots and the tests read it. A
// page is a record here, its route module under app/routes/ and its texts in content/pages.yml
// (docs/developing.md, "Add a page"). Plain JavaScript, so that Node scripts read it as the app does;
// the islands get the links alone (pageLinks, vite/siteContent.ts), not the records.

/**
 * @typedef {"description" | "heading" | "paragraph"} PageTextKind What a page text is, which sets
 *   its length limit and its box in the editor (app/content/schema.ts): the page's description in
 *   search results, a heading (one line), or a paragraph.
 */

/**
 * @typedef {object} PageText One text of a page in content/pages.yml, besides the title and the
 *   sharing picture's headline that every page has. Every word a visitor reads is such a text
 *   (docs/decisions/0027): components hold interface words only.
 * @property {PageTextKind} kind
 * @property {string} [label] Its name in the editor (a description's is "Description for search results").
 * @property {string} [hint] The line under it in the editor.
 * @property {boolean} [optional] Blank or missing is allowed (the editor saves an emptied field as
 *   ""; read as absent): the page then leaves that element out, or its whole section for a
 *   section's heading, and closes up without a gap.
 */

/**
 * @typedef {"estimate" | "calendar" | "hammer" | "shield" | "wallet" | "family" | "check"} ListIcon
 *   The pictures a list item may carry (app/components/ui/listIcons.ts draws them).
 */

/**
 * @typedef {object} PageList A list of texts of a page in content/pages.yml (the reasons under Why
 *   choose us, the steps after a request), 0 or more items: none leaves its section out.
 * @property {"list"} kind
 * @property {string} label Its name in the editor.
 * @property {string} [hint] The line under it in the editor.
 * @property {string} itemLabel One item's name in the editor ("reason").
 * @property {boolean} [icon] Whether each item chooses a picture.
 * @property {boolean} [title] Whether each item has a title (a heading) before its text.
 */

/**
 * @typedef {Record<"phone" | "desktop", number>} ScriptBudget Bytes of script (Brotli) at a screen
 *   width: tests/e2e/budgets.spec.ts and docs/performance-budgets.md.
 */

/**
 * @typedef {object} ScriptBudgets The script a page fetches, by screen width: at load, and on first
 *   use of each island it holds (by island name), the shipped content's figure plus 5%.
 * @property {ScriptBudget} atLoad
 * @property {{ phone: Record<string, number>, desktop: Record<string, number> }} firstUse
 */

/** The page's large heading and the sentence under it, which most pages open with. */
const HERO = /** @type {const} */ ({
  heading: { kind: "heading", label: "Headline" },
  intro: { kind: "paragraph", label: "Sentence under the headline" },
});

/** The small line in capitals over a section's heading. */
const eyebrow = (/** @type {string} */ where) =>
  /** @type {const} */ ({ kind: "heading", label: `Small line over ${where}`, optional: true });
/** A section's heading: emptied, the whole section is left out. */
const sectionHeading = (/** @type {string} */ label) =>
  /** @type {const} */ ({ kind: "heading", label, hint: "Empty it to leave the whole section out", optional: true });
/** What a town page's texts say of the placeholders that name its town. */
const TOWN_WORDS = "Here {town}, {state} and {stateName} name the page's town";
/** A button's or link's words. */
const button = (/** @type {string} */ label) => /** @type {const} */ ({ kind: "heading", label });

/** The phone menu's script on its first use: the same island on every page. */
export const MOBILE_MENU = 17_700;
/**
 * The estimate form's script on its first use on a desktop, where Preact is there already: the same
 * island on every page that has it, with the range the price estimator may hand it (decision 0022);
 * 400 more since the forms say where a request came from (provenance.ts, decision 0031) and offer
 * the owner's kinds of property (decision 0035): measured 6,859 B before both, 7,219 B with them.
 */
export const ESTIMATE_FORM_DESKTOP = 7_300;
/**
 * The same on a phone, with the boot script and Preact as the first island used; 300 more since the
 * forms carry their fields' rules, shared with the site's inbox (limits.ts, decision 0029), and 300
 * more since they say where a request came from (decision 0031); 100 more since the form opens on a
 * service's own choice on that service's page (decision 0038): measured 20,503 B with it.
 */
export const ESTIMATE_FORM_PHONE = 20_600;

export const publicPages = /** @type {const} */ ([
  {
    /** The page's one name: its texts in content/pages.yml, its sharing picture (public/og/home.jpg), its menu link. */
    key: "home",
    path: "/",
    /** Its name in the menus. */
    name: "Home",
    route: "routes/home.tsx",
    /** Its group on the editor's Pages screen. */
    editorLabel: "Home page",
    texts: {
      ...HERO,
      projectsLink: button("Button to the gallery, under the headline"),
      financingLink: {
        kind: "heading",
        label: "Button to the financing offer, under the headline",
        hint: "Shown only while Business › Financing is filled in",
        optional: true,
      },
      callHeading: { kind: "heading", label: "Heading over the phone number" },
      callText: { kind: "paragraph", label: "Sentence over the phone number", optional: true },
      estimateIntro: { kind: "paragraph", label: "Sentence over the estimate form", optional: true },
      productsEyebrow: eyebrow("the product cards"),
      productsHeading: sectionHeading("Heading over the product cards"),
      productsIntro: { kind: "paragraph", label: "Sentence over the product cards", optional: true },
      productLink: {
        kind: "heading",
        label: "Words before a product's name on its card's link",
        hint: "e.g. Explore, for Explore Wood Fences",
      },
      aboutEyebrow: eyebrow("About us"),
      aboutHeading: sectionHeading("Heading of the About section"),
      aboutText: {
        kind: "paragraph",
        label: "Paragraph of the About section",
        hint: "Follows the footer promise of Business and contact",
        optional: true,
      },
      aboutPictureAlt: {
        kind: "heading",
        label: "What the About section's photo shows",
        hint: "Read out to blind visitors (the photo is Photos and pictures › Home page About section › Your crew at work). Empty it when the photo shows nothing the heading does not say.",
        optional: true,
      },
      projectsFigure: {
        kind: "heading",
        label: "Label under the number of projects completed",
        hint: "Empty it to leave that figure out",
        optional: true,
      },
      installDaysFigure: {
        kind: "heading",
        label: "Label under the installation days",
        hint: "Empty it to leave that figure out",
        optional: true,
      },
      townsServed: {
        kind: "heading",
        label: "Label under the number of towns",
        hint: "The words after the number, e.g. towns served around our county. Empty it to leave that figure out",
        optional: true,
      },
      whyEyebrow: eyebrow("Why choose us"),
      whyHeading: sectionHeading("Heading of Why choose us"),
      whyIntro: { kind: "paragraph", label: "Sentence under Why choose us", optional: true },
      reasons: {
        kind: "list",
        label: "Reasons under Why choose us",
        hint: "Each one a promise you keep on every job. None leaves the section out.",
        itemLabel: "reason",
        icon: true,
        title: true,
      },
      processEyebrow: eyebrow("the steps"),
      processHeading: sectionHeading("Heading over the steps (How it works)"),
      processIntro: {
        kind: "paragraph",
        label: "Sentence over the steps",
        hint: "Names how many steps the Steps screen lists",
        optional: true,
      },
      financingHeading: {
        kind: "heading",
        label: "Heading of the financing offer under the steps",
        hint: "Shown only while Business › Financing is filled in",
      },
      financingButton: button("Button of the financing offer"),
      reviewsEyebrow: eyebrow("the reviews"),
      reviewsHeading: { kind: "heading", label: "Heading over the reviews" },
      reviewsGoogleLink: {
        kind: "heading",
        label: "Link to all your reviews on Google",
        hint: "Under the reviews, shown only while Business and contact › Your Google review link is filled in. Empty it to leave the link out",
        optional: true,
      },
      commitmentEyebrow: eyebrow("the warranty"),
      commitmentHeading: {
        kind: "heading",
        label: "Heading over the warranty",
        hint: "Empty it, or Business › Warranty, to leave the whole section out",
        optional: true,
      },
      promisesHeading: { kind: "heading", label: "Heading of the promises box", optional: true },
      promises: {
        kind: "list",
        label: "Promises beside the warranty",
        hint: "Short lines. None leaves the box out.",
        itemLabel: "promise",
      },
      serviceAreaEyebrow: eyebrow("the map"),
      serviceAreaHeading: { kind: "heading", label: "Heading beside the map", hint: "Names the area you serve" },
      serviceAreaLead: {
        kind: "heading",
        label: "Words before the chosen town under the map",
        hint: "e.g. We serve, for We serve Hernando, MS",
      },
      homeBaseNote: { kind: "heading", label: "Words after your own town under the map" },
      serviceAreaCall: { kind: "heading", label: "Words before the phone number under the map" },
      closingHeading: { kind: "heading", label: "Heading of the call to action at the bottom" },
    },
    budgets: {
      atLoad: { phone: 0, desktop: 15_900 },
      firstUse: {
        phone: {
          MobileMenu: MOBILE_MENU,
          EstimateForm: ESTIMATE_FORM_PHONE,
          ServiceAreaSection: 16_500,
          MapFacade: 14_700,
        },
        desktop: { EstimateForm: ESTIMATE_FORM_DESKTOP, ServiceAreaSection: 4_500, MapFacade: 4_500 },
      },
    },
  },
  {
    // The one page whose names differ, on purpose (docs/developing.md, "Names"). Its key, services,
    // is the owner's: their texts (pages.services in content/pages.yml) and hero picture
    // (pictures.hero.services in content/gallery.yml, or content/images/hero/services.jpg) go by it,
    // so it stays and no owner's content needs an edit.
    // Its address, /fences, is the one search engines and links know, and its route module is named
    // by the address (routes/fences.tsx, its parts in routes/fences/), as a route may be
    // (app/pageNames.test.ts). Its spec is tests/e2e/services.spec.ts, by the key; the menu calls it
    // Services, after what it lists.
    key: "services",
    path: "/fences",
    name: "Services",
    route: "routes/fences.tsx",
    editorLabel: "Services page (/fences)",
    texts: {
      description: { kind: "description" },
      eyebrow: eyebrow("the headline"),
      ...HERO,
      warrantyNote: {
        kind: "heading",
        label: "Warranty line under the headline",
        hint: "Shown only while Business › Warranty is filled in",
        optional: true,
      },
      estimatesNote: { kind: "heading", label: "Second line under the headline", optional: true },
      introEyebrow: eyebrow("the first paragraph"),
      introHeading: { kind: "heading", label: "Heading over the first paragraph" },
      overview: { kind: "paragraph", label: "First paragraph under the top of the page" },
      introPromise: { kind: "paragraph", label: "Second paragraph under the top of the page", optional: true },
      estimateCardHeading: { kind: "heading", label: "Heading of the estimate box beside it" },
      estimateCardText: { kind: "paragraph", label: "Sentence of the estimate box", optional: true },
      estimateButton: button("Button of the estimate box"),
      processEyebrow: eyebrow("the steps"),
      processHeading: sectionHeading("Heading over the steps and the video (How it works)"),
      videoLabel: {
        kind: "heading",
        label: "What the process video shows",
        hint: "Read aloud to visitors who cannot see the video",
      },
      financingHeading: {
        kind: "heading",
        label: "Heading of the financing offer",
        hint: "Shown only while Business › Financing is filled in",
      },
      financingButton: button("Button of the financing offer"),
      offeringLink: {
        kind: "heading",
        label: "Words before a service's title on the link to its own page",
        hint: "e.g. More about, for More about Wood Fences",
      },
      faqHeading: { kind: "heading", label: "Heading over the questions" },
      closingHeading: { kind: "heading", label: "Heading of the call to action at the bottom" },
    },
    budgets: {
      atLoad: { phone: 0, desktop: 16_200 },
      firstUse: {
        phone: {
          MobileMenu: MOBILE_MENU,
          EstimateForm: ESTIMATE_FORM_PHONE,
          EstimateJumpButton: 11_200,
          // The price estimator: its code, the prices and the section's words, the fields it shares
          // with the forms, and on a phone the boot script and Preact, as the first island used.
          Estimator: 15_300,
          ProcessVideoIsland: 17_100,
          FaqAccordionIsland: 17_100,
          MapFacade: 14_700,
        },
        desktop: {
          EstimateForm: ESTIMATE_FORM_DESKTOP,
          Estimator: 7_200,
          ProcessVideoIsland: 4_500,
          FaqAccordionIsland: 6_800,
          MapFacade: 3_700,
        },
      },
    },
  },
  {
    key: "gallery",
    path: "/gallery",
    name: "Our Work",
    route: "routes/gallery.tsx",
    editorLabel: "Gallery page",
    texts: {
      description: { kind: "description" },
      eyebrow: eyebrow("the headline"),
      ...HERO,
      callHeading: { kind: "heading", label: "Heading over the phone number" },
      callText: { kind: "paragraph", label: "Sentence over the phone number", optional: true },
      formHeading: { kind: "heading", label: "Heading of the estimate form" },
      formIntro: { kind: "paragraph", label: "Sentence over the estimate form", optional: true },
      formButton: button("Send button of the estimate form"),
      projectsEyebrow: eyebrow("the photos"),
      projectsHeading: { kind: "heading", label: "Heading over the photos" },
      projectsIntro: { kind: "paragraph", label: "Sentence over the photos" },
      closingHeading: { kind: "heading", label: "Heading of the call to action at the bottom" },
    },
    budgets: {
      atLoad: { phone: 0, desktop: 32_500 },
      firstUse: {
        // The form sits just above the gallery: the gallery loads with it.
        phone: { MobileMenu: MOBILE_MENU, EstimateForm: 36_700, ProjectsSection: 28_900, MapFacade: 14_700 },
        // The towns' list no longer comes with the desktop menu (it carries their links alone, decision
        // 0040), so the first island that reads the towns fetches it: the map 2,324 B.
        desktop: { EstimateForm: ESTIMATE_FORM_DESKTOP, MapFacade: 2_400 },
      },
    },
  },
  {
    key: "contact",
    path: "/contact",
    name: "Contact",
    route: "routes/contact.tsx",
    editorLabel: "Contact page",
    texts: {
      description: { kind: "description" },
      eyebrow: eyebrow("the headline"),
      heading: { kind: "heading", label: "Headline" },
      intro: { kind: "paragraph", label: "Sentence under the headline" },
      callButton: button("Call button under the headline"),
      quoteLink: button("Button to the form, under the headline"),
      financingLead: {
        kind: "heading",
        label: "Words before the financing offer",
        hint: "Shown only while Business › Financing is filled in",
        optional: true,
      },
      detailsHeading: { kind: "heading", label: "Heading over your contact details" },
      detailsText: { kind: "paragraph", label: "First paragraph over your contact details", optional: true },
      detailsMore: { kind: "paragraph", label: "Second paragraph over your contact details", optional: true },
      followLink: {
        kind: "heading",
        label: "Words before the name of your Facebook page on its button",
        hint: "e.g. Follow us on, for Follow us on Facebook",
      },
      nextStepsHeading: { kind: "heading", label: "Heading of what happens after a request", optional: true },
      nextSteps: {
        kind: "list",
        label: "What happens after a request",
        hint: "In order: how soon you answer, your visit, the price. None leaves the box out.",
        itemLabel: "step",
      },
      formHeading: { kind: "heading", label: "Heading of the quote form" },
      formButton: button("Send button of the quote form"),
      projectsEyebrow: eyebrow("the moving photos"),
      projectsHeading: { kind: "heading", label: "Heading over the moving photos" },
      galleryButton: button("Button to the gallery, under the moving photos"),
    },
    budgets: {
      atLoad: { phone: 0, desktop: 15_900 },
      firstUse: {
        phone: { MobileMenu: MOBILE_MENU, QuoteForm: 19_500, MapFacade: 14_700 },
        // As on /gallery, the first island that reads the towns fetches them (decision 0040): the form 7,473 B.
        desktop: { QuoteForm: 7_500, MapFacade: 2_400 },
      },
    },
  },
]);

/**
 * Texts of sections on several pages or on no public page: the header's button, the estimate form's,
 * the call to action at the bottom of the pages, the 404 page's and the request-sent page's. Groups of
 * content/pages.yml beside the pages' texts, read and edited as they are, without a title or sharing
 * headline of their own. Not pages: the routes, the sitemap and the menus read publicPages alone.
 */
export const textGroups = /** @type {const} */ ([
  {
    key: "everyPage",
    editorLabel: "On every page",
    texts: {
      headerButton: button("Button at the top of every page"),
      headerButtonShort: {
        kind: "heading",
        label: "The same button on a phone",
        hint: "One short word: a phone's header holds little",
      },
      estimateFormLink: button("Button to the estimate form, under a page's headline"),
      estimateFormHeading: { kind: "heading", label: "Heading of the estimate form" },
      estimateFormButton: button("Send button of the estimate form"),
      closingText: { kind: "paragraph", label: "Sentence of the call to action at the bottom", optional: true },
      closingEstimateButton: button("Estimate button of the call to action at the bottom"),
      closingCallButton: button("Call button of the call to action at the bottom"),
      textButton: {
        kind: "heading",
        label: "Text us button, on phones, beside the call buttons",
        hint: "Shown only while Business and contact has a mobile number for text messages",
        optional: true,
      },
      textMessage: {
        kind: "paragraph",
        label: "First line of the text message the Text us button starts",
        hint: "The visitor can change it before sending",
        optional: true,
      },
    },
  },
  {
    // The page of each service with a description, at /fences/<its short address name> (app/pageKinds.mjs).
    key: "offering",
    editorLabel: "Each service's own page (/fences/…)",
    texts: {
      titleAfter: {
        kind: "heading",
        label: "Words after the service's title in its page's title",
        hint: "e.g. in {town}, {state}, for Wood Fences in Olive Branch, MS, in search results and the browser tab. A service's own Title of its page replaces both",
      },
      descriptionAfter: {
        kind: "heading",
        label: "Sentence after the service's summary in its description for search results",
        hint: "e.g. Free estimates in {town} and around {region}. Left out where the two would be longer than search results show. A service's own Description of its page replaces both",
        optional: true,
      },
      eyebrow: eyebrow("the service's name"),
      photosHeading: { kind: "heading", label: "Heading over its pictures", optional: true },
      pricesHeading: {
        kind: "heading",
        label: "Heading over its prices",
        hint: "Shown where a material of the Prices screen names this service",
      },
      reviewsHeading: {
        kind: "heading",
        label: "Heading over the reviews about it",
        hint: "Shown where a review of the Reviews screen names this service as its Kind of work, or names a project that shows it. Empty it to leave the reviews off these pages",
        optional: true,
      },
      questionsHeading: {
        kind: "heading",
        label: "Heading over its questions",
        hint: "Shown where a question of the Questions screen names this service",
      },
      othersHeading: sectionHeading("Heading over the links to your other services"),
      closingHeading: { kind: "heading", label: "Heading of the call to action at the bottom" },
    },
  },
  {
    // The page of each town that real work earns, at /areas/<town> (app/townPages.mjs). In these
    // texts {town}, {state} and {stateName} name the page's town (pageTexts.ts TOWN_PLACEHOLDERS).
    key: "town",
    editorLabel: "Each town's own page (/areas/…)",
    texts: {
      title: {
        kind: "heading",
        label: "Title of a town's page",
        hint: `In search results and the browser tab. ${TOWN_WORDS}, e.g. Fence Projects in {town}, {state}`,
      },
      description: {
        kind: "description",
        hint: `${TOWN_WORDS}, e.g. Fences, gates and decks we built in {town}`,
      },
      eyebrow: eyebrow("the headline"),
      heading: { kind: "heading", label: "Headline", hint: TOWN_WORDS },
      intro: { kind: "paragraph", label: "Sentence under the headline", hint: TOWN_WORDS, optional: true },
      projectsHeading: { kind: "heading", label: "Heading over the town's projects", hint: TOWN_WORDS },
      offeringsHeading: {
        kind: "heading",
        label: "Heading over the work done there",
        hint: `The services the town's projects show, each linking to its page. Empty it to leave the section out. ${TOWN_WORDS}`,
        optional: true,
      },
      reviewsHeading: {
        kind: "heading",
        label: "Heading over the reviews from there",
        hint: `Shown where a review's town (the Reviews screen) is this town. ${TOWN_WORDS}`,
      },
      contactHeading: { kind: "heading", label: "Heading over your phone number and hours", hint: TOWN_WORDS },
      hoursHeading: { kind: "heading", label: "Label over your opening hours" },
      areaLink: {
        kind: "heading",
        label: "Link to a town's page, under the towns on the home page",
        hint: `${TOWN_WORDS}, e.g. Our work in {town}`,
      },
      closingHeading: { kind: "heading", label: "Heading of the call to action at the bottom", hint: TOWN_WORDS },
    },
  },
  {
    key: "notFound",
    editorLabel: "Page not found (404)",
    texts: {
      title: { kind: "heading", label: "Title in the browser tab" },
      description: { kind: "description" },
      heading: { kind: "heading", label: "Headline" },
      intro: { kind: "paragraph", label: "Sentence under the headline", optional: true },
      homeButton: button("Button to the home page"),
    },
  },
  {
    key: "thankYou",
    editorLabel: "Request sent (when requests go to the form inbox)",
    texts: {
      title: { kind: "heading", label: "Title in the browser tab" },
      description: { kind: "description" },
      heading: { kind: "heading", label: "Headline" },
      sentText: {
        kind: "paragraph",
        label: "What a visitor reads once a request reached you",
        hint: "On this page and under a form, when requests go to the form inbox",
      },
      keptText: {
        kind: "paragraph",
        label: "Under the forms' send buttons: what happens to a request",
        hint: "Shown while requests go to your site's inbox, so visitors know it is kept for you. Empty it to show none",
        optional: true,
      },
      homeButton: button("Button to the home page"),
    },
  },
]);

/** @typedef {(typeof textGroups)[number]} TextGroup */

/**
 * Every other address. React Router prerenders only pages that answer 200, so the catch-all route
 * is prerendered at this path and scripts/build-steps/postbuild.mjs moves it to the 404 file hosts serve. It
 * shares the home page's sharing picture.
 */
export const notFoundPage = /** @type {const} */ ({
  path: "/404",
  route: "routes/not-found.tsx",
  budgets: {
    atLoad: { phone: 0, desktop: 17_900 },
    firstUse: { phone: { MobileMenu: 17_900, MapFacade: 14_900, MissingPathLog: 11_000 }, desktop: {} },
  },
});

export { thankYouPage } from "./thankYouPage.mjs";

/** @typedef {(typeof publicPages)[number]} PublicPage */
/** @typedef {PublicPage["path"]} PublicPath */
/** @typedef {PublicPage["key"]} PageKey */

/** The page at a path, or undefined. */
export const pageAt = (/** @type {string} */ path) => publicPages.find((page) => page.path === path);

/** @typedef {{ [P in PublicPage as P["key"]]: P }} PagesByKey */
/** Each page's record by its key, such as `pageByKey.contact`. */
export const pageByKey = /** @type {PagesByKey} */ (
  /** @type {unknown} */ (Object.fromEntries(publicPages.map((page) => [page.key, page])))
);
