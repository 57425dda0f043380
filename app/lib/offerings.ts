import { services, type Service } from "~/content";
import { hasOwnPage, offeringPath } from "~/offeringPages.mjs";

// What the menus' islands read as well as the pages: the services alone (what only a service's page
// reads is in app/routes/offering/offeringContent.ts, kept out of the islands' code).

/** A service with a description has its own section on the Fences page and its own page (app/pageKinds.mjs). */
export type ServiceWithSection = Service & { description: string };

export const hasSection = (service: Service): service is ServiceWithSection => hasOwnPage(service);

/** The services that have a section on the Fences page and a page of their own, in the owner's order. */
export const servicesWithSections: ServiceWithSection[] = services.filter(hasSection);

export { offeringPath };

/** Where a service's card leads: its own page, else its photos in the gallery. */
export const serviceCardTarget = (service: Service, galleryPath: string): string =>
  hasSection(service) ? offeringPath(service.id) : `${galleryPath}?type=${service.id}`;
