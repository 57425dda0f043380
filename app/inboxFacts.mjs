// What the build tells the site's own request inbox on Cloudflare (the Worker in worker/, decision
// 0029) while it runs: the Worker has no content of its own, so the build writes these facts as a
// small file among the static assets, and the Worker reads it through its assets binding. The file
// exists only while the inbox is on (content/business.yml, forms.inbox). The build
// (scripts/build-steps/admin/build.mjs), the Worker and the schema of forms.keepDays read this module.

/** The file's address among the assets (build/client/admin/inbox.json). */
export const INBOX_FACTS_PATH = "/admin/inbox.json";

/** How many days the inbox keeps a request (forms.keepDays): the fewest, the most, and as shipped. */
export const KEEP_DAYS = /** @type {const} */ ({ min: 7, max: 730, default: 180 });

/**
 * @typedef {object} InboxFacts
 * @property {true} inbox the inbox is on (there is no file while it is off)
 * @property {string} repository the GitHub repository the editor saves to ("account/repository",
 *   as the build wrote it to admin/config.yml's backend.repo): the owner's API lets in whoever may
 *   push to it
 * @property {number} keepDays requests older than this many days are deleted
 * @property {string} email the business's e-mail address (contact.email): the contact the Worker's
 *   push messages name to the push services (VAPID's subject)
 * @property {ReviewFacts} review what Ask for a review sends (decision 0031)
 */

/**
 * @typedef {object} ReviewFacts
 * @property {string | null} link the Google review link (business.reviewLink), null while there is none
 * @property {string} subject the e-mail's subject (forms.reviewRequest.subject)
 * @property {string} text the owner's words before the link (forms.reviewRequest.text)
 * @property {string} linkSetting where the editor has the link, as it labels the screen and the
 *   field ("Business and contact › Your Google review link")
 */

/**
 * The facts for a build whose inbox is on.
 * @param {{ repository: string, keepDays: number, email: string, review: ReviewFacts }} build
 * @returns {InboxFacts}
 */
export const inboxFacts = ({ repository, keepDays, email, review }) => ({
  inbox: true,
  repository,
  keepDays,
  email,
  review,
});
