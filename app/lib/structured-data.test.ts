import { describe, expect, it } from "vitest";
import { contentFileOf, loadContent } from "~/content/load";
import type { SiteContentInput } from "~/content/schema";
import { US_STATES } from "~/content/usStates";
import { parseContent } from "~/content/validate";
import {
  breadcrumbList,
  businessId,
  faqPage,
  localBusiness,
  offeringService,
  pageStructuredData,
} from "./structured-data";

const ORIGIN = "https://fences.test";

/** A validated deep copy of the real content, changed by `edit`: the fixture the builders must follow. */
function contentWith(edit: (c: SiteContentInput) => void = () => {}) {
  const copy: SiteContentInput = structuredClone(loadContent());
  edit(copy);
  return parseContent(copy, { fileOf: (field) => contentFileOf(field) });
}

/** What a search engine reads: the JSON text, parsed back. */
function roundTrip<T>(value: T): Record<string, unknown> {
  return JSON.parse(JSON.stringify(value)) as Record<string, unknown>;
}

describe("localBusiness", () => {
  it("offers each service of the content and its other work, and nothing removed", () => {
    const content = contentWith((c) => {
      c.services = c.services.slice(0, 2);
      c.services[1]!.description = undefined;
    });
    const ld = roundTrip(localBusiness(content, ORIGIN)) as { hasOfferCatalog: { itemListElement: unknown[] } };
    const [first, second] = content.services;
    expect(ld.hasOfferCatalog.itemListElement).toEqual([
      {
        "@type": "Offer",
        itemOffered: {
          "@type": "Service",
          name: first!.title,
          description: first!.summary,
          url: `https://fences.test/fences/${first!.id}`,
        },
      },
      {
        "@type": "Offer",
        itemOffered: {
          "@type": "Service",
          name: second!.title,
          description: second!.summary,
          url: `https://fences.test/gallery?type=${second!.id}`,
        },
      },
      ...content.forms.otherWork.map((work) => ({
        "@type": "Offer",
        itemOffered: { "@type": "Service", name: work.title },
      })),
    ]);
  });

  it("carries the contact facts of the content as shipped", () => {
    const content = contentWith();
    const ld = roundTrip(localBusiness(content, ORIGIN));
    expect(ld).toMatchObject({
      "@type": "HomeAndConstructionBusiness",
      "@id": "https://fences.test/#business",
      name: content.business.name,
      url: "https://fences.test/",
      telephone: content.contact.phone.tel,
      email: content.contact.email,
      logo: "https://fences.test/apple-touch-icon.png",
      image: "https://fences.test/og/home.jpg",
      address: {
        "@type": "PostalAddress",
        addressLocality: content.contact.address.locality,
        addressRegion: content.contact.address.region,
        postalCode: content.contact.address.postalCode,
        addressCountry: "US",
      },
    });
    if (content.social.length > 0) expect(ld.sameAs).toEqual(content.social.map((s) => s.url));
    else expect(ld).not.toHaveProperty("sameAs");
    expect(ld).not.toHaveProperty("priceRange");
    expect(ld).not.toHaveProperty("aggregateRating");
    expect(ld).not.toHaveProperty("review");
  });

  it("writes the street where the owner gives one, and none where not", () => {
    const street = "1200 Goodman Rd";
    const withStreet = roundTrip(
      localBusiness(
        contentWith((c) => (c.contact.address.streetAddress = street)),
        ORIGIN,
      ),
    );
    expect(withStreet.address).toMatchObject({ streetAddress: street });
    const without = roundTrip(
      localBusiness(
        contentWith((c) => (c.contact.address.streetAddress = "  ")),
        ORIGIN,
      ),
    );
    expect(without.address).not.toHaveProperty("streetAddress");
  });

  it("gives each row of the opening hours, a closed one as opens = closes = 00:00", () => {
    const content = contentWith();
    const ld = roundTrip(localBusiness(content, ORIGIN));
    expect(content.contact.hours.some((row) => "closed" in row)).toBe(true);
    expect(ld.openingHoursSpecification).toEqual(
      content.contact.hours.map((row) => ({
        "@type": "OpeningHoursSpecification",
        dayOfWeek: row.days,
        ...("closed" in row ? { opens: "00:00", closes: "00:00" } : { opens: row.opens, closes: row.closes }),
      })),
    );
  });

  it("serves every town of the content, each a City in its State, named in full", () => {
    const content = contentWith();
    const ld = roundTrip(localBusiness(content, ORIGIN));
    const areas = ld.areaServed as { "@type": string; name: string; containedInPlace: { name: string } }[];
    expect(areas.map((a) => `${a["@type"]} ${a.name}, ${a.containedInPlace.name}`)).toEqual(
      content.serviceAreas.map((area) => `City ${area.name}, ${US_STATES[area.state]}`),
    );
    expect(areas.every((a) => a.containedInPlace.name.length > 2)).toBe(true);
  });

  it("leaves sameAs out when the business has no social pages", () => {
    const ld = roundTrip(
      localBusiness(
        contentWith((c) => void (c.social = [])),
        ORIGIN,
      ),
    );
    expect(ld).not.toHaveProperty("sameAs");
    expect(ld.name).toBeTruthy();
  });

  it("follows a change of phone, e-mail, hours and social links in the content", () => {
    const changed = contentWith((c) => {
      c.contact.phone = { display: "(901) 555-0199", tel: "+19015550199" };
      c.contact.email = "office@fences.test";
      c.contact.hours = [
        {
          label: "Mon - Sat",
          days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
          opens: "08:30",
          closes: "17:00",
        },
        { label: "Sun", days: ["Sunday"], opens: "10:00", closes: "14:00" },
      ];
      c.social = [{ network: "facebook", label: "Facebook", url: "https://www.facebook.com/fences.test" }];
    });
    const ld = roundTrip(localBusiness(changed, ORIGIN));
    expect(ld.telephone).toBe("+19015550199");
    expect(ld.email).toBe("office@fences.test");
    expect(ld.openingHoursSpecification).toEqual([
      expect.objectContaining({ dayOfWeek: expect.arrayContaining(["Saturday"]), opens: "08:30", closes: "17:00" }),
      expect.objectContaining({ dayOfWeek: ["Sunday"], opens: "10:00", closes: "14:00" }),
    ]);
    expect(ld.sameAs).toEqual(["https://www.facebook.com/fences.test"]);
  });

  it("builds every URL on the origin it is given", () => {
    const ld = roundTrip(localBusiness(contentWith(), "https://staging.fences.test"));
    expect(ld.url).toBe("https://staging.fences.test/");
    expect(ld["@id"]).toBe("https://staging.fences.test/#business");
  });
});

