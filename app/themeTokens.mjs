// The design tokens, read from the theme file. They are written once, in app/styles/theme.css
// (Tailwind's @theme). Components use them as classes; what cannot use CSS reads them with
// parseTheme: the page's theme colour (app/lib/themeColours.ts), and in Node the icons, the sharing
// pictures and the sample drawings (scripts/lib/theme-colour.mjs). The brand's shades are not written there:
// they are derived from `--color-brand` (app/brandShades.mjs), here for these readers and by
// vite/brandShades.ts for the CSS. Plain JavaScript, so the app and the scripts share it.
import { BRAND_SHADE_NAMES, brandShades } from "./brandShades.mjs";
import { isHexColour } from "./oklch.mjs";

/** The theme file, from the project's root. */
export const THEME_FILE = "app/styles/theme.css";

const TOKEN = /^\s*--(color|font)-([\w-]+):\s*([^;]+);/gm;

/**
 * The colours the theme file writes, without the brand's derived shades; a file that writes one of
 * those, or a brand colour that is not #rrggbb, throws, naming the line to change.
 * @param {string} css the theme file's text
 * @returns {{ color: Record<string, string>, font: Record<string, string> }}
 */
export function parseThemeFile(css) {
  /** @type {{ color: Record<string, string>, font: Record<string, string> }} */
  const theme = { color: {}, font: {} };
  for (const [, kind, name, value] of css.matchAll(TOKEN))
    theme[/** @type {"color" | "font"} */ (kind)][name] = value.trim();
  const written = BRAND_SHADE_NAMES.filter((name) => name in theme.color);
  if (written.length)
    throw new Error(
      `${THEME_FILE}: ${written.map((name) => `--color-${name}`).join(", ")} is derived from --color-brand; remove the line`,
    );
  const brand = theme.color.brand;
  if (brand !== undefined && !isHexColour(brand))
    throw new Error(`${THEME_FILE}: --color-brand must be a colour written as #rrggbb (it is "${brand}")`);
  return theme;
}

/**
 * The colours and font stacks of the theme, by token name without its prefix
 * (`--color-brand-dark` is `color["brand-dark"]`): those the file writes and, when it writes
 * `--color-brand`, the brand's shades derived from it.
 * @param {string} css the theme file's text
 * @returns {{ color: Record<string, string>, font: Record<string, string> }}
 */
export function parseTheme(css) {
  const theme = parseThemeFile(css);
  if (theme.color.brand !== undefined) Object.assign(theme.color, brandShades(theme.color));
  return theme;
}
