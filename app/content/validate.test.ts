// @vitest-environment node
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { SAMPLE_CONTENT_DIR } from "./dir.mjs";
import { CONTENT_FILES } from "./files";
import { LIST_LIMITS, type LimitedList } from "./listLimits";
import { PHONE_MESSAGE } from "./phone";
import { SERVICE_PICTURES_MAX } from "./schema";
import { fieldLabel } from "./editor";
import { contentFileOf, loadContent } from "./load";
import { filledContent } from "./pageTexts";
import { contentSchema, type ContentFiles } from "./schema";
import { SAMPLE_BADGE_PICTURES, sampleDetails, sampleDetailsByField } from "./sample";
import { ContentError, parseContent } from "./validate";

// The frozen sample: these tests edit its details and expect its mistakes, whatever content/ holds.
const shipped = loadContent(SAMPLE_CONTENT_DIR);

/** Every content file as YAML reads it, before the schema: what the owner wrote. */
function readContentFiles(dir: string): ContentFiles {
  const files = Object.keys(CONTENT_FILES).map((name) => parse(readFileSync(path.join(dir, name), "utf8")) as object);
  return Object.assign({}, ...files) as ContentFiles;
}

/** A deep copy of the shipped content, changed by `edit`, validated as the build does. */
function parsedWith(edit: (c: ContentFiles) => void) {
  const copy = structuredClone(shipped);
  edit(copy);
  return parseContent(copy, { fileOf: (field) => contentFileOf(field, SAMPLE_CONTENT_DIR) });
}

