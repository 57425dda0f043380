// Cloudflare's own local runtime for the build under test: wrangler (pinned in package.json, decision
// 0006) with workerd, over HTTPS, on free ports, writing only into a temp folder of its own, and
// reaching nothing on the network. The host specs (tests/e2e/wrangler.ts) and the engine suite's
// Worker host (tests/run/engines.mjs, ENGINES_HOST=workers) start it from here.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { CLIENT_DIR } from "../../scripts/lib/build-paths.mjs";
import { freePort, waitForPort } from "./ports.mjs";

const WRANGLER = path.resolve("node_modules/wrangler/bin/wrangler.js");
const PORT_TAKEN = /Address already in use/;
const PORT_ATTEMPTS = 3;

/** The repository's Workers configuration (a Worker with static assets, the Deploy to Cloudflare button's). */
export const REPOSITORY_CONFIG = "wrangler.toml";

/** Its lines naming a path relative to the repository, each a `key = "path"` line written once. */
const RELATIVE_PATHS = {
  main: "worker/index.ts",
  directory: "build/client",
  migrations_dir: "worker/migrations",
};

/**
 * The repository's configuration, written into `folder`, with its paths made absolute, its assets
 * folder the build under test (SITE_BUILD_DIR: the inbox run's build), and everything else as
 * written; `withoutDatabase` leaves out the requests' database (its [[d1_databases]] table).
 * Fails, naming the line, when the configuration no longer has a line it rewrites.
 * @param {string} folder
 * @param {{ withoutDatabase?: boolean }} [options]
 * @returns {string} the written configuration's path
 */
export function configForThisBuild(folder, { withoutDatabase = false } = {}) {
  let text = readFileSync(REPOSITORY_CONFIG, "utf8");
  for (const [key, relative] of Object.entries(RELATIVE_PATHS)) {
    const line = `${key} = ${JSON.stringify(relative)}`;
    if (!text.includes(line)) throw new Error(`${REPOSITORY_CONFIG} has no line ${line}`);
    const absolute = key === "directory" ? path.resolve(CLIENT_DIR) : path.resolve(relative);
    text = text.replace(line, `${key} = ${JSON.stringify(absolute)}`);
  }
  if (withoutDatabase) {
    const database = /^\[\[d1_databases\]\]\n(?:\w+ = .*\n)*/m;
    if (!database.test(text)) throw new Error(`${REPOSITORY_CONFIG} has no [[d1_databases]] table`);
    text = text.replace(database, "");
  }
  const config = path.join(folder, "wrangler.toml");
  writeFileSync(config, text);
  return config;
}

/**
 * Ends wrangler and the workerd processes it started (its process group).
 * @param {import("node:child_process").ChildProcess} child
 */
async function endGroup(child) {
  if (!child.pid || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  try {
    process.kill(-child.pid, "SIGTERM");
  } catch {
    return; // the group has already gone
  }
  await exited;
}

/**
 * @typedef {object} WranglerDev
 * @property {string} baseUrl https://127.0.0.1:<port>, with wrangler's own self-signed certificate
 * @property {() => string} log everything wrangler has printed so far
 * @property {() => Promise<void>} stop ends wrangler and workerd and removes the temp folder
 * @property {() => void} kill the same at once, without waiting (for a process that is exiting)
 */

/**
 * Where wrangler keeps the local state (the D1 database's file) in a server's temp folder.
 * @param {string} tempDir
 */
const stateDir = (tempDir) => path.join(tempDir, "state");

/**
 * Starts `wrangler <command>` (given the temp folder, where the command may put its files) and
 * waits until it answers. Nothing reaches the network: no telemetry, no update check, no fetch of
 * Request.cf; state, logs and the certificate stay in the temp folder, removed by stop().
 * `before` lists wrangler commands run to their end first, with `--persist-to` the same local state
 * (such as `d1 migrations apply REQUESTS --local`, which makes the local database's tables).
 * @param {string} prefix the temp folder's name starts so
 * @param {(tempDir: string) => string[]} command
 * @param {(tempDir: string) => string[][]} [before]
 * @returns {Promise<WranglerDev>}
 */
export async function startWrangler(prefix, command, before = () => []) {
  const tempDir = mkdtempSync(path.join(os.tmpdir(), prefix));
  const env = {
    ...process.env,
    WRANGLER_SEND_METRICS: "false",
    WRANGLER_SEND_ERROR_REPORTS: "false",
    WRANGLER_HIDE_BANNER: "true", // the banner is what checks npm for a newer wrangler
    CLOUDFLARE_CF_FETCH_ENABLED: "false",
    XDG_CONFIG_HOME: path.join(tempDir, "config"),
    WRANGLER_LOG_PATH: path.join(tempDir, "logs"),
    WRANGLER_CACHE_DIR: path.join(tempDir, "cache"),
    TMPDIR: tempDir,
  };
  for (const args of before(tempDir)) {
    const done = spawnSync(process.execPath, [WRANGLER, ...args, "--persist-to", stateDir(tempDir)], {
      cwd: tempDir,
      env,
      encoding: "utf8",
      timeout: 120_000,
    });
    if (done.status !== 0) {
      rmSync(tempDir, { recursive: true, force: true });
      throw new Error(`wrangler ${args.join(" ")} failed:\n${done.stdout}${done.stderr}`);
    }
  }
  let log = "";
  /** @type {import("node:child_process").ChildProcess} */
  let wrangler;
  let port = 0;
  // A free port is free when asked, not when workerd binds it: a server of another test may take it
  // in between, and workerd then exits with "Address already in use". Fresh ports, and again.
  for (let attempt = 1; ; attempt++) {
    const [listen, inspectorPort] = [await freePort(), await freePort()];
    const args = [
      ...[WRANGLER, ...command(tempDir)],
      ...["--ip", "127.0.0.1", "--port", String(listen), "--inspector-port", String(inspectorPort)],
      ...["--local-protocol", "https"],
      ...["--persist-to", stateDir(tempDir), "--show-interactive-dev-session=false"],
    ];
    // Its own process group, so stop() ends wrangler and the workerd processes it starts together.
    const started = spawn(process.execPath, args, {
      cwd: tempDir,
      env,
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
    });
    log = "";
    for (const stream of [started.stdout, started.stderr]) stream.on("data", (chunk) => (log += chunk));
    try {
      await waitForPort(
        listen,
        () => log,
        300,
        () => started.exitCode !== null || PORT_TAKEN.test(log),
      );
      [wrangler, port] = [started, listen];
      break;
    } catch (error) {
      await endGroup(started);
      if (attempt === PORT_ATTEMPTS || !PORT_TAKEN.test(log)) {
        rmSync(tempDir, { recursive: true, force: true });
        throw error;
      }
    }
  }
  return {
    baseUrl: `https://127.0.0.1:${port}`,
    log: () => log,
    async stop() {
      await endGroup(wrangler);
      rmSync(tempDir, { recursive: true, force: true });
    },
    kill() {
      try {
        if (wrangler.pid && wrangler.exitCode === null) process.kill(-wrangler.pid, "SIGTERM");
      } catch {
        // already gone
      }
      rmSync(tempDir, { recursive: true, force: true });
    },
  };
}
