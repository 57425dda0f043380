// @vitest-environment node
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { brandShades } from "../app/brandShades.mjs";
import { parseThemeFile, THEME_FILE } from "../app/themeTokens.mjs";
import { brandShadesTheme } from "./brandShades.ts";

const themeCss = readFileSync(THEME_FILE, "utf8");

describe("the brand's shades in the style sheet", () => {
  it("are a Tailwind theme block declaring each shade derived from the theme file's brand colour", () => {
    const block = brandShadesTheme(themeCss);
    expect(block).toMatch(/@theme \{[^}]+\}/);
    for (const [name, value] of Object.entries(brandShades(parseThemeFile(themeCss).color)))
      expect(block).toContain(`--color-${name}: ${value};`);
  });

  it("follow a new brand colour written in the theme file", () => {
    const blue = themeCss.replace(/^(\s*)--color-brand: [^;]+;/m, "$1--color-brand: #2f6db5;");
    expect(blue).not.toBe(themeCss);
    expect(brandShadesTheme(blue)).not.toBe(brandShadesTheme(themeCss));
    expect(brandShadesTheme(blue)).toContain(
      `--color-brand-dark: ${brandShades(parseThemeFile(blue).color)["brand-dark"]};`,
    );
  });
});
