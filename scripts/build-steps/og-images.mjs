// Sharing pictures (Open Graph / Twitter, 1200x630) for every public page,
// composed at build time from the brand (logo mark, colours, the company name
// from the content module) and the page's hero photo when the image pipeline
// provides one. Output: public/og/<slug>.jpg, which Vite copies into the build.
// A picture is re-rendered only when one of its inputs changes (cache by hash).
// Usage: node scripts/build-steps/og-images.mjs
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { copyFile, mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { contentPages } from "../../app/pageKinds.mjs";
import { publicPages } from "../../app/pages.mjs";
import { iconSvg } from "./icons.mjs";
import { SAMPLE_DIR, SOURCE_DIR } from "./images/config.mjs";
import { loadSiteFacts } from "./seo/load-ts.mjs";
import { woffToSfnt } from "./seo/woff-to-sfnt.mjs";
import { themeColour } from "../lib/theme-colour.mjs";

const SELF = fileURLToPath(import.meta.url);
const OUT_DIR = "public/og";
const CACHE_DIR = ".cache/og";
const MAX_BYTES = 150 * 1024;

/** The theme's colours the cards use (app/styles/theme.css). */
const COLOURS = {
  charcoal: themeColour("charcoal"),
  charcoalSoft: themeColour("charcoal-soft"),
  brandDark: themeColour("brand-dark"),
  brandLight: themeColour("brand-light"),
  paper: themeColour("paper"),
};

const FONTS = {
  heading: { woff: "node_modules/@fontsource/oswald/files/oswald-latin-600-normal.woff", family: "Oswald SemiBold" },
  body: { woff: "node_modules/@fontsource/oswald/files/oswald-latin-400-normal.woff", family: "Oswald" },
};
/** The logo mark on its square, as the favicon shows it. */
const LOGO_SVG = iconSvg();

/**
 * The hero photo behind a page's card: the picture chosen for the page's top in the editor
 * (pictures.hero.<slug>), else the owner's file named after it (content/images/hero/<slug>.jpg|png|webp),
 * else the pipeline's sample drawing (.cache/images/samples/hero/<slug>.svg) while drawn samples
 * are on; with none, the card is brand-only.
 * @param {string} slug
 * @param {{ pictures?: { drawnSamples?: boolean, hero?: Record<string, string | undefined> } }} [site]
 */
export function findHeroSource(slug, site) {
  const chosen = site?.pictures?.hero?.[slug];
  const candidates = [
    ...(chosen ? [path.join(SOURCE_DIR, "hero", chosen)] : []),
    ...["jpg", "jpeg", "png", "webp"].map((ext) => path.join(SOURCE_DIR, "hero", `${slug}.${ext}`)),
    ...(site?.pictures?.drawnSamples === false ? [] : [path.join(SAMPLE_DIR, "hero", `${slug}.svg`)]),
  ];
  return candidates.find((file) => existsSync(file)) ?? null;
}

/**
 * The photo behind a content page's card (app/pageKinds.mjs `sharePicture`, "services/wood-1"): the
 * owner's file of that name, else its sample drawing while drawn samples are on; null for none.
 * @param {string | undefined} picture
 * @param {{ pictures?: { drawnSamples?: boolean } }} [site]
 */
export function findPictureSource(picture, site) {
  if (!picture) return null;
  const candidates = [
    ...["jpg", "jpeg", "png", "webp"].map((ext) => path.join(SOURCE_DIR, `${picture}.${ext}`)),
    ...(site?.pictures?.drawnSamples === false ? [] : [path.join(SAMPLE_DIR, `${picture}.svg`)]),
  ];
  return candidates.find((file) => existsSync(file)) ?? null;
}

const escapeMarkup = (text) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** Pango renders from sfnt files; the converted fonts live in the cache. */
async function fontFile(font) {
  const file = path.join(CACHE_DIR, "fonts", `${path.basename(font.woff, ".woff")}.ttf`);
  if (!existsSync(file)) {
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, woffToSfnt(await readFile(font.woff)));
  }
  return file;
}