describe("faqPage", () => {
  it("lists every question and answer of the Fences page (those on no service's page), in order", () => {
    const content = contentWith((c) => {
      c.faq[0]!.question = "Can you build a fence on a slope?";
      c.faq[0]!.offerings = [];
    });
    const onFences = content.faq.filter((item) => item.offerings.length === 0);
    const ld = roundTrip(faqPage(content, "/fences", ORIGIN));
    expect(ld["@type"]).toBe("FAQPage");
    expect(ld.url).toBe("https://fences.test/fences");
    const questions = ld.mainEntity as { name: string; acceptedAnswer: { text: string } }[];
    expect(questions).toHaveLength(onFences.length);
    expect(questions[0]!.name).toBe("Can you build a fence on a slope?");
    expect(questions.map((q) => q.acceptedAnswer.text)).toEqual(onFences.map((f) => f.answer));
  });
});

describe("offeringService", () => {
  it("names the work, its provider by the business's @id and each town of the content as areaServed", () => {
    const content = contentWith((c) => {
      c.serviceAreas = c.serviceAreas.slice(0, 2);
    });
    const service = content.services[0]!;
    const ld = roundTrip(offeringService(service, `/fences/${service.id}`, content, ORIGIN));
    expect(ld).toMatchObject({
      "@type": "Service",
      name: service.title,
      url: `https://fences.test/fences/${service.id}`,
      provider: { "@id": businessId(ORIGIN) },
    });
    expect((ld.areaServed as { name: string }[]).map((area) => area.name)).toEqual(
      content.serviceAreas.map((area) => area.name),
    );
  });
});

