// @vitest-environment node
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { LOGO_MARK_SHAPES } from "../../app/components/layout/logoMark.mjs";
import { parseTheme, THEME_FILE } from "../../app/themeTokens.mjs";
import { writeIcons } from "./icons.mjs";

const theme = parseTheme(readFileSync(THEME_FILE, "utf8"));
const dir = mkdtempSync(path.join(tmpdir(), "icons-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The colour of one pixel of a picture, as #rrggbb. */
async function pixel(bytes, x, y) {
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return `#${[...data.subarray(at, at + 3)].map((v) => v.toString(16).padStart(2, "0")).join("")}`;
}

describe("the theme file", () => {
  it("declares the colours and fonts the site draws with", () => {
    expect(theme.color["brand-dark"]).toMatch(/^#[0-9a-f]{6}$/i);
    for (const { colour } of LOGO_MARK_SHAPES) expect(theme.color[colour], colour).toMatch(/^#[0-9a-f]{6}$/i);
    expect(theme.font.heading).toContain("Oswald");
  });

  it("is the one tracked source file that writes the brand's colours (tests and docs aside)", () => {
    const brand = Object.entries(theme.color).filter(([name]) => name.startsWith("brand"));
    expect(brand.length).toBeGreaterThan(1);
    const files = spawnSync("git", ["ls-files"], { encoding: "utf8" })
      .stdout.split("\n")
      .filter((file) => file && !/^(tests|docs)\/|\.test\.|\.md$/.test(file) && file !== THEME_FILE);
    expect(files.length).toBeGreaterThan(100);
    const writing = files.flatMap((file) => {
      let text = "";
      try {
        text = readFileSync(file, "latin1").toLowerCase();
      } catch {
        return []; // listed by git, removed from the working tree
      }
      return brand.filter(([, value]) => text.includes(value.toLowerCase())).map(([name]) => `${file}: ${name}`);
    });
    expect(writing).toEqual([]);
  });
});

describe("the icons the build makes from the theme", async () => {
  const names = await writeIcons(dir);
  const file = (name) => readFileSync(path.join(dir, name));

  it("are the favicon in SVG and ICO and the touch icon", () => {
    expect(names.sort()).toEqual(["apple-touch-icon.png", "favicon.ico", "favicon.svg"]);
  });

  it("draw the mark in the theme's colours, the roof in brand-dark", async () => {
    const svg = file("favicon.svg").toString("utf8");
    for (const { d, colour } of LOGO_MARK_SHAPES)
      expect(svg).toContain(`<path d="${d}" fill="${theme.color[colour]}"/>`);
    // The roof's middle, at (20, 12) on the mark's 40 x 40 grid.
    expect(await pixel(file("apple-touch-icon.png"), 90, 54)).toBe(theme.color["brand-dark"].toLowerCase());
  });

  it("favicon.ico holds one 32 x 32 PNG, as browsers read it", async () => {
    const ico = file("favicon.ico");
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 1]);
    expect([ico.readUInt8(6), ico.readUInt8(7)]).toEqual([32, 32]);
    const png = ico.subarray(ico.readUInt32LE(18), ico.readUInt32LE(18) + ico.readUInt32LE(14));
    expect(await sharp(png).metadata()).toMatchObject({ format: "png", width: 32, height: 32 });
    expect(await pixel(png, 16, 6)).toBe(theme.color["brand-dark"].toLowerCase());
  });

  it("the touch icon is 180 x 180", async () => {
    expect(await sharp(file("apple-touch-icon.png")).metadata()).toMatchObject({
      format: "png",
      width: 180,
      height: 180,
    });
  });
});
