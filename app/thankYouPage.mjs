// Its own module, re-exported by app/pages.mjs, so the forms' island code that posts there does
// not download the list of pages.

/**
 * Where a request sent to the host's form inbox lands without JavaScript (app/components/forms/inbox.tsx).
 * Built only while the inbox is on (content/business.yml, forms.inbox); noindex and not in the sitemap.
 */
export const thankYouPage = /** @type {const} */ ({ path: "/thank-you", route: "routes/thank-you.tsx" });