async function textImage(text, { font, size, colour, width, letterSpacing = 0 }) {
  const markup = `<span foreground="${colour}" letter_spacing="${letterSpacing * 1024}">${escapeMarkup(text)}</span>`;
  return sharp({
    text: {
      text: markup,
      font: `${font.family}, ${size}`,
      fontfile: await fontFile(font),
      width,
      wrap: "word",
      dpi: 72,
      rgba: true,
      spacing: Math.round(size * 0.12),
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
}

/** The largest headline size that fits the column in at most three lines. */
async function fittedHeadline(text, width, maxHeight) {
  for (const size of [76, 68, 60, 52, 44]) {
    const image = await textImage(text.toUpperCase(), { font: FONTS.heading, size, colour: COLOURS.paper, width });
    if (image.info.height <= maxHeight) return image;
  }
  throw new Error(`og-images: headline too long for the card: "${text}"`);
}

/** The background: the hero photo under a charcoal shade, or the brand mark on charcoal. */
async function background(hero, logoSvg, width, height) {
  if (hero) {
    const photo = await sharp(hero).resize(width, height, { fit: "cover", position: "attention" }).toBuffer();
    const shade = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
      <defs><linearGradient id="s" x1="0" y1="0" x2="1" y2="0">
        <stop offset="0" stop-color="${COLOURS.charcoal}" stop-opacity="0.94"/>
        <stop offset="0.5" stop-color="${COLOURS.charcoal}" stop-opacity="0.8"/>
        <stop offset="1" stop-color="${COLOURS.charcoal}" stop-opacity="0.2"/>
      </linearGradient></defs>
      <rect width="100%" height="100%" fill="url(#s)"/></svg>`;
    return sharp(photo).composite([{ input: Buffer.from(shade) }]);
  }
  // The mark without its tile, large and faint on the right.
  const mark = logoSvg.replace(/<rect[^>]*\/>/, "").replace("<svg ", '<svg opacity="0.16" ');
  const markImage = await sharp(Buffer.from(mark), { density: 900 }).resize(440, 440).png().toBuffer();
  return sharp({ create: { width, height, channels: 3, background: COLOURS.charcoal } }).composite([
    { input: markImage, left: width - 440 - 40, top: 30 },
  ]);
}

export async function renderCard({ headline, businessName, phone, place, host, hero, logoSvg }) {
  const width = 1200;
  const height = 630;
  const band = 88;
  const left = 72;

  const base = await (await background(hero, logoSvg, width, height - band)).png().toBuffer();
  const tile = await sharp(Buffer.from(logoSvg), { density: 400 }).resize(72, 72).png().toBuffer();
  const name = await textImage(businessName.toUpperCase(), {
    font: FONTS.heading,
    size: 32,
    colour: COLOURS.paper,
    width: 900,
    letterSpacing: 1,
  });
  const title = await fittedHeadline(headline, 720, 270);
  const call = await textImage(`CALL ${phone}  ·  ${place.toUpperCase()}`, {
    font: FONTS.body,
    size: 30,
    colour: "#ffffff",
    width: 800,
    letterSpacing: 1,
  });
  const site = await textImage(host, { font: FONTS.body, size: 26, colour: "#ffffff", width: 400 });
  const accent = await sharp({ create: { width: 88, height: 6, channels: 3, background: COLOURS.brandLight } })
    .png()
    .toBuffer();

  return sharp({ create: { width, height, channels: 3, background: COLOURS.brandDark } })
    .composite([
      { input: base, left: 0, top: 0 },
      { input: tile, left, top: 60 },
      { input: name.data, left: left + 92, top: 96 - Math.round(name.info.height / 2) },
      { input: accent, left, top: 200 },
      { input: title.data, left, top: 228 },
      { input: call.data, left, top: height - band / 2 - Math.round(call.info.height / 2) },
      {
        input: site.data,
        left: width - left - site.info.width,
        top: height - band / 2 - Math.round(site.info.height / 2),
      },
    ])
    .jpeg({ quality: 82, mozjpeg: true, chromaSubsampling: "4:4:4" })
    .toBuffer();
}

async function fileHash(file) {
  return file
    ? createHash("sha256")
        .update(await readFile(file))
        .digest("hex")
    : null;
}

/** Everything that changes the picture; the cache key. */
async function cardKey(card) {
  const inputs = {
    ...card,
    logoSvg: undefined,
    hero: await fileHash(card.hero),
    renderer: await fileHash(SELF),
    fonts: await Promise.all(Object.values(FONTS).map((f) => fileHash(f.woff))),
    colours: COLOURS,
    logo: LOGO_SVG,
    sharp: sharp.versions.sharp,
  };
  return createHash("sha256").update(JSON.stringify(inputs)).digest("hex").slice(0, 16);
}

export async function renderSocialImages() {
  const started = Date.now();
  const { site, origin } = await loadSiteFacts();
  const logoSvg = LOGO_SVG;
  await mkdir(OUT_DIR, { recursive: true });
  await mkdir(CACHE_DIR, { recursive: true });
  const cached = new Set(await readdir(CACHE_DIR));

  const results = [];
  // Each public page's card, with its hero photo; each content page's, with its own first picture.
  const cards = [
    ...publicPages.map(({ key }) => ({
      slug: key,
      headline: site.pages[key].shareHeadline,
      hero: findHeroSource(key, site),
    })),
    ...contentPages(site).map((page) => ({
      slug: page.key,
      headline: page.shareHeadline,
      hero: findPictureSource(page.sharePicture, site),
    })),
  ];
  for (const { slug, headline, hero } of cards) {
    const card = {
      headline,
      businessName: site.business.name,
      phone: site.contact.phone.display,
      place: `${site.contact.address.locality}, ${site.contact.address.region}`,
      host: new URL(origin).host,
      hero,
    };
    const cacheName = `${slug}-${await cardKey(card)}.jpg`;
    const cacheFile = path.join(CACHE_DIR, cacheName);
    const fresh = !cached.has(cacheName);
    if (fresh) {
      const jpeg = await renderCard({ ...card, logoSvg });
      if (jpeg.length > MAX_BYTES) console.warn(`og-images: ${slug} is ${jpeg.length} bytes, over ${MAX_BYTES}`);
      for (const old of cached)
        if (old.startsWith(`${slug}-`) && /^[0-9a-f]{16}\.jpg$/.test(old.slice(slug.length + 1)))
          await rm(path.join(CACHE_DIR, old));
      await writeFile(cacheFile, jpeg);
    }
    await copyFile(cacheFile, path.join(OUT_DIR, `${slug}.jpg`));
    results.push(`${slug}${card.hero ? " (photo)" : " (brand only)"}${fresh ? "" : " cached"}`);
  }
  // A picture of a page that is no longer in the list (or was renamed) would still be served.
  const current = new Set(cards.map((card) => `${card.slug}.jpg`));
  for (const file of await readdir(OUT_DIR)) if (!current.has(file)) await rm(path.join(OUT_DIR, file));
  console.log(`og-images: ${results.join(", ")} in ${Date.now() - started} ms`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === SELF) await renderSocialImages();
