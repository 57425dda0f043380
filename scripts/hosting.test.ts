// @vitest-environment node
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CLIENT_DIR } from "./postbuild.mjs";

/** The value of a top-level `key = "value"` line of a TOML file (all these files hold). */
function tomlString(file: string, key: string): string | undefined {
  const line = readFileSync(file, "utf8")
    .split("\n")
    .find((l) => l.trim().startsWith(`${key} =`));
  return line ? JSON.parse(line.split("=")[1]!.trim()) : undefined;
}

const engines = JSON.parse(readFileSync("package.json", "utf8")).engines.node as string;
const majors = [...engines.matchAll(/\^(\d+)\./g)].map((m) => m[1]);

describe("host settings: connecting the repository is the whole set-up", () => {
  it("Netlify builds with npm run build, publishes the build's client folder, on a supported Node", () => {
    expect(tomlString("netlify.toml", "command")).toBe("npm run build");
    expect(tomlString("netlify.toml", "publish")).toBe(CLIENT_DIR);
    expect(majors).toContain(tomlString("netlify.toml", "NODE_VERSION"));
  });

  it("Cloudflare Pages publishes the same folder, on the same Node version (.node-version)", () => {
    expect(tomlString("wrangler.toml", "pages_build_output_dir")).toBe(CLIENT_DIR);
    expect(readFileSync(".node-version", "utf8").trim()).toBe(tomlString("netlify.toml", "NODE_VERSION"));
  });
});
