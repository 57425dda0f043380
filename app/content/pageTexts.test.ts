import { mkdtempSync, readFileSync, rmSync, writeFileSync, cpSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SAMPLE_CONTENT_DIR } from "./dir.mjs";
import { loadContent, loadContentReport } from "./load";
import {
  countInWords,
  fillPlaceholders,
  filledContent,
  fillTownText,
  offeringsPhrase,
  PLACEHOLDER_MESSAGE,
  PLACEHOLDER_PATTERN,
  PLACEHOLDERS,
  placeholderValues,
  TOWN_PLACEHOLDERS,
  TOWN_TEXTS_KEY,
} from "./pageTexts";
import { contentSchema } from "./schema";
import { fieldLabel } from "./editor";
import { US_STATES } from "./usStates";

/** The content as written, before its placeholders are filled in. */
const written = () => {
  const dir = mkdtempSync(path.join(tmpdir(), "written-"));
  cpSync(SAMPLE_CONTENT_DIR, dir, { recursive: true });
  return dir;
};
const sample = loadContent(SAMPLE_CONTENT_DIR);

describe("placeholders in texts (content/*.yml)", () => {
  it("fill each one from its one field: town, state, region, offerings, name, numbers and counts", () => {
    const { business, contact, services, process, pages } = sample;
    const fill = (text: string) => fillPlaceholders(text, sample);
    expect(fill("{town}|{state}|{stateName}|{region}|{name}")).toBe(
      [
        contact.address.locality,
        contact.address.region,
        US_STATES[contact.address.region as keyof typeof US_STATES],
        business.region,
        business.name,
      ].join("|"),
    );
    expect(fill("{projectsCompleted} built, kept {keepDays} days")).toBe(
      `${business.projectsCompleted} built, kept ${sample.forms.keepDays} days`,
    );
    expect(fill("{reasonCount} reasons, {stepCount} steps")).toBe(
      `${countInWords(pages.home.reasons.length)} reasons, ${countInWords(process.length)} steps`,
    );
    expect(fill("{offerings}")).toBe(offeringsPhrase(services));

    const moved = {
      ...sample,
      business: {
        ...business,
        region: "Harris County",
        projectsCompleted: 812,
        typicalInstallDays: { min: 2, max: 4 },
      },
      contact: { ...contact, address: { ...contact.address, locality: "Katy", region: "TX" } },
      services: services.filter((service) => service.id !== "vinyl"),
      process: process.slice(0, 3),
      pages: { ...pages, home: { ...pages.home, reasons: pages.home.reasons.slice(0, 2) } },
    };
    expect(fillPlaceholders("{town}, {state} ({stateName}) in {region}", moved)).toBe(
      "Katy, TX (Texas) in Harris County",
    );
    expect(fillPlaceholders("{projectsCompleted} fences in {installDays} days", moved)).toBe(
      "812 fences in 2 to 4 days",
    );
    // One number where the fewest and most days are the same; the inbox's days as set.
    const oneDay = { ...moved, business: { ...moved.business, typicalInstallDays: { min: 1, max: 1 } } };
    expect(fillPlaceholders("in {installDays} day", oneDay)).toBe("in 1 day");
    expect(fillPlaceholders("kept {keepDays} days", { ...moved, forms: { ...sample.forms, keepDays: 90 } })).toBe(
      "kept 90 days",
    );
    expect(fillPlaceholders("{ReasonCount} things, {stepCount} steps", moved)).toBe("Two things, three steps");
    expect(fillPlaceholders("{Offerings}.", moved)).toBe("Wood, metal and chain link fences, custom gates and decks.");
  });

  it("write a capital first letter where the placeholder has one, capitals where it is in capitals", () => {
    expect(
      fillPlaceholders("{Region}: {REGION}", { ...sample, business: { ...sample.business, region: "the hills" } }),
    ).toBe("The hills: THE HILLS");
  });

  it("name the offerings as a sentence does: in lower case, neighbours sharing their last word, or in their own words", () => {
    const named = (...titles: (string | [string, string])[]) =>
      offeringsPhrase(
        titles.map((title) => (typeof title === "string" ? { title } : { title: title[0], inSentence: title[1] })),
      );
    expect(named("Wood Fences")).toBe("wood fences");
    expect(named("Wood Fences", "Decks")).toBe("wood fences and decks");
    expect(named("Wood Fences", "Vinyl Fences", "Decks")).toBe("wood and vinyl fences and decks");
    expect(named("Wood Fences", "Vinyl Fences", "Metal Fences", "Custom Gates", "Decks")).toBe(
      "wood, vinyl and metal fences, custom gates and decks",
    );
    expect(named("Decks", "Wood Fences", ["Trex Decks", "Trex decks"])).toBe("decks, wood fences and Trex decks");
    expect(named()).toBe("");
  });

  it("count in words up to twelve, in digits above", () => {
    expect([0, 1, 6, 12, 13].map(countInWords)).toEqual(["no", "one", "six", "twelve", "13"]);
  });

  it("leave no placeholder in any text the content hands the pages", () => {
    const strings = (value: unknown): string[] =>
      typeof value === "string"
        ? [value]
        : typeof value === "object" && value !== null
          ? Object.values(value).flatMap(strings)
          : [];
    const known = new RegExp(`\\{(${PLACEHOLDERS.join("|")})\\}`, "i");
    // A town page's texts keep the placeholders of its town, which the page fills (TOWN_PLACEHOLDERS).
    const { [TOWN_TEXTS_KEY]: townTexts, ...pages } = loadContent().pages;
    for (const text of strings({ ...loadContent(), pages })) expect(text).not.toMatch(known);
    const otherThanTown = PLACEHOLDERS.filter((name) => !(TOWN_PLACEHOLDERS as readonly string[]).includes(name));
    for (const text of strings(townTexts)) {
      expect(text).not.toMatch(new RegExp(`\\{(${otherThanTown.join("|")})\\}`, "i"));
      expect(fillTownText(text, { name: "Nowhere", state: "MS" })).not.toMatch(known);
    }
    // The sample writes them, so the filling is what removes them.
    expect(readFileSync(path.join(SAMPLE_CONTENT_DIR, "pages.yml"), "utf8")).toMatch(known);
    expect(filledContent(sample)).toEqual(sample);
  });

  it("fill the page texts, the headline and description, services, questions and steps, and nothing else", () => {
    const values = placeholderValues(sample);
    const raw = {
      ...sample,
      business: { ...sample.business, tagline: "IN {REGION}", description: "In {town}", promise: "{town}" },
      services: sample.services.map((service) => ({ ...service, summary: "{offerings}", description: "{region}" })),
      faq: [{ id: "a", question: "In {town}?", answer: "{Region}.", offerings: [] }],
      process: [{ number: 1, title: "{stepCount}", description: "{installDays}" }],
      pages: { ...sample.pages, everyPage: { ...sample.pages.everyPage, closingCallButton: "Call {name}" } },
    };
    const filled = filledContent(raw);
    expect(filled.business.tagline).toBe(`IN ${values.region.toUpperCase()}`);
    expect(filled.business.description).toBe(`In ${values.town}`);
    expect(filled.business.promise).toBe("{town}");
    expect(filled.services[0]).toMatchObject({ summary: values.offerings, description: values.region });
    expect(filled.faq[0]).toMatchObject({
      question: `In ${values.town}?`,
      answer: `${values.region[0]!.toUpperCase()}${values.region.slice(1)}.`,
    });
    expect(filled.process[0]).toMatchObject({ title: "one", description: values.installDays });
    expect(filled.pages.everyPage.closingCallButton).toBe(`Call ${values.name}`);
  });

  it("refuse braces around any other name, naming the field, as the editor's pattern does", () => {
    const content = sample;
    const broken = {
      ...content,
      pages: { ...content.pages, home: { ...content.pages.home, intro: "In {twon}" } },
    };
    const result = contentSchema.safeParse(broken);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["pages.home.intro", expect.stringMatching(/^may have braces only around \{town\}, \{state\}, .*\{stepCount\}/)],
    ]);
    const pattern = new RegExp(PLACEHOLDER_PATTERN);
    expect(["In {town}", "{Offerings}.", "IN {REGION}", "{installDays}"].every((text) => pattern.test(text))).toBe(
      true,
    );
    expect(["In {twon}", "{tOwn}", "{ town}", "a { b"].some((text) => pattern.test(text))).toBe(false);
  });

  it("stop the build at an unknown placeholder, naming the screen and the field as the editor shows them", () => {
    const dir = written();
    try {
      const pages = path.join(dir, "pages.yml");
      writeFileSync(
        pages,
        readFileSync(pages, "utf8").replace("title: Fence Company in {town}", "title: Fence Company in {twon}"),
      );
      expect(() => loadContent(dir)).toThrow(
        `${fieldLabel("pages.yml", ["pages", "home", "title"])}: ${PLACEHOLDER_MESSAGE} (${path.join(dir, "pages.yml")}, pages.home.title`,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("keep a title longer than its limit once filled in, and name the field and the filled words to shorten", () => {
    const dir = written();
    try {
      const business = path.join(dir, "business.yml");
      writeFileSync(
        business,
        readFileSync(business, "utf8").replace(/^ {4}locality: .*$/m, "    locality: Lake Forest Park Village"),
      );
      // What the editor accepted goes live: the build keeps the title and says what to shorten.
      const report = loadContentReport(dir);
      expect(report.content.pages.home.title).toBe("Fence Company in Lake Forest Park Village, MS");
      expect(report.fixes).toContainEqual({
        file: "pages.yml",
        path: ["pages", "home", "title"],
        note: 'is 45 characters with its words in braces filled in ("Fence Company in Lake Forest Park Village, MS"), more than the 44 shown in full: shorten it',
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
