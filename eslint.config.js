import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "build/",
      ".react-router/",
      "node_modules/",
      "test-results/",
      "bench-results/",
      ".cache/",
      "public/img/",
      "app/generated/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    // The islands are prerendered by React and hydrated by Preact, which does not mend the HTML
    // (decision 0005): what a component renders first must not depend on which of the two runs it.
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/islands/islandId.ts", "**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "react",
              importNames: ["useId"],
              message: "React and Preact generate different ids: use useIslandId (app/islands/islandId.ts).",
            },
            {
              // The package's index re-exports every icon, some 2,000 modules the bundler reads on
              // each build for the few the site draws: a build took 10 s of processor time, 7 s with
              // each icon imported from its own file.
              name: "lucide-react",
              message: 'Import each icon from its own file: import Phone from "lucide-react/icons/phone".',
            },
          ],
        },
      ],
    },
  },
);
