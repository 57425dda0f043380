// @vitest-environment node
// The Projects screen (content/projects.yml): what it accepts, how its mistakes are named (the
// screen and the field as the editor shows them), and content written before it existed.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { parseDocument } from "yaml";
import { SAMPLE_CONTENT_DIR } from "./dir.mjs";
import { fieldLabel } from "./editor";
import { CONTENT_FILES } from "./files";
import { loadContent, loadContentReport } from "./load";
import { PROJECT_PHOTOS_MAX, PROJECT_WORDS } from "./projectsSchema";
import { ContentError } from "./validate";

const copies: string[] = [];
afterEach(() => copies.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A copy of the frozen sample with projects.yml changed by `edit` (its YAML document), or removed. */
function sampleWith(edit: ((projects: ReturnType<typeof parseDocument>) => void) | "no file") {
  const dir = mkdtempSync(path.join(tmpdir(), "projects-"));
  copies.push(dir);
  for (const name of Object.keys(CONTENT_FILES)) cpSync(path.join(SAMPLE_CONTENT_DIR, name), path.join(dir, name));
  const file = path.join(dir, "projects.yml");
  if (edit === "no file") rmSync(file);
  else {
    const doc = parseDocument(readFileSync(file, "utf8"));
    edit(doc);
    writeFileSync(file, doc.toString());
  }
  return dir;
}

/** The problems loading a folder gives, one line each. */
function problemsOf(dir: string): readonly string[] {
  try {
    loadContent(dir);
    return [];
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
}

const shipped = loadContent(SAMPLE_CONTENT_DIR);

describe("the Projects screen", () => {
  it("reads the sample's projects as written, each photo by its name", () => {
    const written = parseDocument(readFileSync(path.join(SAMPLE_CONTENT_DIR, "projects.yml"), "utf8")).toJS() as {
      projects: { title: string; photos: { image: string }[] }[];
    };
    expect(shipped.projects.map((p) => p.title)).toEqual(written.projects.map((p) => p.title));
    expect(shipped.projects.flatMap((p) => p.photos.map((photo) => photo.image))).toEqual(
      written.projects.flatMap((p) => p.photos.map((photo) => photo.image)),
    );
  });

  it("builds content written before projects existed: no file is no project, and the words as left out", () => {
    const content = loadContent(sampleWith("no file"));
    expect(content.projects).toEqual([]);
    expect(content.projectTexts).toMatchObject(PROJECT_WORDS);
  });

  it("reads a photo uploaded in the editor (its file name) as its name", () => {
    const dir = sampleWith((doc) => doc.setIn(["projects", 0, "photos", 0, "image"], "IMG_0042.JPG"));
    // The image step checks that the photo is there; the schema reads its name.
    expect(loadContent(dir).projects[0]!.photos[0]!.image).toBe("IMG_0042");
  });

  it.each([
    ["month", ["projects", 1, "month"], 13, "must be a month number from 1 to 12"],
    ["year", ["projects", 1, "year"], "last spring", "must be a year such as 2025"],
    ["no title", ["projects", 0, "title"], "", "must not be empty"],
    ["a photo's mark", ["projects", 0, "photos", 0, "stage"], "during", "must be before or after, or left empty"],
    ["a photo's description", ["projects", 2, "photos", 1, "alt"], "", "must not be empty"],
  ])("names a wrong %s by its screen and label", (_what, place, value, message) => {
    const dir = sampleWith((doc) => doc.setIn(place, value));
    const problems = problemsOf(dir);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^${escape(fieldLabel("projects.yml", place))}: ${escape(message)} \\(`));
    expect(problems[0]).toContain(`${path.join(dir, "projects.yml")}, ${place.join(".")}`);
  });

  it("asks for 1 to 12 photos, naming the list", () => {
    const none = problemsOf(sampleWith((doc) => doc.setIn(["projects", 0, "photos"], doc.createNode([]))));
    expect(none).toEqual([expect.stringMatching(/^Projects › project 1 › Photos: add at least one photo/)]);
    const photo = { image: "southaven-cedar-after", alt: "The new fence" };
    const many = problemsOf(
      sampleWith((doc) =>
        doc.setIn(
          ["projects", 0, "photos"],
          doc.createNode(Array.from({ length: PROJECT_PHOTOS_MAX + 1 }, () => photo)),
        ),
      ),
    );
    expect(many).toEqual([
      expect.stringMatching(
        new RegExp(`^Projects › project 1 › Photos: must have at most ${PROJECT_PHOTOS_MAX} photos`),
      ),
    ]);
  });

  it("leaves out a service no longer offered, saying so, and keeps the project", () => {
    const report = loadContentReport(
      sampleWith((doc) => doc.setIn(["projects", 0, "offerings"], doc.createNode(["wood", "pergolas"]))),
    );
    expect(report.content.projects[0]!.offerings).toEqual(["wood"]);
    expect(report.fixes).toContainEqual({
      file: "projects.yml",
      path: ["projects", 0, "offerings", 1],
      note: "names pergolas, which is not among your services, so it is left out",
    });
  });

  it("with drawn samples off, leaves out the sample's drawn photos and the projects they leave empty", () => {
    const dir = sampleWith(() => {});
    const gallery = path.join(dir, "gallery.yml");
    writeFileSync(gallery, `${readFileSync(gallery, "utf8")}\npictures:\n  drawnSamples: false\n`);
    // One photo of the owner's, in the first project: that project stays with it alone.
    mkdirSync(path.join(dir, "images", "projects"), { recursive: true });
    writeFileSync(path.join(dir, "images", "projects", "southaven-cedar-after.jpg"), "");
    const report = loadContentReport(dir);
    expect(report.content.projects.map((p) => p.photos.map((photo) => photo.image))).toEqual([
      ["southaven-cedar-after"],
    ]);
    expect(report.fixes).toContainEqual({
      file: "projects.yml",
      path: ["projects", 1],
      note: "has no photo left to show, so it is left out",
    });
  });
});

/** A text as a regular expression matches it. */
function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
