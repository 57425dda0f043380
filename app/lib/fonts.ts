// Two self-hosted files: the variable Inter for text and Oswald 600 for
// headings, cut down at build time to the characters the site uses
// (scripts/build-steps/fonts/run.mjs), Inter's weight axis to 400-700, the weights the
// text uses (INTER_WEIGHTS there; the @font-face below declares the same
// range). Both are preloaded so text paints in its real face; the
// metric-matched fallbacks in app.css keep the swap from moving anything.
import interUrl from "~/generated/fonts/inter.woff2?url";
import oswaldUrl from "~/generated/fonts/oswald.woff2?url";

export const fontPreloads = [interUrl, oswaldUrl];

export const fontFaces = `@font-face{font-family:"Inter Variable";font-style:normal;font-display:swap;font-weight:400 700;src:url(${interUrl}) format("woff2")}@font-face{font-family:"Oswald";font-style:normal;font-display:swap;font-weight:600;src:url(${oswaldUrl}) format("woff2")}`;
