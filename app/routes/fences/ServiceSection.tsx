import ArrowRight from "lucide-react/icons/arrow-right";
import { Reveal } from "~/components/motion/Reveal";
import { site } from "~/content";
import { offeringPath, type ServiceWithSection } from "~/lib/offerings";
import { SERVICES_REVEAL } from "./reveal";
import { ServicePictures } from "./ServicePictures";

/**
 * One service with a description, summed up: its title, its summary, the link to its own page (which
 * holds its description, prices and questions) and its pictures. Its id is its old address on this
 * page (/fences#wood), so links shared before the service had a page still land on it.
 */
export function ServiceSection({ service, index }: { service: ServiceWithSection; index: number }) {
  const titleId = `${service.id}-title`;
  const tinted = index % 2 === 1;
  return (
    <Reveal
      as="section"
      {...SERVICES_REVEAL}
      id={service.id}
      aria-labelledby={titleId}
      className={tinted ? "bg-white py-16 sm:py-20" : "py-16 sm:py-20"}
    >
      <div className="container-site">
        <div className="grid gap-6 lg:grid-cols-[1fr_1.2fr] lg:items-end lg:gap-12">
          <h2 id={titleId} className="text-3xl font-semibold sm:text-4xl">
            <span className="mb-2 block h-1.5 w-14 rounded bg-brand" aria-hidden="true" />
            {service.title}
          </h2>
          <div className="max-w-prose">
            {/* The one-line summary of the home page's card, as the section's lede. */}
            <p className="text-lg text-ink-muted sm:text-xl">{service.summary}</p>
            <p className="mt-4">
              <a
                href={offeringPath(service.id)}
                className="inline-flex items-center gap-2 text-lg font-semibold text-brand-deep underline decoration-2 underline-offset-4 hover:text-brand-dark"
              >
                {site.pages.services.offeringLink} {service.title}
                <ArrowRight aria-hidden="true" className="size-5" />
              </a>
            </p>
          </div>
        </div>
        {/* The captions are on its own page: here the pictures alone, each named by its caption still. */}
        <ServicePictures service={service} captions={false} className="mt-10" />
      </div>
    </Reveal>
  );
}
