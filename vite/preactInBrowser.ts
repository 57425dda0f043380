import type { Plugin } from "vite";

/** The module id of react-dom in the browser (below); "\0" marks it as made by this plugin. */
const REACT_DOM_IN_BROWSER_ID = "\0react-dom-in-browser";

/** What the browser bundle gets in place of React's packages (decision 0005). */
const BROWSER_PACKAGES: Record<string, string> = {
  react: "preact/compat",
  "react/jsx-runtime": "preact/compat/jsx-runtime",
  "react/jsx-dev-runtime": "preact/compat/jsx-runtime",
  "react-dom": REACT_DOM_IN_BROWSER_ID,
  "react-dom/client": "preact/compat/client",
};

/**
 * react-dom in the browser: Preact's compat layer, plus the one react-dom function the site calls
 * that it lacks. `preload` (an image hint, Image.tsx) only matters while prerendering, which stays
 * on React: in the browser the picture is long since requested.
 */
const REACT_DOM_IN_BROWSER = `export * from "preact/compat";\nexport function preload() {}\n`;

/**
 * The islands hydrate with Preact (about 7 KB compressed) instead of React DOM (about 56 KB, one
 * long task to evaluate on a slow phone). Only the browser bundle is changed: the pages are still
 * prerendered by React, and unit tests still run on React. The islands' code is written for React
 * and uses nothing Preact's compat layer lacks (ids come from useIslandId, not useId).
 */
export function preactInBrowser(): Plugin {
  return {
    name: "preact-in-browser",
    apply: "build",
    enforce: "pre",
    resolveId(source, importer, options) {
      if (this.environment.name !== "client") return null;
      const target = BROWSER_PACKAGES[source];
      if (target === undefined) return null;
      if (target === REACT_DOM_IN_BROWSER_ID) return target;
      return this.resolve(target, importer, { ...options, skipSelf: true });
    },
    load(id) {
      return id === REACT_DOM_IN_BROWSER_ID ? REACT_DOM_IN_BROWSER : null;
    },
  };
}
