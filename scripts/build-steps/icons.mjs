// The site's icons, made from the logo mark (app/components/layout/logoMark.mjs) in the theme's
// colours (app/styles/theme.css): favicon.svg, favicon.ico (32 x 32) and apple-touch-icon.png
// (180 x 180) in public/, which Vite copies into the build. A build after a colour change redraws them.
// Usage: node scripts/build-steps/icons.mjs
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import sharp from "sharp";
import { ICON_BACKGROUND, LOGO_MARK_SHAPES } from "../../app/components/layout/logoMark.mjs";
import { themeColour } from "../lib/theme-colour.mjs";

const OUT_DIR = "public";

/** The mark on its rounded square, as the favicon and the sharing pictures show it. */
export function iconSvg() {
  const shapes = LOGO_MARK_SHAPES.map(({ d, colour }) => `<path d="${d}" fill="${themeColour(colour)}"/>`).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" rx="8" fill="${themeColour(ICON_BACKGROUND)}"/>${shapes}</svg>`;
}

/** The icon as a PNG of size x size pixels. */
const iconPng = (size) =>
  sharp(Buffer.from(iconSvg()), { density: (72 * size) / 40 })
    .resize(size, size)
    .png()
    .toBuffer();

/**
 * An .ico file holding one PNG image (which every browser that reads .ico accepts): the 6-byte header,
 * one 16-byte directory entry, then the PNG.
 */
export function icoOf(png, size) {
  const header = Buffer.alloc(6 + 16);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size % 256, 6); // width (0 means 256)
  header.writeUInt8(size % 256, 7); // height
  header.writeUInt8(0, 8); // no palette
  header.writeUInt8(0, 9); // reserved
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14); // the image's size
  header.writeUInt32LE(header.length, 18); // where it starts
  return Buffer.concat([header, png]);
}

/** Writes the three icons into dir; returns their file names. */
export async function writeIcons(dir = OUT_DIR) {
  await mkdir(dir, { recursive: true });
  const files = {
    "favicon.svg": Buffer.from(iconSvg()),
    "favicon.ico": icoOf(await iconPng(32), 32),
    "apple-touch-icon.png": await iconPng(180),
  };
  await Promise.all(Object.entries(files).map(([name, bytes]) => writeFile(path.join(dir, name), bytes)));
  return Object.keys(files);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  console.log(`icons: ${(await writeIcons()).join(", ")} in ${OUT_DIR}/`);
}
