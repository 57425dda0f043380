import { services, type Service } from "~/content";

/** A service with a description has its own section on the Fences page (and may be in its menu). */
export type ServiceWithSection = Service & { description: string };

export const hasSection = (service: Service): service is ServiceWithSection => Boolean(service.description);

/** The services that have a section on the Fences page, in the owner's order. */
export const servicesWithSections: ServiceWithSection[] = services.filter(hasSection);

/** Where a service's card leads: its section, else its photos in the gallery. */
export const serviceCardTarget = (service: Service, servicesPath: string, galleryPath: string): string =>
  hasSection(service) ? `${servicesPath}#${service.id}` : `${galleryPath}?type=${service.id}`;
