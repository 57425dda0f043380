// Cloudflare's own local runtime for the host specs: wrangler (pinned in package.json, decision 0006)
// with workerd, over HTTPS, on free ports, writing only into a temp folder of its own.
import { request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort, waitForPort } from "./hosting";

const WRANGLER = path.resolve("node_modules/wrangler/bin/wrangler.js");
const PORT_TAKEN = /Address already in use/;
const PORT_ATTEMPTS = 3;

/** Ends wrangler and the workerd processes it started (its process group). */
async function endGroup(child: ChildProcess) {
  if (!child.pid || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  try {
    process.kill(-child.pid, "SIGTERM");
  } catch {
    return; // the group has already gone
  }
  await exited;
}

export interface WranglerServer {
  baseUrl: string;
  api: APIRequestContext;
  /** Everything wrangler has printed so far. */
  log: () => string;
  stop: () => Promise<void>;
}

/**
 * Starts `wrangler <command>` (given the temp folder, where the command may put its files) and
 * waits until it answers. Nothing reaches the network: no telemetry, no update check, no fetch of
 * Request.cf; state, logs and the certificate stay in the temp folder, removed by stop().
 */
export async function startWrangler(prefix: string, command: (tempDir: string) => string[]): Promise<WranglerServer> {
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
  let log = "";
  let wrangler: ChildProcess;
  let port: number;
  // A free port is free when asked, not when workerd binds it: a server of another test may take it
  // in between, and workerd then exits with "Address already in use". Fresh ports, and again.
  for (let attempt = 1; ; attempt++) {
    const [listen, inspectorPort] = [await freePort(), await freePort()];
    const args = [
      ...[WRANGLER, ...command(tempDir)],
      ...["--ip", "127.0.0.1", "--port", String(listen), "--inspector-port", String(inspectorPort)],
      ...["--local-protocol", "https"],
      ...["--persist-to", path.join(tempDir, "state"), "--show-interactive-dev-session=false"],
    ];
    // Its own process group, so stop() ends wrangler and the workerd processes it starts together.
    const started = spawn(process.execPath, args, {
      cwd: tempDir,
      env,
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
    });
    log = "";
    for (const stream of [started.stdout, started.stderr]) stream.on("data", (chunk: Buffer) => (log += chunk));
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
      if (attempt === PORT_ATTEMPTS || !PORT_TAKEN.test(log)) throw error;
    }
  }
  const api = await playwrightRequest.newContext({ ignoreHTTPSErrors: true });
  return {
    baseUrl: `https://127.0.0.1:${port}`,
    api,
    log: () => log,
    async stop() {
      await api.dispose();
      await endGroup(wrangler);
      rmSync(tempDir, { recursive: true, force: true });
    },
  };
}
