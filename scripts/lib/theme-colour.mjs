// The design tokens for Node scripts: app/styles/theme.css, read as app/themeTokens.mjs describes.
import { readFileSync } from "node:fs";
import { parseTheme, THEME_FILE } from "../../app/themeTokens.mjs";

/**
 * The value of a colour token of the theme file ("brand-dark": `--color-brand-dark`); one the file
 * does not declare stops the script, naming it.
 * @param {string} name
 * @returns {string}
 */
export function themeColour(name) {
  const value = parseTheme(readFileSync(THEME_FILE, "utf8")).color[name];
  if (value === undefined) throw new Error(`${THEME_FILE} declares no --color-${name}`);
  return value;
}
