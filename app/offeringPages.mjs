// Which offerings have a page of their own and at what address (decision 0038): the rule the page
// kind (app/pageKinds.mjs) and the menus, cards and links (app/lib/offerings.ts) share. A module of
// its own, so that the islands which link the pages carry these two lines and not the kinds' records.

/**
 * An offering has a page of its own when the owner describes it: without a description it has no
 * section on /fences either, and its home page card opens its photos in the gallery.
 * @param {{ description?: string | undefined }} service
 */
export const hasOwnPage = (service) => Boolean(service.description);

/** An offering's page's address: /fences/<its short address name>. */
export const offeringPath = (/** @type {string} */ id) => `/fences/${id}`;
