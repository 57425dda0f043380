import { site } from "~/content";
import { ServiceSection } from "./ServiceSection";

/** The five service sections (Wood, Vinyl, Metal, Chain Link, Custom Gates), in content order. */
export default function ServiceSections() {
  return site.services.map((service, index) => <ServiceSection key={service.id} service={service} index={index} />);
}
