// The fence-and-roof mark, drawn once: the logo in the header and footer (Logo.tsx) and the icons and
// sharing pictures the build makes (scripts/build-steps/icons.mjs) draw these shapes. Plain JavaScript, so the
// app and the scripts share it.

/** The mark on a 40 x 40 grid: each shape's path and the theme colour (app/styles/theme.css) that fills it. */
export const LOGO_MARK_SHAPES = /** @type {const} */ ([
  { d: "M20 3 3 16h4v3h26v-3h4z", colour: "brand-dark" },
  { d: "M7 21h4v16H7zM14.5 21h4v16h-4zM22 21h4v16h-4zM29.5 21h4v16h-4z", colour: "wood" },
  { d: "M9 19l-2 2h4zM16.5 19l-2 2h4zM24 19l-2 2h4zM31.5 19l-2 2h4z", colour: "wood" },
  { d: "M5 25h30v2.5H5zM5 32h30v2.5H5z", colour: "wood-dark" },
]);

/** The icons' background behind the mark. */
export const ICON_BACKGROUND = "paper";
