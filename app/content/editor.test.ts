import { describe, expect, it } from "vitest";
import { z } from "zod";
import { editorField, editorScreens, fieldLabel } from "./editor";
import { LIST_LIMITS } from "./listLimits";
import { PLACEHOLDER_PATTERN, PLACEHOLDERS } from "./pageTexts";

describe("the editor's fields, made from the schema", () => {
  it("an optional text field with a label and a hint is one optional field of the editor", () => {
    const note = z
      .string()
      .max(200, "must be at most 200 characters")
      .optional()
      .meta({ label: "Note", hint: "Shown under the map", widget: "text" });
    expect(editorField("note", note)).toEqual({
      name: "note",
      label: "Note",
      hint: "Shown under the map",
      widget: "text",
      required: false,
      maxlength: 200,
    });
  });

  it("a pattern carries the schema's message, and a field without a label stops the build naming it", () => {
    const zip = z.string().regex(/^\d{5}$/, "must be a five-digit ZIP code");
    expect(editorField("zip", zip.meta({ label: "ZIP code" })).pattern).toEqual([
      "^\\d{5}$",
      "Must be a five-digit ZIP code",
    ]);
    expect(() => editorField("zip", zip, "contact.address")).toThrow(
      "app/content/schema.ts: contact.address.zip needs a label (.meta({ label }))",
    );
  });

  it("each list the owner grows has the schema's limits", () => {
    const fields = editorScreens([
      "business",
      "pages",
      "services",
      "prices",
      "projects",
      "faq",
      "process",
      "reviews",
      "gallery",
    ]).flatMap((screen) => screen.fields);
    for (const [list, { min, max }] of Object.entries(LIST_LIMITS))
      expect(
        fields.find((field) => field.name === list),
        list,
      ).toMatchObject({ widget: "list", min, max });
  });

  it("each text that may name the owner's facts refuses unknown braces and explains every placeholder in its hint", () => {
    type Field = { name?: string; label?: string; hint?: string; pattern?: [string, string] };
    const withPlaceholders: { path: string; field: Field }[] = [];
    const walk = (node: unknown, path: string) => {
      if (Array.isArray(node)) node.forEach((item) => walk(item, path));
      else if (typeof node === "object" && node !== null) {
        const field = node as Field & Record<string, unknown>;
        const here = field.name ? `${path}.${field.name}` : path;
        if (field.pattern?.[0] === PLACEHOLDER_PATTERN) withPlaceholders.push({ path: here, field });
        for (const value of Object.values(field)) walk(value, here);
      }
    };
    walk(
      editorScreens(["business", "pages", "services", "prices", "projects", "faq", "process", "reviews", "gallery"]),
      "",
    );
    const paths = withPlaceholders.map(({ path }) => path);
    for (const expected of [
      ".business.tagline",
      ".business.description",
      ".pages.home.title",
      ".pages.home.shareHeadline",
      ".pages.services.description",
      ".pages.home.intro",
      ".pages.home.reasons.title",
      ".services.summary",
      ".services.description",
      ".faq.answer",
      ".process.description",
    ])
      expect(
        paths.filter((path) => path.endsWith(expected)),
        expected,
      ).not.toEqual([]);
    for (const { path, field } of withPlaceholders)
      for (const name of PLACEHOLDERS) expect(field.hint, `${path}: {${name}}`).toContain(`{${name}}`);
  });

  it("refuses an order of screens that leaves one out or names one twice", () => {
    expect(() => editorScreens(["business", "business", "faq"], "admin/config.yml")).toThrow(
      "admin/config.yml: screens must list each of business, services, faq, process, reviews, gallery, pages, prices, projects once; missing: services, process, reviews, gallery, pages, prices, projects; twice: business",
    );
  });
});

describe("fieldLabel", () => {
  it("names a field by its screen and labels, as the owner finds it in the editor", () => {
    expect(fieldLabel("content/business.yml", ["contact", "address"])).toBe("Business and contact › Address");
    expect(fieldLabel("business.yml", ["contact", "address", "postalCode"])).toBe(
      "Business and contact › Address › ZIP code",
    );
    expect(fieldLabel("content/business.yml", ["social"])).toBe("Business and contact › Social links");
    expect(fieldLabel("content/reviews.yml", ["reviews", 2, "sample"])).toBe(
      "Reviews › review 3 › Invented example (untick for a real review)",
    );
    expect(fieldLabel("content/pages.yml", ["pages", "home", "title"])).toBe("Pages › Home page › Title");
  });

  it("lets a step the editor has no field for stand as its own name, so a build's notes never stop on a label", () => {
    expect(fieldLabel("content/business.yml", ["contact", "fax"])).toBe("Business and contact › fax");
  });
});
