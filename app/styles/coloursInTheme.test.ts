// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { THEME_FILE } from "../themeTokens.mjs";

/** A colour written as #rgb, #rgba, #rrggbb or #rrggbbaa. */
const HEX_COLOUR = /#(?:[0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{3,4})\b/gi;

/**
 * The app's code: components, routes and the modules they use. Tests and the image step's output
 * (app/generated: each picture's placeholder colour, taken from the picture) are not design.
 */
const sources = readdirSync("app", { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && /\.(tsx?|mjs)$/.test(entry.name) && !/\.test\./.test(entry.name))
  .map((entry) => path.join(entry.parentPath, entry.name))
  .filter((file) => !file.startsWith(path.join("app", "generated") + path.sep));

describe("the app's colours", () => {
  it(`are the theme's tokens: no component writes a colour of its own (they are in ${THEME_FILE})`, () => {
    expect(sources.length).toBeGreaterThan(50);
    expect(sources).toContain(path.join("app", "components", "map", "ServiceAreaMap.tsx"));
    const written = sources.flatMap((file) =>
      (readFileSync(file, "utf8").match(HEX_COLOUR) ?? []).map((colour) => `${file}: ${colour}`),
    );
    expect(written).toEqual([]);
  });
});
