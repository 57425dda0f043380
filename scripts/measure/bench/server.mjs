// Starts scripts/serve/serve.mjs on a free local port and waits until it answers.
import { spawn } from "node:child_process";
import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { BUILD_DIR, CLIENT_DIR } from "../../lib/build-paths.mjs";
import { CONTROL_FILE, CONTROL_HTML } from "./control.mjs";

const SERVE_SCRIPT = fileURLToPath(new URL("../../serve/serve.mjs", import.meta.url));

/** Asks the OS for a port nobody listens on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function waitUntilUp(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`scripts/serve/serve.mjs exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Server did not answer at ${url} within ${timeoutMs / 1000} s`);
}

/**
 * Serves a snapshot of the build folder on 127.0.0.1; returns its origin and a stop() function.
 * The snapshot keeps a rebuild started meanwhile (by a test run, say) from
 * pulling the files out from under a benchmark that takes minutes. The
 * control page (control.mjs) is added to the snapshot only, never to the build.
 */
export async function startServer(port) {
  const snapshot = mkdtempSync(path.join(os.tmpdir(), "bench-site-"));
  cpSync(BUILD_DIR, snapshot, { recursive: true });
  writeFileSync(path.join(snapshot, path.relative(BUILD_DIR, CLIENT_DIR), CONTROL_FILE), CONTROL_HTML);
  const child = spawn(process.execPath, [SERVE_SCRIPT], {
    env: { ...process.env, SITE_BUILD_DIR: snapshot, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const origin = `http://127.0.0.1:${port}`;
  const stop = () => {
    if (child.exitCode === null) child.kill("SIGTERM");
    rmSync(snapshot, { recursive: true, force: true });
  };
  try {
    await waitUntilUp(`${origin}/`, child, 15_000);
  } catch (error) {
    stop();
    throw error;
  }
  return { origin, stop };
}
