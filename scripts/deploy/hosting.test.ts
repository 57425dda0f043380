// @vitest-environment node
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { thankYouPage } from "../../app/thankYouPage.mjs";
import { CLIENT_DIR } from "../build-steps/postbuild.mjs";

/** The value of a top-level `key = "value"` line of a TOML file (all these files hold). */
function tomlString(file: string, key: string): string | undefined {
  const line = readFileSync(file, "utf8")
    .split("\n")
    .find((l) => l.trim().startsWith(`${key} =`));
  return line ? JSON.parse(line.split("=")[1]!.trim()) : undefined;
}

/**
 * The `key = value` lines of a TOML file (each value a JSON string or list, as these files hold
 * them) by `[section]` or `[[section]]` ("" before the first).
 */
function tomlSections(file: string): Record<string, Record<string, unknown>> {
  const sections: Record<string, Record<string, unknown>> = { "": {} };
  let current = sections[""]!;
  for (const line of readFileSync(file, "utf8").split("\n")) {
    const text = line.trim();
    const section = /^\[\[?([\w.]+)\]\]?$/.exec(text);
    if (section) current = sections[section[1]!] = {};
    else if (/^\w+ =/.test(text))
      current[text.split("=")[0]!.trim()] = JSON.parse(text.slice(text.indexOf("=") + 1).trim());
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
    expect(
      config[""]!.pages_build_output_dir,
      "a Pages setting makes the Deploy to Cloudflare button refuse",
    ).toBeUndefined();
    expect(config.assets).toEqual({
      directory: CLIENT_DIR,
      binding: "ASSETS",
      run_worker_first: [thankYouPage.path, "/api/*"],
      not_found_handling: "404-page",
      html_handling: "drop-trailing-slash",
    });
    expect(readFileSync(".node-version", "utf8").trim()).toBe(tomlString("netlify.toml", "NODE_VERSION"));
  });

  it("Cloudflare's Worker answers only the form's post and the owner's API; its database needs no id and no step by hand", () => {
    const config = tomlSections("wrangler.toml");
    expect(config[""]!.main).toBe("worker/index.ts");
    // Shipped with no database_id: the Deploy to Cloudflare button (or wrangler deploy) creates the
    // database by its name in the owner's account, and may write its id here in the owner's copy.
    expect(config.d1_databases).toMatchObject({
      binding: "REQUESTS",
      database_name: expect.stringMatching(/^[a-z0-9-]+$/),
      migrations_dir: "worker/migrations",
    });
    expect(config.vars).toMatchObject({ GITHUB_API: "https://api.github.com" });
    // The deploy command the button sets from package.json: the tables first, then the Worker.
    expect(JSON.parse(readFileSync("package.json", "utf8")).scripts.deploy).toBe("node scripts/deploy/deploy.mjs");
  });
});
