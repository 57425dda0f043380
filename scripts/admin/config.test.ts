// @vitest-environment node
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { z } from "zod";
import { CONTENT_FILES } from "~/content/files";
import { LIST_LIMITS } from "~/content/listLimits";
import { PHONE_PATTERN } from "~/content/phone";
import { contentSchema } from "~/content/schema";
import { ADMIN_CONFIG_FILE } from "./build.mjs";
import { type EditorField, editorRules, ruleDifferences, schemaRules } from "./fields";

type Singleton = { name: string; file: string; format?: string; fields: EditorField[] };
const config = parse(readFileSync(ADMIN_CONFIG_FILE, "utf8")) as { singletons: Singleton[] };
const schemaJson = z.toJSONSchema(contentSchema, { io: "input", unrepresentable: "any" });

describe("the editor (admin/config.yml) and the content schema agree", () => {
  it("one screen per content file, editing exactly the fields that file holds", () => {
    const screens = Object.fromEntries(
      config.singletons.map((screen) => [screen.file, screen.fields.map((field) => field.name).sort()]),
    );
    const files = Object.fromEntries(
      Object.entries(CONTENT_FILES).map(([name, fields]) => [`content/${name}`, [...fields].sort()]),
    );
    expect(screens).toEqual(files);
    for (const screen of config.singletons) expect(screen.format, screen.file).toBe("yaml");
  });

  it("every field has the same name, type, required flag, pattern, choices and limits on both sides", () => {
    const editor = editorRules(config.singletons.flatMap((screen) => screen.fields));
    const schema = schemaRules(schemaJson as Parameters<typeof schemaRules>[0]);
    expect(Object.keys(schema).length).toBeGreaterThan(60);
    expect(ruleDifferences(schema, editor)).toEqual([]);
  });

  it("each list the owner grows has the schema's limits in the editor", () => {
    const editor = editorRules(config.singletons.flatMap((screen) => screen.fields));
    const limits = Object.entries(LIST_LIMITS);
    expect(limits.length).toBeGreaterThan(0);
    for (const [list, { min, max }] of limits) expect(editor[list], list).toMatchObject({ type: "list", min, max });
  });

  it("reports a drift naming the field: a list length, a pattern, a missing field", () => {
    const schema = schemaRules(schemaJson as Parameters<typeof schemaRules>[0]);
    const drifted = structuredClone(config.singletons.flatMap((screen) => screen.fields));
    const faq = drifted.find((field) => field.name === "faq")!;
    const { min, max } = LIST_LIMITS.faq;
    faq.max = max + 1;
    faq.fields = faq.fields!.filter((field) => field.name !== "answer");
    const contact = drifted.find((field) => field.name === "contact")!;
    contact.fields!.find((field) => field.name === "phone")!.pattern = ["^\\d+$", "digits"];
    expect(ruleDifferences(schema, editorRules(drifted))).toEqual([
      `contact.phone: schema ${JSON.stringify({ pattern: new RegExp(PHONE_PATTERN).source, required: true, type: "string" })}, editor {"pattern":"^\\\\d+$","required":true,"type":"string"}`,
      `faq: schema {"max":${max},"min":${min},"required":true,"type":"list"}, editor {"max":${max + 1},"min":${min},"required":true,"type":"list"}`,
      "faq[].answer: in the schema, missing from the editor",
    ]);
  });
});
