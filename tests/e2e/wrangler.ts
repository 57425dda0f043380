// Cloudflare's own local runtime for the host specs: wrangler (pinned in package.json, decision 0006)
// with workerd, over HTTPS, on free ports, writing only into a temp folder of its own.
import { request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort, waitForPort } from "./hosting";

const WRANGLER = path.resolve("node_modules/wrangler/bin/wrangler.js");

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
  const [port, inspectorPort] = [await freePort(), await freePort()];
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
  const args = [
    ...[WRANGLER, ...command(tempDir)],
    ...["--ip", "127.0.0.1", "--port", String(port), "--inspector-port", String(inspectorPort)],
    ...["--local-protocol", "https"],
    ...["--persist-to", path.join(tempDir, "state"), "--show-interactive-dev-session=false"],
  ];
  // Its own process group, so stop() ends wrangler and the workerd processes it starts together.
  const wrangler = spawn(process.execPath, args, {
    cwd: tempDir,
    env,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  for (const stream of [wrangler.stdout, wrangler.stderr]) stream.on("data", (chunk: Buffer) => (log += chunk));
  await waitForPort(port, () => log, 300);
  const api = await playwrightRequest.newContext({ ignoreHTTPSErrors: true });
  return {
    baseUrl: `https://127.0.0.1:${port}`,
    api,
    log: () => log,
    async stop() {
      await api.dispose();
      if (wrangler.pid && wrangler.exitCode === null) {
        const exited = new Promise((resolve) => wrangler.once("exit", resolve));
        process.kill(-wrangler.pid, "SIGTERM");
        await exited;
      }
      rmSync(tempDir, { recursive: true, force: true });
    },
  };
}
