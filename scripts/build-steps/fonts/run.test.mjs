import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { site } from "../../../app/content";
import { fontFaces } from "../../../app/lib/fonts";
import { buildFonts, CHARACTERS, INTER_WEIGHTS } from "./run.mjs";

/** Every string anywhere in the site content. */
function strings(value) {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

describe("font subsets", () => {
  it("cover every character of the site's content, so no word falls back to another face", () => {
    const missing = new Set();
    for (const text of strings(site)) {
      for (const char of text) if (!/\s/.test(char) && !CHARACTERS.includes(char)) missing.add(char);
    }
    expect([...missing]).toEqual([]);
  });

  it("are valid WOFF2 files, smaller than the fonts they are cut from", async () => {
    await buildFonts({ quiet: true });
    const inter = await readFile("app/generated/fonts/inter.woff2");
    const oswald = await readFile("app/generated/fonts/oswald.woff2");
    for (const font of [inter, oswald]) expect(font.subarray(0, 4).toString("latin1")).toBe("wOF2");
    // Inter's weight axis cut to 400-700: 34.5 KB with the whole axis (100-900).
    expect(inter.length).toBeLessThan(27 * 1024);
    expect(oswald.length).toBeLessThan(11 * 1024);
  });

  it("declare in @font-face the weight range the Inter file keeps, so no weight is asked for that it lacks", () => {
    const inter = fontFaces.match(/@font-face\{font-family:"Inter Variable";[^}]*\}/)?.[0] ?? "";
    expect(inter).toContain(`font-weight:${INTER_WEIGHTS.min} ${INTER_WEIGHTS.max};`);
  });
});
