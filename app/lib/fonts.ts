// Two self-hosted files, latin subset only: the variable Inter for text and
// Oswald 600 for headings. Both are preloaded so text paints in its real face.
import interUrl from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import oswaldUrl from "@fontsource/oswald/files/oswald-latin-600-normal.woff2?url";

export const fontPreloads = [interUrl, oswaldUrl];

export const fontFaces = `@font-face{font-family:"Inter Variable";font-style:normal;font-display:swap;font-weight:100 900;src:url(${interUrl}) format("woff2")}@font-face{font-family:"Oswald";font-style:normal;font-display:swap;font-weight:600;src:url(${oswaldUrl}) format("woff2")}`;