describe("faqPage", () => {
  it("leaves out the questions linked to a service's own page, and is absent when none is left", () => {
    const withPage = contentWith().services.find((service) => service.description)!;
    const linked = contentWith((c) => {
      c.faq[0]!.offerings = [withPage.id];
      c.faq[1]!.offerings = [];
    });
    const ld = roundTrip(faqPage(linked, "/fences", ORIGIN)) as { mainEntity: { name: string }[] };
    expect(ld.mainEntity.map((q) => q.name)).toEqual(
      linked.faq.filter((q) => q.offerings.length === 0).map((q) => q.question),
    );
    expect(ld.mainEntity.map((q) => q.name)).not.toContain(linked.faq[0]!.question);
    const allLinked = contentWith((c) => {
      for (const item of c.faq) item.offerings = [withPage.id];
    });
    expect(faqPage(allLinked, "/fences", ORIGIN)).toBeNull();
  });
});

describe("breadcrumbList", () => {
  it("goes Home > page on an inner page", () => {
    expect(roundTrip(breadcrumbList("/gallery", contentWith(), ORIGIN))).toEqual({
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: "https://fences.test/" },
        { "@type": "ListItem", position: 2, name: "Our Work", item: "https://fences.test/gallery" },
      ],
    });
  });

  it("goes Home > its kind's page > the page on a page made from content, named in the owner's words", () => {
    const content = contentWith();
    const offering = content.services.find((service) => service.description)!;
    expect(roundTrip(breadcrumbList(`/fences/${offering.id}`, content, ORIGIN))).toEqual({
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: "https://fences.test/" },
        { "@type": "ListItem", position: 2, name: "Services", item: "https://fences.test/fences" },
        { "@type": "ListItem", position: 3, name: offering.title, item: `https://fences.test/fences/${offering.id}` },
      ],
    });
  });

  it("is absent on the home page, on unknown paths and for an item the content no longer has", () => {
    const content = contentWith();
    expect(breadcrumbList("/", content, ORIGIN)).toBeNull();
    expect(breadcrumbList("/404", content, ORIGIN)).toBeNull();
    expect(breadcrumbList("/fences/no-such-offering", content, ORIGIN)).toBeNull();
  });
});

describe("pageStructuredData", () => {
  const graphOn = (path: string) => roundTrip(pageStructuredData(path, contentWith(), ORIGIN));
  const typesOn = (path: string) => (graphOn(path)["@graph"] as { "@type": string }[]).map((item) => item["@type"]);

  it("is one schema.org @graph per page", () => {
    expect(graphOn("/")["@context"]).toBe("https://schema.org");
  });

  it("puts the business on every page, breadcrumbs on inner pages and the FAQ on /fences", () => {
    expect(typesOn("/")).toEqual(["HomeAndConstructionBusiness"]);
    expect(typesOn("/fences")).toEqual(["HomeAndConstructionBusiness", "BreadcrumbList", "FAQPage"]);
    expect(typesOn("/gallery")).toEqual(["HomeAndConstructionBusiness", "BreadcrumbList"]);
    expect(typesOn("/contact")).toEqual(["HomeAndConstructionBusiness", "BreadcrumbList"]);
  });

  it("appends a page's own items", () => {
    const graph = roundTrip(pageStructuredData("/", contentWith(), ORIGIN, [{ "@type": "WebPage", name: "Extra" }]));
    expect((graph["@graph"] as { "@type": string }[]).map((item) => item["@type"])).toEqual([
      "HomeAndConstructionBusiness",
      "WebPage",
    ]);
  });
});
