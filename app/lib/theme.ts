// The design tokens for what cannot use CSS in the app: the page's theme colour.
import themeCss from "~/styles/theme.css?raw";
import { parseTheme } from "~/theme.mjs";

export const theme = parseTheme(themeCss);