/** The problems a content folder has, one line each (none: an empty list). */
function problemsOf(dir: string): readonly string[] {
  try {
    loadContent(dir);
    return [];
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
}

/** A field's place as a problem names it after the file ("faq.2.answer"), as a path (["faq", 2, "answer"]). */
const placeOf = (field: string) => field.split(".").map((step) => (/^\d+$/.test(step) ? Number(step) : step));
/** How a problem with the field at `field` in `file` begins: the field as the editor shows it. */
const asShown = (file: string, field: string) => `${fieldLabel(file, placeOf(field))}: `;

const copies: string[] = [];
afterEach(() => copies.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A copy of the sample's files in which `file` is changed by `edit`; returns the folder and the line number of `marker`. */
function brokenCopy(file: string, edit: (text: string) => string, marker?: string) {
  const dir = mkdtempSync(path.join(tmpdir(), "content-"));
  copies.push(dir);
  for (const name of Object.keys(CONTENT_FILES)) cpSync(path.join(SAMPLE_CONTENT_DIR, name), path.join(dir, name));
  const original = readFileSync(path.join(dir, file), "utf8");
  const changed = edit(original);
  expect(changed, "the edit changes the file").not.toBe(original);
  writeFileSync(path.join(dir, file), changed);
  const line = marker === undefined ? 0 : changed.split("\n").findIndex((l) => l.includes(marker)) + 1;
  return { dir, at: (name: string) => path.join(dir, name), line };
}

describe("the content files as shipped", () => {
  it("pass the schema, which keeps every value and every list as written", () => {
    // The files as YAML read them, before the schema: parsing must change nothing an owner wrote
    // but fill in the placeholders (pageTexts.ts); a services picture written as a file name is the
    // one thing the schema rewrites.
    const raw = filledContent(readContentFiles(SAMPLE_CONTENT_DIR));
    // Each town as written, with the point the map places it at (townPoints.ts).
    expect(shipped.serviceAreas).toMatchObject(raw.serviceAreas);
    // A question that names no service's page is read as naming none (an empty list).
    expect(shipped.faq).toEqual(raw.faq.map((item) => Object.assign({ offerings: [] }, item)));
    expect(shipped.process).toEqual(raw.process);
    expect(shipped.reviews).toEqual(raw.reviews);
    expect(shipped.business).toEqual(raw.business);
    expect(shipped.contact.hours).toEqual(raw.contact.hours);
    expect(shipped.services.map((s) => s.title)).toEqual(raw.services.map((s) => s.title));
    expect(shipped.services.map((s) => s.description)).toEqual(raw.services.map((s) => s.description));
  });

  it("keep each list within what the design holds", () => {
    for (const [list, { min, max }] of Object.entries(LIST_LIMITS)) {
      const length = shipped[list as LimitedList].length;
      expect(length, list).toBeGreaterThanOrEqual(min);
      expect(length, list).toBeLessThanOrEqual(max);
    }
  });

  it("are exactly the files of the layout, and each schema field is in exactly one of them", () => {
    const yamlFiles = readdirSync(SAMPLE_CONTENT_DIR).filter((f) => /\.ya?ml$/.test(f));
    expect(yamlFiles.sort()).toEqual(Object.keys(CONTENT_FILES).sort());
    const placed = Object.values(CONTENT_FILES).flat();
    expect([...placed].sort()).toEqual(Object.keys(contentSchema.shape).sort());
    expect(new Set(placed).size).toBe(placed.length);
  });
});

describe("a mistake in a content file", () => {
  it("in the YAML itself names the file, the line and the likely cause", () => {
    // The most common slip: a colon and a space inside a text that has no quotes.
    const copy = brokenCopy(
      "faq.yml",
      (text) => text.replace("question: Do you offer free estimates?", "question: Estimates: are they free?"),
      "Estimates: are they free?",
    );
    expect(problemsOf(copy.dir)).toEqual([
      `${copy.at("faq.yml")}: line ${copy.line}, column 15: Nested mappings are not allowed in compact mappings (a text that contains ": " must be put in quotes)`,
    ]);
  });

  it("an unclosed quote is reported as such", () => {
    const copy = brokenCopy("faq.yml", (text) =>
      text.replace("question: Do you offer free estimates?", 'question: "Free?'),
    );
    expect(problemsOf(copy.dir)).toEqual([
      expect.stringMatching(
        new RegExp(`^${copy.at("faq.yml")}: line \\d+, column \\d+: .*a quote is opened and never closed`),
      ),
    ]);
  });

  it("a missing FAQ answer names the file, the field and the question's line", () => {
    const copy = brokenCopy(
      "faq.yml",
      (text) => text.replace(/\n {4}answer: A typical residential fence[^\n]*/, ""),
      "id: installation-time",
    );
    expect(problemsOf(copy.dir)).toEqual([
      `Questions and answers › Questions › question 3 › Answer: is missing (${copy.at("faq.yml")}, faq.2.answer, line ${copy.line})`,
    ]);
  });

  it("an empty FAQ answer is refused too", () => {
    const copy = brokenCopy(
      "faq.yml",
      (text) => text.replace(/answer: Yes\. Every estimate[^\n]*/, 'answer: ""'),
      'answer: ""',
    );
    expect(problemsOf(copy.dir)).toEqual([
      `${asShown("faq.yml", "faq.1.answer")}must not be empty (${copy.at("faq.yml")}, faq.1.answer, line ${copy.line})`,
    ]);
  });

  it("a malformed phone names the file, the field, the rule and the line", () => {
    const copy = brokenCopy(
      "business.yml",
      (text) => text.replace(/^( +phone:) .*$/m, "$1 662-555-014"),
      "phone: 662-555-014",
    );
    expect(problemsOf(copy.dir)).toEqual([
      `Business and contact › Phone number: ${PHONE_MESSAGE} (${copy.at("business.yml")}, contact.phone, line ${copy.line})`,
    ]);
  });

  it("a file that still has the phone's two lines (display and tel) is read as before", () => {
    const { display, tel } = shipped.contact.phone;
    const copy = brokenCopy("business.yml", (text) =>
      text.replace(/^( +)phone: .*$/m, `$1phone:\n$1  display: ${display}\n$1  tel: "${tel}"`),
    );
    expect(loadContent(copy.dir).contact.phone).toEqual({ display, tel });
  });

  it("in the two-line form, a tel that is not the displayed number names the tel line", () => {
    const { display } = shipped.contact.phone;
    const copy = brokenCopy(
      "business.yml",
      (text) => text.replace(/^( +)phone: .*$/m, `$1phone:\n$1  display: ${display}\n$1  tel: "+19015550187"`),
      'tel: "+19015550187"',
    );
    expect(problemsOf(copy.dir)).toEqual([
      `${asShown("business.yml", "contact.phone.tel")}display and tel must be the same number (${copy.at("business.yml")}, contact.phone.tel, line ${copy.line})`,
    ]);
  });

  it("a field in the wrong file says where it belongs", () => {
    const copy = brokenCopy("reviews.yml", (text) => `${text}services: []\n`);
    expect(problemsOf(copy.dir)).toEqual([
      `${copy.at("reviews.yml")}: services: belongs in ${copy.at("services.yml")}`,
    ]);
  });

  it("a missing file is named with what it holds", () => {
    const copy = brokenCopy("process.yml", () => "");
    rmSync(copy.at("process.yml"));
    expect(problemsOf(copy.dir)).toEqual([`${copy.at("process.yml")}: the file is missing (it holds process)`]);
  });

  it("a gallery photo with a list for its kind of work names the entry", () => {
    const copy = brokenCopy(
      "gallery.yml",
      (text) => text.replace("photos: []", "photos:\n    - file: smith-yard.jpg\n      type: [wood, gates]"),
      "type: [wood, gates]",
    );
    expect(problemsOf(copy.dir)).toEqual([
      `Photos and pictures › Photos › photo 1 › Kind of work: Invalid input: expected string, received array (${copy.at("gallery.yml")}, gallery.photos.0.type, line ${copy.line})`,
    ]);
  });
});

describe("the schema's rules", () => {
  it.each([
    ["a phone whose tel differs", (c: ContentFiles) => (c.contact.phone.tel = "+16625550199"), "contact.phone.tel"],
    ["a bad e-mail", (c: ContentFiles) => (c.contact.email = "estimates at example.com"), "contact.email"],
    [
      "a service with more pictures than its section holds",
      (c: ContentFiles) =>
        (c.services[0]!.images = Array.from({ length: SERVICE_PICTURES_MAX + 1 }, (_, i) => ({ image: `wood-${i}` }))),
      "services.0.images",
    ],
    [
      "an opening time that is not a time",
      (c: ContentFiles) => ((c.contact.hours[0] as { opens: string }).opens = "7am"),
      "contact.hours.0.opens",
    ],
    [
      "a services picture named with a space",
      (c: ContentFiles) => (c.services[0]!.images[0]!.image = "wood 1.jpg"),
      "services.0.images.0.image",
    ],
    ["two services with one id", (c: ContentFiles) => c.services.push(structuredClone(c.services[0]!)), "services"],
    ["two questions with one id", (c: ContentFiles) => c.faq.push(structuredClone(c.faq[0]!)), "faq"],
    [
      "a gallery photo listed twice",
      (c: ContentFiles) => c.gallery.photos.push({ file: "a.jpg" }, { file: "a.jpg" }),
      "gallery.photos",
    ],
  ])("stop the build on %s, naming the field as the editor shows it, and its file", (_name, edit, field) => {
    const problems = (() => {
      try {
        parsedWith(edit);
        return [];
      } catch (error) {
        return (error as ContentError).problems;
      }
    })();
    expect(problems.length).toBeGreaterThan(0);
    const file = contentFileOf(field.split(".")[0]!, SAMPLE_CONTENT_DIR);
    expect(problems[0]!.startsWith(asShown(file, field)), problems[0]).toBe(true);
    expect(problems[0]).toContain(`(${file}, ${field}`);
  });
});

/** The problems of the shipped content with `list` cut or grown to `length` items (copies of its first). */
function problemsWithLength(list: LimitedList, length: number): readonly string[] {
  try {
    parsedWith((c) => {
      const items: unknown[] = c[list];
      const first = items[0] ?? shipped.reviews[0];
      items.splice(length);
      // Each copy gets its own id and name: anchors and towns must differ.
      while (items.length < length) {
        const copy = structuredClone(first) as { id?: string; name?: string };
        const tag = "abcdefghijklmnopqrstuvwxyz"[items.length]!;
        if (copy.id !== undefined) copy.id = `copy-${tag}`;
        if (copy.name !== undefined) copy.name = `${copy.name} ${tag}`;
        items.push(copy);
      }
    });
    return [];
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
}

describe("the lists the owner can grow", () => {
  const lists = Object.entries(LIST_LIMITS) as [LimitedList, (typeof LIST_LIMITS)[LimitedList]][];

  it.each(lists)("%s may hold as few and as many items as the design holds", (list, { min, max }) => {
    expect(problemsWithLength(list, min)).toEqual([]);
    expect(problemsWithLength(list, max)).toEqual([]);
  });

  it.each(lists)("%s above its limit stops the build, naming the file, the list and why", (list, { max, tooMany }) => {
    const problems = problemsWithLength(list, max + 1);
    expect(problems).toHaveLength(1);
    expect(problems[0]!.startsWith(asShown(contentFileOf(list), list)), problems[0]).toBe(true);
    expect(problems[0]).toContain(tooMany);
  });

  it.each(lists.filter(([, { min }]) => min > 0))(
    "%s below its limit stops the build, naming the file, the list and why",
    (list, { min, tooFew }) => {
      const problems = problemsWithLength(list, min - 1);
      expect(problems).toHaveLength(1);
      expect(problems[0]!.startsWith(asShown(contentFileOf(list), list)), problems[0]).toBe(true);
      expect(problems[0]).toContain(tooFew);
    },
  );

  it("each limit gives its reason", () => {
    for (const [list, { min, tooFew, tooMany }] of lists) {
      expect(tooMany, list).toMatch(new RegExp(`^at most ${LIST_LIMITS[list].max} \\w+: .+`));
      if (min > 0) expect(tooFew, list).toMatch(/^list at least \w+ \w+: .+/);
    }
  });
});

describe("services pictures", () => {
  it("may be written as a file name, as the editor at /admin does after an upload, and are read as the name", () => {
    const parsed = parsedWith((c) => (c.services[0]!.images[0]!.image = "wood-1.webp"));
    expect(parsed.services[0]!.images[0]!.image).toBe("wood-1");
    expect(parsed.services[0]!.images[1]!.image).toBe(shipped.services[0]!.images[1]!.image);
  });
});

/** Every detail an owner replaces before the site can be found: real values, none of the samples. */
const allReal = (c: ContentFiles) => {
  c.business.name = "Realfence Co.";
  c.business.shortName = "Realfence";
  c.contact.email = "office@realfenceco.com";
  c.contact.phone = { display: "(662) 393-1234", tel: "+16623931234" };
  c.social = [{ network: "facebook", label: "Facebook", url: "https://www.facebook.com/realfenceco" }];
  c.footer.designCredit.name = "Delta Web Works";
  c.reviews = c.reviews.map((review) => ({ ...review, sample: false }));
  c.badges.reviews = [];
};

describe("sample details recognised whatever they equal (app/content/sample.ts)", () => {
  it("names every one the frozen shipped sample holds, each with its place", () => {
    const sample = loadContent(SAMPLE_CONTENT_DIR);
    const { business, contact, social, footer, reviews, badges } = sample;
    const found = sampleDetailsByField(sample).map(({ detail, path }) => [path.join("."), detail]);
    expect(found).toEqual(
      expect.arrayContaining([
        ["business.name", `name ${business.name}`],
        ["business.shortName", `short name ${business.shortName}`],
        ["contact.phone", `phone ${contact.phone.display}`],
        ["contact.email", `e-mail ${contact.email}`],
        ...social.map((link, i) => [`social.${i}.url`, `${link.label} link ${link.url}`]),
        ["footer.designCredit.name", `website credit ${footer.designCredit.name}`],
        ...reviews.map((review, i) => [`reviews.${i}`, `sample review by ${review.author}`]),
        ...badges.reviews.map((badge, i) => [`badges.reviews.${i}`, `review badge ${badge.name} (${badge.image})`]),
      ]),
    );
    expect(reviews.length + badges.reviews.length).toBeGreaterThan(0);
  });

  it("finds none once every detail is real, with no social link, no review and no review badge", () => {
    expect(sampleDetails(parsedWith(allReal))).toEqual([]);
    const bare = parsedWith((c) => {
      allReal(c);
      c.social = [];
      c.reviews = [];
    });
    expect(sampleDetails(bare)).toEqual([]);
  });

  const oneLeft: Record<string, [(c: ContentFiles) => void, string]> = {
    "the sample company name": [(c) => (c.business.name = "Example Fence & Deck Co."), "name Example Fence & Deck Co."],
    "the sample short name alone": [(c) => (c.business.shortName = "Example Fence"), "short name Example Fence"],
    "the reserved 555 number": [
      (c) => (c.contact.phone = { display: "(662) 555-0142", tel: "+16625550142" }),
      "phone (662) 555-0142",
    ],
    "a reserved 555 number for texts": [
      (c) => (c.contact.textNumber = { display: "(662) 555-0143", tel: "+16625550143" }),
      "texting number (662) 555-0143",
    ],
    "an example.com address": [(c) => (c.contact.email = "estimates@example.com"), "e-mail estimates@example.com"],
    "a social link to the network's front page": [
      (c) => c.social.push({ network: "instagram", label: "Instagram", url: "https://www.instagram.com/" }),
      "Instagram link https://www.instagram.com/",
    ],
    "the sample design credit": [
      (c) => (c.footer.designCredit.name = "Sample Web Studio"),
      "website credit Sample Web Studio",
    ],
    "one sample review alone": [(c) => (c.reviews[0]!.sample = true), `sample review by ${shipped.reviews[0]!.author}`],
    "a badge named a sample": [
      (c) =>
        c.badges.reviews.push({ name: "Top rated (sample badge)", image: "/badges/top.svg", width: 112, height: 32 }),
      "review badge Top rated (sample badge)",
    ],
    "a badge renamed but still showing a sample picture": [
      (c) =>
        c.badges.reviews.push({
          name: "Accredited business",
          image: SAMPLE_BADGE_PICTURES[1]!,
          width: 112,
          height: 32,
        }),
      `review badge Accredited business (${SAMPLE_BADGE_PICTURES[1]})`,
    ],
  };
  for (const [what, [edit, named]] of Object.entries(oneLeft)) {
    it(`names ${what} and nothing else`, () => {
      const content = parsedWith((c) => {
        allReal(c);
        edit(c);
      });
      expect(sampleDetails(content)).toEqual([expect.stringContaining(named)]);
    });
  }
});
