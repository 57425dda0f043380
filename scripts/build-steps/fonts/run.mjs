// The font step of the build (`npm run fonts`, also run by build, test, dev
// and typecheck): cuts the two self-hosted fonts down to the characters an
// English-language site uses, so less stands between a slow phone and the
// first paint in the real faces (Inter 48 -> ~25 KB, Oswald 13 -> ~10 KB).
// Output: app/generated/fonts/*.woff2, imported by app/lib/fonts.ts (Vite
// hashes the file names). Cached by content hash in .cache/fonts.
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { copyFile, mkdir, readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import subsetFont from "subset-font";

const require = createRequire(import.meta.url);
const OUT_DIR = "app/generated/fonts";
const CACHE_DIR = ".cache/fonts";

const range = (from, to) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join("");

/**
 * Printable ASCII, the accented letters of names and places the owner may
 * type (café, Señor), and the typography the content uses: curly quotes,
 * dashes, bullet, ellipsis, ©, ®, ™, °, ×, €, arrows. Anything else still
 * shows, in the fallback face.
 */
export const CHARACTERS =
  range(0x20, 0x7e) +
  "\u00a0©®°±·×÷¼½¾" +
  "ÀÁÂÃÄÅÆÇÈÉÊËÌÍÎÏÑÒÓÔÕÖØÙÚÛÜÝàáâãäåæçèéêëìíîïñòóôõöøùúûüýÿŒœ" +
  "–—‘’‚“”„•…‹›€™←↑→↓−";

/**
 * The weights the site's text uses: normal, medium, semibold and bold (Tailwind's font-normal to
 * font-bold; <strong> is bold). Inter's weight axis is cut to this range: 34.5 -> 25.3 KB, the
 * same letters at every weight the pages ask for. app/lib/fonts.ts declares the same range in
 * its @font-face, so the browser neither asks for weights outside it nor fakes a bold.
 */
export const INTER_WEIGHTS = { min: 400, max: 700 };

export const FONTS = [
  {
    name: "inter",
    source: "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
    variationAxes: { wght: INTER_WEIGHTS },
  },
  { name: "oswald", source: "@fontsource/oswald/files/oswald-latin-600-normal.woff2" },
];

export async function buildFonts({ quiet = false } = {}) {
  await mkdir(OUT_DIR, { recursive: true });
  await mkdir(CACHE_DIR, { recursive: true });
  for (const font of FONTS) {
    const source = await readFile(require.resolve(font.source));
    const options = { targetFormat: "woff2", ...(font.variationAxes && { variationAxes: font.variationAxes }) };
    const key = createHash("sha256")
      .update(source)
      .update(CHARACTERS)
      .update(JSON.stringify(options))
      .update("subset-font 2.9.0")
      .digest("hex");
    const cached = path.join(CACHE_DIR, `${font.name}-${key.slice(0, 16)}.woff2`);
    if (!existsSync(cached)) {
      await writeFile(cached, await subsetFont(source, CHARACTERS, options));
    }
    const out = path.join(OUT_DIR, `${font.name}.woff2`);
    await copyFile(cached, out);
    if (!quiet) {
      const kb = (n) => (n / 1024).toFixed(1);
      const size = (await readFile(out)).length;
      console.log(`fonts: ${font.name} ${kb(source.length)} KB -> ${kb(size)} KB`);
    }
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await buildFonts();
