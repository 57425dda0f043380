// The design tokens for what cannot use CSS in the app: the page's theme colour. The values come
// worked out from app/styles/theme.css by vite/brandShades.ts, so the page carries no colour maths.
import color from "virtual:theme-colours";

export const theme = { color };
