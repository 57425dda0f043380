import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";
import { brandShades } from "../app/brandShades.mjs";
import { parseTheme, parseThemeFile, THEME_FILE } from "../app/themeTokens.mjs";

/** The style sheet that imports the theme file: the shades are added to it. */
export const STYLE_SHEET = "app/styles/app.css";

/** The project's root, whatever the root of the Vite build that uses the plugin (the site's, the editor's preview). */
const PROJECT_ROOT = fileURLToPath(new URL("..", import.meta.url));

/**
 * The brand's shades as a Tailwind `@theme` block, derived from the theme file's `--color-brand`
 * (app/brandShades.mjs): Tailwind then makes them utilities and variables, as if the file wrote them.
 */
export function brandShadesTheme(themeCss: string): string {
  const shades = brandShades(parseThemeFile(themeCss).color);
  const lines = Object.entries(shades).map(([name, value]) => `  --color-${name}: ${value};`);
  return `\n/* The brand's shades, derived from --color-brand (vite/brandShades.ts). */\n@theme {\n${lines.join("\n")}\n}\n`;
}

/**
 * The module that gives the app the theme's colours as values (app/lib/themeColours.ts: the page's theme
 * colour), worked out here while building, so no colour maths reaches the browser.
 */
export const THEME_COLOURS_MODULE = "virtual:theme-colours";
const RESOLVED_THEME_COLOURS = `\0${THEME_COLOURS_MODULE}`;

/**
 * Adds the brand's shades to the style sheet before Tailwind reads it, in the build and the dev
 * server, and serves the theme's colours module; a change to the theme file makes them again. Every Vite build that runs tailwindcss()
 * lists it before that (the site's vite.config.ts, the editor's admin/preview/vite.config.ts):
 * without it Tailwind stops on the first `bg-brand-dark`, an unknown class.
 */
export function brandShadesPlugin(): Plugin {
  const styleSheet = path.join(PROJECT_ROOT, STYLE_SHEET);
  const themeFile = path.join(PROJECT_ROOT, THEME_FILE);
  return {
    name: "brand-shades",
    enforce: "pre",
    resolveId(id) {
      return id === THEME_COLOURS_MODULE ? RESOLVED_THEME_COLOURS : undefined;
    },
    load(id) {
      if (id !== RESOLVED_THEME_COLOURS) return undefined;
      this.addWatchFile(themeFile);
      return `export default ${JSON.stringify(parseTheme(readFileSync(themeFile, "utf8")).color)};`;
    },
    transform(code, id) {
      if (path.normalize(id.split("?")[0] ?? "") !== styleSheet) return undefined;
      this.addWatchFile(themeFile);
      return { code: code + brandShadesTheme(readFileSync(themeFile, "utf8")), map: null };
    },
  };
}
