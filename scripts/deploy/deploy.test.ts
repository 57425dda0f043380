// @vitest-environment node
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { BINDING, CONFIG_WITH_ID, databaseEntry, databaseIdOf, deploy, withDatabaseId } from "./deploy.mjs";

const SHIPPED = readFileSync("wrangler.toml", "utf8");
const ID = "0b5f7e44-55e8-4d37-9d64-3a8c2f1e9b10";

/** deploy() with wrangler replaced: records each call; `d1 list` answers with the database. */
function deployWith(toml: string) {
  const calls: string[] = [];
  const written: string[] = [];
  let removed = false;
  deploy({
    read: () => toml,
    run: (args) => {
      calls.push(args.join(" "));
      return args[1] === "list"
        ? `[{ "uuid": "other", "name": "other" }, { "uuid": "${ID}", "name": "${databaseEntry(toml).name}" }]`
        : "";
    },
    write: (text) => written.push(text),
    remove: () => (removed = true),
  });
  return { calls, written, removed };
}

describe("npm run deploy (scripts/deploy/deploy.mjs)", () => {
  it("reads the shipped wrangler.toml's database: a name, no id", () => {
    expect(databaseEntry(SHIPPED)).toMatchObject({ name: "fence-company-site-requests", id: undefined });
  });

  it("with no id: deploys (which creates the database), then applies the migrations through a copy naming its id", () => {
    const { calls, written, removed } = deployWith(SHIPPED);
    expect(calls).toEqual([
      "deploy",
      "d1 list --json",
      `d1 migrations apply ${BINDING} --remote --config ${CONFIG_WITH_ID}`,
    ]);
    expect(written).toHaveLength(1);
    expect(databaseEntry(written[0]!)).toMatchObject({ name: "fence-company-site-requests", id: ID });
    // Everything else as written.
    expect(written[0]!.replace(`database_id = "${ID}"\n`, "")).toBe(SHIPPED);
    expect(removed).toBe(true);
  });

  it("with an id (as the Deploy to Cloudflare button writes it): the tables first, then the Worker", () => {
    const { calls, written } = deployWith(withDatabaseId(SHIPPED, ID));
    expect(calls).toEqual([`d1 migrations apply ${BINDING} --remote`, "deploy"]);
    expect(written).toEqual([]);
  });

  it("finds the database in wrangler's list among its other lines, and says so when it is missing", () => {
    expect(databaseIdOf(`Listing…\n[{ "uuid": "${ID}", "name": "a" }]\n`, "a")).toBe(ID);
    expect(() => databaseIdOf("[]", "a")).toThrow("no D1 database named a");
  });
});
