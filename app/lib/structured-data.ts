/**
 * JSON-LD (schema.org) built from the content module, never typed by hand.
 * Every builder takes the content and the site origin as arguments so the
 * tests can pass a changed copy and watch the output follow. A page gets one
 * block, an @graph, so the business travels with every other item on it.
 *
 * No Review or AggregateRating: the reviews are samples and Google ignores
 * self-served review markup (see the product decisions).
 */
import type {
  BreadcrumbList,
  City,
  FAQPage,
  Graph,
  HomeAndConstructionBusiness,
  OfferCatalog,
  OpeningHoursSpecification,
  Service as ServiceLd,
  Thing,
} from "schema-dts";
import type { HoursRow, Service, SiteContent } from "~/content";
import { US_STATES } from "~/content/usStates";
import { publicPages } from "~/pages.mjs";
import { breadcrumbTrail } from "./breadcrumbs";
import { serviceCardTarget } from "./offerings";
import { socialImageFor, socialImagePath } from "./social-images";

function absolute(path: string, origin: string): string {
  return new URL(path, origin).href;
}

/** The business's stable identifier, so every page's copy is read as one entity. */
export function businessId(origin: string): string {
  return absolute("/#business", origin);
}

/**
 * One specification per row of the hours table. A closed row is given as
 * opens = closes = 00:00, which is how Google's local-business guidelines
 * mark a day closed all day (schema.org alone would read an absent row as
 * "unknown", not "closed").
 */
export function openingHours(rows: readonly HoursRow[]): OpeningHoursSpecification[] {
  return rows.map((row) => ({
    "@type": "OpeningHoursSpecification",
    dayOfWeek: [...row.days],
    opens: "closed" in row ? "00:00" : row.opens,
    closes: "closed" in row ? "00:00" : row.closes,
  }));
}

function areaServed(content: SiteContent): City[] {
  return content.serviceAreas.map((area) => ({
    "@type": "City",
    name: area.name,
    containedInPlace: { "@type": "State", name: US_STATES[area.state] },
    ...(area.lat !== undefined && area.lon !== undefined
      ? { geo: { "@type": "GeoCoordinates" as const, latitude: area.lat, longitude: area.lon } }
      : {}),
  }));
}

/**
 * What the business offers: each service of the content, in the owner's order, with the page that
 * shows it (its own page, else its photos in the gallery), and the other work the estimate form
 * names. An offering the owner removed is named nowhere.
 */
export function offerCatalog(content: SiteContent, origin: string): OfferCatalog {
  const galleryPath = publicPages.find((page) => page.key === "gallery")!.path;
  return {
    "@type": "OfferCatalog",
    itemListElement: [
      ...content.services.map((service) => ({
        "@type": "Offer" as const,
        itemOffered: {
          "@type": "Service" as const,
          name: service.title,
          description: service.summary,
          url: absolute(serviceCardTarget(service, galleryPath), origin),
        },
      })),
      ...content.forms.otherWork.map((work) => ({
        "@type": "Offer" as const,
        itemOffered: { "@type": "Service" as const, name: work.title },
      })),
    ],
  };
}

export function localBusiness(content: SiteContent, origin: string): HomeAndConstructionBusiness {
  const { business, contact } = content;
  return {
    "@type": "HomeAndConstructionBusiness",
    "@id": businessId(origin),
    name: business.name,
    alternateName: business.shortName,
    description: business.description,
    url: absolute("/", origin),
    telephone: contact.phone.tel,
    email: contact.email,
    // The apple-touch icon is the square brand mark the site serves (180x180, above Google's 112px minimum).
    logo: absolute("/apple-touch-icon.png", origin),
    image: absolute(socialImagePath(socialImageFor("/", content)), origin),
    address: {
      "@type": "PostalAddress",
      ...(contact.address.streetAddress ? { streetAddress: contact.address.streetAddress } : {}),
      addressLocality: contact.address.locality,
      addressRegion: contact.address.region,
      postalCode: contact.address.postalCode,
      addressCountry: contact.address.country,
    },
    openingHoursSpecification: openingHours(contact.hours),
    areaServed: areaServed(content),
    hasOfferCatalog: offerCatalog(content, origin),
    // No social pages: no sameAs at all, rather than an empty list.
    ...(content.social.length > 0 ? { sameAs: content.social.map((s) => s.url) } : {}),
  };
}

/**
 * An offering on its own page: the work, who does it (the business, by its @id) and where (its
 * towns), at the page's address. Google reads Service with provider and areaServed as the page's topic.
 */
export function offeringService(service: Service, path: string, content: SiteContent, origin: string): ServiceLd {
  return {
    "@type": "Service",
    "@id": absolute(`${path}#service`, origin),
    name: service.title,
    serviceType: service.title,
    description: service.summary,
    url: absolute(path, origin),
    provider: { "@id": businessId(origin) },
    areaServed: areaServed(content),
  };
}

/** The questions shown on /fences (those linked to no service's page, offerings.ts), or null for none. */
export function faqPage(content: SiteContent, path: string, origin: string): FAQPage | null {
  const shown = content.faq.filter((item) => item.offerings.length === 0);
  if (shown.length === 0) return null;
  return {
    "@type": "FAQPage",
    "@id": absolute(`${path}#faq`, origin),
    url: absolute(path, origin),
    about: { "@id": businessId(origin) },
    mainEntity: shown.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}

/** The page's trail (breadcrumbs.ts): every page below the home page has one. */
export function breadcrumbList(path: string, content: SiteContent, origin: string): BreadcrumbList | null {
  const trail = breadcrumbTrail(path, content);
  if (!trail) return null;
  return {
    "@type": "BreadcrumbList",
    itemListElement: trail.map((p, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: p.name,
      item: absolute(p.path, origin),
    })),
  };
}

/** The page on which the FAQ is shown: FAQPage markup must describe visible questions. */
export const FAQ_PAGE_PATH = "/fences";

/**
 * Everything a page carries, as one @graph. The business is on every page:
 * it is the site's identity, any page can be the one a search or a shared
 * link lands on, and the shared @id tells search engines the copies are one
 * business. It costs about 1.5 KB of HTML per page.
 */
export function pageStructuredData(
  path: string,
  content: SiteContent,
  origin: string,
  extra: readonly Thing[] = [],
): Graph {
  const items: (Thing | null)[] = [
    localBusiness(content, origin),
    breadcrumbList(path, content, origin),
    path === FAQ_PAGE_PATH ? faqPage(content, path, origin) : null,
    ...extra,
  ];
  return { "@context": "https://schema.org", "@graph": items.filter((item) => item !== null) };
}
