// `npm run deploy`: the deploy command of Workers Builds on Cloudflare, which the Deploy to
// Cloudflare button reads from package.json (decision 0029). It brings the request inbox's
// database (wrangler.toml's REQUESTS, Cloudflare D1) up to worker/migrations, then deploys the
// Worker and the site, with no step by hand:
// - wrangler.toml names the database's id (the Deploy to Cloudflare button writes it into the
//   owner's copy when it creates the database): the tables first, then the Worker, as
//   Cloudflare's guide to Deploy buttons has it;
// - it names none (the template as shipped, a build connected by hand): `wrangler deploy` creates
//   the database by its name or takes the one of that name, then the tables are brought up to
//   date through a copy of wrangler.toml that names the id, since wrangler applies migrations
//   only to a database whose id its configuration names (measured with wrangler 4.86). A post in
//   the seconds between the two gets 503 and the visitor's mail draft; nothing is lost.
// Usage: node scripts/deploy/deploy.mjs (in Workers Builds, with its Cloudflare credentials).
import { spawnSync } from "node:child_process";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const CONFIG = "wrangler.toml";
/** The binding of the requests' database, as the Worker (worker/env.ts) and wrangler.toml name it. */
export const BINDING = "REQUESTS";
/** The copy that names the id, beside wrangler.toml so the paths in it mean the same; removed after. */
export const CONFIG_WITH_ID = ".wrangler-with-database-id.toml";

const WRANGLER = path.resolve("node_modules/wrangler/bin/wrangler.js");

/**
 * The `[[d1_databases]]` entry of wrangler.toml with this binding: its text's place, its name and id.
 * @param {string} toml
 */
export function databaseEntry(toml, binding = BINDING) {
  for (const match of toml.matchAll(/^\[\[d1_databases\]\]\n((?:[ \t]*\w+[ \t]*=.*\n?)*)/gm)) {
    const value = (key) => new RegExp(`^\\s*${key}\\s*=\\s*"([^"]*)"`, "m").exec(match[1])?.[1];
    if (value("binding") === binding)
      return { end: match.index + match[0].length, name: value("database_name"), id: value("database_id") };
  }
  throw new Error(`${CONFIG} has no [[d1_databases]] with binding = "${binding}"`);
}

/** wrangler.toml with the database's id written into its entry. */
export function withDatabaseId(toml, id, binding = BINDING) {
  const { end } = databaseEntry(toml, binding);
  const before = toml.slice(0, end).replace(/\n?$/, "\n");
  return `${before}database_id = ${JSON.stringify(id)}\n${toml.slice(end)}`;
}

/**
 * Runs wrangler with the arguments; returns what it printed when `capture`, else lets it print.
 * Throws when it fails, which stops the deploy.
 * @param {string[]} args
 * @param {{ capture?: boolean }} [options]
 */
export function wrangler(args, { capture = false } = {}) {
  const result = spawnSync(process.execPath, [WRANGLER, ...args], {
    stdio: capture ? ["ignore", "pipe", "inherit"] : "inherit",
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(`deploy: wrangler ${args.join(" ")} failed (exit ${result.status})`);
  return result.stdout ?? "";
}

/** The id of the account's D1 database with this name, from `wrangler d1 list --json`. */
export function databaseIdOf(listOutput, name) {
  const json = listOutput.slice(listOutput.indexOf("["), listOutput.lastIndexOf("]") + 1);
  const found = /** @type {{ uuid: string, name: string }[]} */ (JSON.parse(json)).find((db) => db.name === name);
  if (!found) throw new Error(`deploy: no D1 database named ${name} after wrangler deploy`);
  return found.uuid;
}

/**
 * The deploy, in the order above.
 * @param {{ run?: typeof wrangler, read?: () => string, write?: (text: string) => void, remove?: () => void }} [io]
 */
export function deploy({
  run = wrangler,
  read = () => readFileSync(CONFIG, "utf8"),
  write = (text) => writeFileSync(CONFIG_WITH_ID, text),
  remove = () => rmSync(CONFIG_WITH_ID, { force: true }),
} = {}) {
  const toml = read();
  const { name, id } = databaseEntry(toml);
  if (id) {
    run(["d1", "migrations", "apply", BINDING, "--remote"]);
    run(["deploy"]);
    return;
  }
  run(["deploy"]);
  write(withDatabaseId(toml, databaseIdOf(run(["d1", "list", "--json"], { capture: true }), name)));
  try {
    run(["d1", "migrations", "apply", BINDING, "--remote", "--config", CONFIG_WITH_ID]);
  } finally {
    remove();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    deploy();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
