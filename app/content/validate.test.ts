import { describe, expect, it } from "vitest";
import { siteContent } from "./site";
import { ContentError, parseContent, sampleContactWarning } from "./validate";

/** A deep copy of the real content, changed by `edit`. */
function contentWith(edit: (c: typeof siteContent) => void) {
  const copy = structuredClone(siteContent);
  edit(copy);
  return copy;
}

describe("site content", () => {
  it("as shipped is valid and holds the facts of the specification", () => {
    const site = parseContent(siteContent);
    expect(site.serviceAreas.map((a) => `${a.name} ${a.state}`)).toEqual([
      "Olive Branch MS",
      "Southaven MS",
      "Hernando MS",
      "Horn Lake MS",
      "Byhalia MS",
      "Memphis TN",
    ]);
    expect(site.faq).toHaveLength(6);
    expect(site.process.map((s) => s.number)).toEqual([1, 2, 3, 4]);
    expect(site.business.projectsCompleted).toBe(500);
    expect(site.business.typicalInstallDays).toEqual({ min: 1, max: 3 });
    expect(site.services.map((s) => s.title)).toEqual([
      "Wood Fences",
      "Vinyl Fences",
      "Metal Fences",
      "Chain Link Fences",
      "Custom Gates",
    ]);
  });

  it.each([
    [
      "a malformed phone",
      (c: typeof siteContent) => (c.contact.phone.display = "662-555-0142"),
      "contact.phone.display",
    ],
    [
      "a phone whose tel differs",
      (c: typeof siteContent) => (c.contact.phone.tel = "+16625550199"),
      "contact.phone.tel",
    ],
    ["a bad e-mail", (c: typeof siteContent) => (c.contact.email = "estimates at example.com"), "contact.email"],
    ["a missing FAQ answer", (c: typeof siteContent) => (c.faq[2]!.answer = ""), "faq.2.answer"],
    ["a fifth FAQ topic missing", (c: typeof siteContent) => c.faq.pop(), "faq"],
    [
      "a seventh service area",
      (c: typeof siteContent) => c.serviceAreas.push({ ...c.serviceAreas[0]! }),
      "serviceAreas",
    ],
    ["a service with two images", (c: typeof siteContent) => c.services[0]!.images.pop(), "services.0.images"],
    [
      "an opening time that is not a time",
      (c: typeof siteContent) => ((c.contact.hours[0] as { opens: string }).opens = "7am"),
      "contact.hours.0",
    ],
  ])("stops the build on %s, naming the field and the file", (_name, edit, field) => {
    const bad = contentWith(edit);
    expect(() => parseContent(bad)).toThrow(ContentError);
    expect(() => parseContent(bad)).toThrow(new RegExp(`app/content/site\\.ts[\\s\\S]*${field.replace(/\./g, "\\.")}`));
  });
});

describe("sample contact warning", () => {
  it("warns while the reserved 555 number and example.com address are in use", () => {
    const warning = sampleContactWarning(parseContent(siteContent));
    expect(warning).toMatch(/Sample contact details in use/);
    expect(warning).toContain("(662) 555-0142");
    expect(warning).toContain("estimates@example.com");
    expect(warning).not.toContain("\n");
  });

  it("names only what is still a sample", () => {
    const partly = parseContent(contentWith((c) => (c.contact.email = "office@realfenceco.com")));
    expect(sampleContactWarning(partly)).not.toContain("e-mail");
    expect(sampleContactWarning(partly)).toContain("phone");
  });

  it("is silent once real details are set", () => {
    const real = parseContent(
      contentWith((c) => {
        c.contact.email = "office@realfenceco.com";
        c.contact.phone = { display: "(662) 393-1234", tel: "+16623931234" };
      }),
    );
    expect(sampleContactWarning(real)).toBeNull();
  });
});
