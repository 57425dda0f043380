// The design tokens are written once, in app/styles/theme.css (Tailwind's @theme). Components use
// them as classes; what cannot use CSS reads them with parseTheme: the page's theme colour
// (app/lib/theme.ts), and in Node the icons, the sharing pictures and the sample drawings
// (scripts/theme.mjs). Plain JavaScript, so the app and the scripts share it.

/** The theme file, from the project's root. */
export const THEME_FILE = "app/styles/theme.css";

const TOKEN = /^\s*--(color|font)-([\w-]+):\s*([^;]+);/gm;

/**
 * The colours and font stacks the theme file declares, by token name without its prefix
 * (`--color-brand-dark` is `color["brand-dark"]`).
 * @param {string} css the theme file's text
 * @returns {{ color: Record<string, string>, font: Record<string, string> }}
 */
export function parseTheme(css) {
  /** @type {{ color: Record<string, string>, font: Record<string, string> }} */
  const theme = { color: {}, font: {} };
  for (const [, kind, name, value] of css.matchAll(TOKEN))
    theme[/** @type {"color" | "font"} */ (kind)][name] = value.trim();
  return theme;
}
