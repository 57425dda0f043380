import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// A badge is an <img>: its SVG text cannot use the site's fonts, and a phone without Arial draws
// it in a wider font. A textLength on every text holds it to the width it was drawn for. Every
// badge the site ships (public/badges/) is checked, whichever the content in use shows: an owner
// may list any of them, or none.
const BADGES_DIR = path.join("public", "badges");
const badgesWithText = readdirSync(BADGES_DIR)
  .filter((file) => file.endsWith(".svg"))
  .map((file) => ({ name: file, image: `/badges/${file}`, svg: readFileSync(path.join(BADGES_DIR, file), "utf8") }))
  .filter((badge) => badge.svg.includes("<text"));

function textsOf(svg: string) {
  return [...svg.matchAll(/<text\b([^>]*)>([^<]*)<\/text>/g)].map(([, attributes, text]) => {
    const number = (name: string) => {
      const value = new RegExp(`\\b${name}="([^"]+)"`).exec(attributes!)?.[1];
      return value === undefined ? undefined : Number(value);
    };
    const anchor = /text-anchor="(\w+)"/.exec(attributes!)?.[1] ?? "start";
    return { text: text!, x: number("x") ?? 0, length: number("textLength"), anchor };
  });
}

describe("footer badges", () => {
  it("ships badges with text to check", () => expect(badgesWithText.length).toBeGreaterThan(0));

  it.each(badgesWithText.map((badge) => [badge.name, badge.image, badge.svg]))(
    "%s (%s): every text has a fixed length inside the badge",
    (_name, _image, svg) => {
      const width = Number(/viewBox="[\d.]+ [\d.]+ ([\d.]+) [\d.]+"/.exec(svg)?.[1]);
      for (const { text, x, length, anchor } of textsOf(svg)) {
        expect(length, `"${text}" needs a textLength`).toBeGreaterThan(0);
        const start = anchor === "middle" ? x - length! / 2 : anchor === "end" ? x - length! : x;
        expect(start, `"${text}" starts inside the badge`).toBeGreaterThanOrEqual(0);
        expect(start + length!, `"${text}" ends inside the badge, ${width} wide`).toBeLessThanOrEqual(width);
      }
    },
  );
});
