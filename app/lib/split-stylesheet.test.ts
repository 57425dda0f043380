import { describe, expect, it } from "vitest";
import { splitStylesheet, topLevelRules } from "./split-stylesheet";

const utilities = Array.from({ length: 40 }, (_, i) => `.m-${i}{margin:${i}px}`).join("");
const sheet =
  `@font-face{font-family:"Inter";src:url(/a.woff2) format("woff2")}` +
  `@layer theme,base,utilities;` +
  `@layer base{*{box-sizing:border-box}}` +
  `@layer utilities{${utilities}}` +
  `@media (min-width:40rem){.sm\\:flex{display:flex}}`;

/** The rules of `pieces`, with every `@layer utilities{…}` wrapper taken off again. */
function unwrapped(pieces: string[]): string {
  return pieces.join("").replace(/@layer utilities\{((?:\.m-\d+\{margin:\d+px\})+)\}/g, "$1");
}

describe("splitStylesheet", () => {
  it("keeps a stylesheet smaller than a piece whole", () => {
    expect(splitStylesheet(sheet, 10_000)).toEqual([sheet]);
  });

  it("cuts between top-level rules, and the pieces in order are the stylesheet again", () => {
    const pieces = splitStylesheet(sheet, 500);
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.every((piece) => piece.length <= 500)).toBe(true);
    expect(unwrapped(pieces)).toBe(unwrapped([sheet]));
  });

  it("cuts a layer larger than a piece into blocks of the same layer, its rules in order", () => {
    const pieces = splitStylesheet(sheet, 300);
    const layerBlocks = pieces.join("").match(/@layer utilities\{[^]*?\}\}/g) ?? [];
    expect(layerBlocks.length).toBeGreaterThan(2);
    expect(layerBlocks.every((block) => block.length <= 300)).toBe(true);
    expect(unwrapped(pieces)).toBe(unwrapped([sheet]));
    // The layer order statement stays before any layer's rules.
    expect(pieces.join("").indexOf("@layer theme,base,utilities;")).toBeLessThan(
      pieces.join("").indexOf("@layer base{"),
    );
  });

  it("does not cut inside strings or comments that hold braces or semicolons", () => {
    const tricky = `.a::before{content:"} ; {"}/* a } b ; */.b{content:'\\'}'}`;
    expect(topLevelRules(tricky)).toEqual([`.a::before{content:"} ; {"}`, `/* a } b ; */.b{content:'\\'}'}`]);
  });

  it("leaves a single rule larger than a piece whole rather than break it", () => {
    const big = `.big{${"color:red;".repeat(50)}}`;
    expect(splitStylesheet(`${big}.c{color:blue}`, 100)).toEqual([big, ".c{color:blue}"]);
  });
});
