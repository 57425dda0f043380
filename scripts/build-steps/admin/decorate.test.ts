// @vitest-environment node
// The build's additions to the editor's settings (decisions 0016 and 0017), on the settings as
// shipped: the Publish Changes switch, the connect step and each screen's notes.
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { editorConfig } from "./config.mjs";
import {
  connectPublishUrl,
  decorateEditorConfig,
  publishWorkflowText,
  repositoryHoldsPublishWorkflow,
} from "./decorate.mjs";
import { fieldLabel } from "../../../app/content/editorLabels.mjs";
import { PUBLISH_WORKFLOW, SKIP_MARKER } from "../../deploy/host/publishing.mjs";

/** The editor's configuration as generated from the schema, before the build decorates it. */
let generated: string;
beforeAll(async () => {
  generated = JSON.stringify((await editorConfig({}, { worker: null })).config);
}, 60_000);
/** A fresh copy each time: the decoration changes its object in place. */
const shipped = () => JSON.parse(generated);
const nothingToSay = { details: [], kept: [], fixes: [] };
const url = connectPublishUrl("owner/site", "main", publishWorkflowText());

describe("the Publish Changes switch", () => {
  it("with the workflow in the repository, every save and deletion waits for Publish Changes, as shipped, and no connect step shows", () => {
    const config = decorateEditorConfig(shipped(), { setup: nothingToSay, publish: { holds: true, url: null } });
    expect(config.backend.skip_ci).toBe(true);
    expect(config.backend.commit_messages.delete).toMatch(SKIP_MARKER);
    expect(config.backend.commit_messages.deleteMedia).toMatch(SKIP_MARKER);
    expect(config).toEqual(
      decorateEditorConfig(shipped(), { setup: nothingToSay, publish: { holds: true, url: null } }),
    );
    expect(JSON.stringify(config)).not.toContain("connect Publish Changes");
    expect(config.singletons[0].fields).toEqual(shipped().singletons[0].fields);
  });

  it("without it, saves and deletions deploy at once, and the first note of the first screen is the connect link", () => {
    const config = decorateEditorConfig(shipped(), { setup: nothingToSay, publish: { holds: false, url } });
    expect(config.backend.skip_ci).toBe(false);
    expect(config.backend.commit_messages.delete).not.toMatch(SKIP_MARKER);
    expect(config.backend.commit_messages.deleteMedia).not.toMatch(SKIP_MARKER);
    const first: string = config.singletons[0].fields[0].comment;
    expect(first).toMatch(/^\*\*First: connect Publish Changes\.\*\* \[Connect Publish Changes on GitHub\]\(/);
    expect(first).toContain(`(${url})`);
    expect(first).toContain("on Netlify each one costs 15 of its 300 monthly credits");
    // The shipped note on Save no longer says it waits for Publish Changes, notes above it or not.
    expect(JSON.stringify(config)).not.toContain("Save keeps your changes without putting them online");
    const withNotes = decorateEditorConfig(shipped(), {
      setup: {
        details: [],
        kept: [],
        fixes: [{ file: "business.yml", path: ["contact", "hours", 0], note: "closed" }],
      },
      publish: { holds: false, url },
    });
    expect(JSON.stringify(withNotes)).not.toContain("Save keeps your changes without putting them online");
    expect(JSON.stringify(withNotes)).toContain("Save puts your change online by itself");
  });

  it("links GitHub's new-file page with the workflow's place and exact text, which Markdown keeps whole", () => {
    const link = new URL(url);
    expect(link.pathname).toBe("/owner/site/new/main");
    expect(link.searchParams.get("filename")).toBe(PUBLISH_WORKFLOW);
    expect(link.searchParams.get("value")).toBe(publishWorkflowText());
    expect(url).not.toMatch(/[()\s]/);
  });

  it("finds the workflow only where GitHub runs it, answering the editor's event", () => {
    const root = mkdtempSync(path.join(tmpdir(), "repository-"));
    expect(repositoryHoldsPublishWorkflow(root)).toBe(false);
    mkdirSync(path.join(root, path.dirname(PUBLISH_WORKFLOW)), { recursive: true });
    writeFileSync(path.join(root, PUBLISH_WORKFLOW), "on: push\n");
    expect(repositoryHoldsPublishWorkflow(root)).toBe(false);
    writeFileSync(path.join(root, PUBLISH_WORKFLOW), publishWorkflowText());
    expect(repositoryHoldsPublishWorkflow(root)).toBe(true);
  });
});

describe("each screen's notes", () => {
  const address = {
    file: "business.yml",
    path: ["contact", "address"],
    key: "contact.address",
    value: "Olive Branch, MS 38654",
    confirmable: true,
  };
  const phone = {
    ...address,
    path: ["contact", "phone"],
    key: "contact.phone",
    value: "phone (662) 555-0142",
    confirmable: false,
  };
  const hours = { file: "business.yml", path: ["contact", "hours", 2], note: "has no opening and closing times" };

  it("lists what must be replaced, offers a tick for what may be the owner's, and names what the build resolved", () => {
    const config = decorateEditorConfig(shipped(), {
      setup: { details: [address, phone], kept: [], fixes: [hours] },
      publish: { holds: true, url: null },
    });
    const fields = config.singletons[0].fields;
    const ticks = fields.at(-1);
    expect(ticks).toMatchObject({ name: "keptSampleDetails", label: "These sample details are mine", multiple: true });
    expect(ticks.options).toEqual([{ label: "Address: Olive Branch, MS 38654", value: "contact.address" }]);
    // The notes open the screen, above the fields they are about.
    const notes: string = fields[0].comment;
    expect(notes).toContain("• Phone number: phone (662) 555-0142");
    expect(notes).toContain("**1 value is still as the example company wrote it**");
    expect(notes).toContain("• Opening hours › row 3: has no opening and closing times");
    expect(notes).not.toContain("Address:");
  });

  it("names the pages that share a title on the screen of the field that sets it, and on no other", () => {
    const repeat = {
      file: "services.yml",
      path: ["services", 1, "pageTitle"],
      note: 'gives the page Vinyl (/fences/vinyl) the same title in search results as the page Wood (/fences/wood): "Fences"',
    };
    const config = decorateEditorConfig(shipped(), {
      setup: { ...nothingToSay, repeats: [repeat] },
      publish: { holds: true, url: null },
    });
    const screen = config.singletons.find((s: { file: string }) => s.file === "content/services.yml");
    const notes: string = screen.fields[0].comment;
    expect(notes).toContain("**Pages that share a title or a description in search results");
    const label = fieldLabel(config, "services.yml", repeat.path).replace(`${screen.label} › `, "");
    expect(notes).toContain(`• ${label}: ${repeat.note}`);
    const others = config.singletons.filter((s: unknown) => s !== screen);
    expect(JSON.stringify(others)).not.toContain("share a title or a description in search results");
  });

  it("keeps a confirmed detail in the tick list, so the owner can untick it", () => {
    const config = decorateEditorConfig(shipped(), {
      setup: { details: [], kept: [address], fixes: [] },
      publish: { holds: true, url: null },
    });
    const fields = config.singletons[0].fields;
    expect(fields.at(-1).options).toEqual([{ label: "Address: Olive Branch, MS 38654", value: "contact.address" }]);
    expect(fields[0]).toEqual(shipped().singletons[0].fields[0]);
  });
});

describe("a collapsed group", () => {
  const reason = {
    file: "pages.yml",
    path: ["pages", "home", "reasons", 3],
    key: "pages.home.reasons.*@0a1b2c3d",
    value: "Financing available",
    confirmable: true,
    fact: true,
  };
  const group = (
    config: { singletons: { name: string; fields: { name: string; fields?: unknown[] }[] }[] },
    at: string[],
  ) => {
    let fields: unknown[] = config.singletons.find((screen) => screen.name === "pages")!.fields;
    let found: { name: string; collapsed?: boolean; fields?: unknown[] } | undefined;
    for (const name of at) {
      found = (fields as { name: string; fields?: unknown[] }[]).find((field) => field.name === name);
      fields = found?.fields ?? [];
    }
    return found!;
  };

  it("opens at once where a detail of the example is left in it, for the owner to act on; the others stay closed", () => {
    expect(group(shipped(), ["pages", "home"]).collapsed).toBe(true);
    const config = decorateEditorConfig(shipped(), {
      setup: { details: [reason], kept: [], fixes: [] },
      publish: { holds: true, url: null },
    });
    expect(group(config, ["pages", "home"]).collapsed).toBe(false);
    expect(group(config, ["pages", "contact"]).collapsed).toBe(true);
    // Confirmed, the detail asks nothing more: its group stays closed.
    const confirmed = decorateEditorConfig(shipped(), {
      setup: { details: [], kept: [reason], fixes: [] },
      publish: { holds: true, url: null },
    });
    expect(group(confirmed, ["pages", "home"]).collapsed).toBe(true);
  });
});

describe("the tick for every promise of a page", () => {
  it("follows the promises' own ticks where a page has more than one, named by the page as the screen names it", () => {
    const promise = (step: number) => ({
      file: "pages.yml",
      path: ["pages", "contact", "nextSteps", step],
      key: `pages.contact.nextSteps.*@0000000${step}`,
      value: `step ${step}`,
      confirmable: true,
      fact: true,
      promiseGroup: "pages.contact",
    });
    const config = decorateEditorConfig(shipped(), {
      setup: {
        details: [
          promise(0),
          promise(1),
          { ...promise(2), path: ["pages", "home", "reasons", 0], promiseGroup: "pages.home" },
        ],
        kept: [],
        fixes: [],
      },
      publish: { holds: true, url: null },
    });
    const ticks = config.singletons.find((screen: { name: string }) => screen.name === "pages").fields.at(-1);
    expect(ticks.options.slice(3)).toEqual([
      { label: "Every promise of the Contact page in this list (2)", value: "promises in pages.contact" },
    ]);
  });
});

describe("fieldLabel", () => {
  it("reads a place in the content as the editor labels it", () => {
    const config = shipped();
    expect(fieldLabel(config, "business.yml", ["contact", "address"])).toBe("Business and contact › Address");
    expect(fieldLabel(config, "business.yml", ["serviceAreas", 1])).toBe(
      "Business and contact › Service areas › town 2",
    );
    expect(fieldLabel(config, "faq.yml", ["faq", 2, "answer"])).toBe(
      "Questions and answers › Questions › question 3 › Answer",
    );
    expect(fieldLabel(config, "pages.yml", ["pages", "home", "title"])).toBe("Pages › Home page › Title");
    expect(fieldLabel(config, "reviews.yml", ["reviews", 0])).toBe("Reviews › review 1");
  });
});

describe("the first screen", () => {
  it("opens with the business as visitors will see it, where the build gives it", () => {
    const business = ["Name: Ridgeway Fence LLC", "Address: Dayton, OH 45402", "Towns: Dayton, OH; Kettering, OH"];
    const config = decorateEditorConfig(shipped(), {
      setup: { ...nothingToSay, business },
      publish: { holds: true, url: null },
    });
    const first = config.singletons[0];
    expect(first.file).toBe("content/business.yml");
    const comment = String(first.fields[0].comment);
    expect(comment.startsWith("**Your business as visitors will see it**")).toBe(true);
    for (const line of business) expect(comment).toContain(`• ${line}`);
    // No other screen carries it.
    expect(JSON.stringify(config.singletons.slice(1))).not.toContain("Your business as visitors will see it");
  });
});
