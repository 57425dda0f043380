import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { publicPages } from "./pages.mjs";

// A page has one name, its key, which its texts, pictures and spec go by; its route module is named
// by the key or by its address. They differ for one page only, the Services page at /fences, and
// its record in app/pages.mjs says why (docs/developing.md, "Names").
const kebab = (key: string) => key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

describe("each page's route module and spec are named by its key or its address", () => {
  for (const page of publicPages)
    it(page.key, () => {
      const route = page.route.replace(/^routes\/|\.tsx$/g, "");
      expect([kebab(page.key), page.path.slice(1)], `app/${page.route}`).toContain(route);
      expect(existsSync(`app/${page.route}`), `app/${page.route}`).toBe(true);
      const spec = `tests/e2e/${kebab(page.key)}.spec.ts`;
      expect(existsSync(spec), spec).toBe(true);
    });
});
