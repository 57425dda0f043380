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

/** The `key = "value"` lines of a TOML file by `[section]` ("" before the first), as these files hold them. */
function tomlSections(file: string): Record<string, Record<string, string>> {
  const sections: Record<string, Record<string, string>> = { "": {} };
  let current = sections[""]!;
  for (const line of readFileSync(file, "utf8").split("\n")) {
    const text = line.trim();
    const section = /^\[([\w.]+)\]$/.exec(text);
    if (section) current = sections[section[1]!] = {};
    else if (/^\w+ =/.test(text)) current[text.split("=")[0]!.trim()] = JSON.parse(text.split("=")[1]!.trim());
  }
  return sections;
}

const engines = JSON.parse(readFileSync("package.json", "utf8")).engines.node as string;
const majors = [...engines.matchAll(/\^(\d+)\./g)].map((m) => m[1]);

describe("host settings: connecting the repository is the whole set-up", () => {
  it("Netlify builds with npm run build, publishes the build's client folder, on a supported Node", () => {
    expect(tomlString("netlify.toml", "command")).toBe("npm run build");
    expect(tomlString("netlify.toml", "publish")).toBe(CLIENT_DIR);
    expect(majors).toContain(tomlString("netlify.toml", "NODE_VERSION"));
  });

  it("Cloudflare (a Worker with static assets) publishes the same folder, on the same Node version (.node-version)", () => {
    const config = tomlSections("wrangler.toml");
    expect(config[""]!.main, "no Worker script: every request is a static asset").toBeUndefined();
    expect(
      config[""]!.pages_build_output_dir,
      "a Pages setting makes the Deploy to Cloudflare button refuse",
    ).toBeUndefined();
    expect(config.assets).toEqual({
      directory: CLIENT_DIR,
      not_found_handling: "404-page",
      html_handling: "drop-trailing-slash",
    });
    expect(readFileSync(".node-version", "utf8").trim()).toBe(tomlString("netlify.toml", "NODE_VERSION"));
  });
});
