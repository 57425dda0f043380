/**
 * The owner's content, one export per section. An island imports the sections it reads (from
 * ~/content), and the bundler leaves the others out of its code: they are in the HTML already.
 */
export {
  business,
  contact,
  forms,
  serviceAreas,
  social,
  services,
  faq,
  process,
  reviews,
  footer,
  badges,
  pages,
  prices,
  estimator,
  projects,
  projectTexts,
} from "virtual:site-content";
