// Runs the cross-engine suite (tests/engines) against the production build, in Firefox ESR and in
// WebKitGTK at once, each from its Debian package. Builds nothing: `npm test` has built the site before.
// Serves the build with the project's own server (scripts/serve/serve.mjs) on a free port; with
// ENGINES_HOST=workers, with Cloudflare's runtime instead (`wrangler dev`: the repository's
// wrangler.toml, its Worker and a local D1 database made by its migrations, over HTTPS with a
// self-signed certificate the engines then accept), started afresh for each engine.
// Usage: node tests/run/engines.mjs [firefox|webkit] [vitest args, e.g. tests/engines/forms.test.ts]
// An engine whose Debian packages are missing is skipped with a line naming them; with CI=true, that fails.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { CLIENT_DIR, HOME_FILE } from "../../scripts/lib/build-paths.mjs";
import { freePort } from "./ports.mjs";
import { configForThisBuild, startWrangler } from "./wrangler-dev.mjs";

/** What each engine needs, and the Debian package that brings it. */
const NEEDS = {
  firefox: [["/usr/bin/firefox-esr", "firefox-esr"]],
  webkit: [
    ["/usr/bin/WebKitWebDriver", "webkit2gtk-driver"],
    ["/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser", "webkit2gtk-driver"],
    ["/usr/bin/xvfb-run", "xvfb"],
    ["/usr/bin/xauth", "xauth"],
  ],
};

/** How the build is served: "serve" (scripts/serve/serve.mjs, the default) or "workers" (Cloudflare's runtime). */
const HOSTS = ["serve", "workers"];
const host = process.env.ENGINES_HOST || "serve";
if (!HOSTS.includes(host)) {
  console.error(`ENGINES_HOST is ${host}: one of ${HOSTS.join(", ")}.`);
  process.exit(1);
}

const args = process.argv.slice(2);
const only = args[0] === "firefox" || args[0] === "webkit" ? args.shift() : null;
const wanted = only ? [only] : ["firefox", "webkit"];

/** The Debian packages an engine lacks here. */
const missingFor = (engine) => [...new Set(NEEDS[engine].filter(([file]) => !existsSync(file)).map(([, pkg]) => pkg))];
const engines = [];
for (const engine of wanted) {
  const missing = missingFor(engine);
  if (!missing.length) {
    engines.push(engine);
    continue;
  }
  const line = `${engine === "firefox" ? "Firefox" : "WebKit"} suite needs the Debian package${missing.length > 1 ? "s" : ""} ${missing.join(", ")} (sudo apt-get install -y ${missing.join(" ")})`;
  if (process.env.CI === "true") {
    console.error(`${line}: missing in CI, failing.`);
    process.exit(1);
  }
  console.log(`${line}: skipped.`);
}
if (!engines.length) process.exit(0);
if (!existsSync(path.join(CLIENT_DIR, HOME_FILE))) {
  console.error("No production build: run `npm run build` first (npm test does this for you).");
  process.exit(1);
}

/** Waits until url answers (any HTTP status), or fails after timeout ms. */
async function answering(url, timeout, what) {
  const end = Date.now() + timeout;
  for (;;) {
    try {
      await fetch(url);
      return;
    } catch {
      if (Date.now() > end) throw new Error(`${what} did not answer at ${url} within ${timeout / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/**
 * What WebKit's web process prints on every page of a bare virtual screen, and that says nothing about
 * the site: no session bus, no subtitle encoder, no GL video sink (blank lines in between).
 */
const WEBKIT_NOISE = /Unable to get session D-Bus address|WebVTT encoder|GL video sink|^\s*$/;

/**
 * Passes a child's output on, line by line, leaving out the lines quiet matches.
 * @param {{ write(text: string): unknown }} out
 */
function relay(stream, out, quiet) {
  let rest = "";
  stream.setEncoding("utf8");
  stream.on("data", (chunk) => {
    const lines = (rest + chunk).split("\n");
    rest = lines.pop() ?? "";
    for (const line of lines) if (!quiet.test(line)) out.write(`${line}\n`);
  });
}

/**
 * Starts a command in a process group of its own, so stopping it stops its children too (xvfb-run's
 * Xvfb); its output goes to `out`, when given, less the lines that match quiet.
 * @param {{ write(text: string): unknown }} [out]
 */
function start(command, commandArgs, env, quiet = /^(?!)/, out) {
  const child = spawn(command, commandArgs, {
    stdio: ["ignore", out ? "pipe" : "inherit", out ? "pipe" : "inherit"],
    env,
    detached: true,
  });
  if (out) {
    relay(child.stdout, out, quiet);
    relay(child.stderr, out, quiet);
  }
  return {
    child,
    stop() {
      if (child.exitCode !== null) return;
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        // already gone
      }
    },
  };
}

/**
 * A GTK theme folder for MiniBrowser: its toolbar's buttons and address field keep the window at least
 * 447 px wide; shrunk to nothing, the window (and so the page) can be as narrow as a phone's, 390 px.
 */
function miniBrowserTheme() {
  const dir = mkdtempSync(path.join(os.tmpdir(), "engine-webkit-gtk-"));
  mkdirSync(path.join(dir, "gtk-3.0"));
  writeFileSync(
    path.join(dir, "gtk-3.0", "gtk.css"),
    "* { min-width: 0; min-height: 0; padding: 0; margin: 0; border-width: 0; font-size: 1px; -gtk-icon-transform: scale(0.05); }\n",
  );
  process.on("exit", () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

const running = [];
const stopAll = () => running.forEach((p) => p.stop());
process.on("exit", stopAll);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => process.exit(1));

/** The one GitHub token the stand-in below lets change the site: the engine tests' owner. */
const OWNER_TOKEN = "engines-owner-token";

/**
 * The Worker's GITHUB_API, in this process, so that the owner's API (the editor's Requests view,
 * tests/engines/inbox.test.ts) never reaches GitHub: GET /repos/<account>/<repository> says the
 * owner's token may push, and knows no other token (401).
 */
async function standInGitHub() {
  const server = http.createServer((request, response) => {
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? "")?.[1];
    if (!/^\/repos\/[^/]+\/[^/]+$/.test(request.url ?? "")) return response.writeHead(404).end("{}");
    if (token !== OWNER_TOKEN) return response.writeHead(401).end("{}");
    response.writeHead(200, { "Content-Type": "application/json" });
    response.end(JSON.stringify({ permissions: { pull: true, push: true } }));
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${server.address().port}`, close: () => server.close() };
}

/**
 * Serves the build with the project's own server, or with ENGINES_HOST=workers with Cloudflare's
 * runtime: its local database made first by the repository's migrations, nothing reaching the
 * network (tests/run/wrangler-dev.mjs). Returns its address and how to stop it.
 */
async function serveSite() {
  if (host === "workers") {
    const github = await standInGitHub();
    const worker = await startWrangler(
      "engines-worker-",
      (tempDir) => ["dev", "--config", path.join(tempDir, "wrangler.toml"), "--var", `GITHUB_API:${github.url}`],
      (tempDir) => [["d1", "migrations", "apply", "REQUESTS", "--local", "--config", configForThisBuild(tempDir)]],
    );
    const entry = { stop: worker.kill };
    running.push(entry);
    return {
      baseUrl: worker.baseUrl,
      log: worker.log,
      async stop() {
        running.splice(running.indexOf(entry), 1);
        await worker.stop();
        github.close();
      },
    };
  }
  const sitePort = await freePort();
  const baseUrl = `http://127.0.0.1:${sitePort}`;
  const server = start(process.execPath, ["scripts/serve/serve.mjs"], {
    ...process.env,
    PORT: String(sitePort),
    HOST: "127.0.0.1",
  });
  running.push(server);
  await answering(`${baseUrl}/`, 30_000, "The site server");
  return { baseUrl, log: () => "", stop: async () => server.stop() };
}

/**
 * Runs vitest and resolves with its exit status, its output written to `out`. Not spawnSync: this
 * process keeps reading the Worker's output meanwhile (a full pipe would stall wrangler).
 * @param {NodeJS.ProcessEnv} env
 * @param {{ write(text: string): unknown }} out
 */
function runVitest(env, out) {
  const child = spawn(
    process.execPath,
    ["node_modules/vitest/vitest.mjs", "run", "--config", "vitest.engines.config.ts", ...args],
    { stdio: ["ignore", "pipe", "pipe"], env },
  );
  relay(child.stdout, out, /^(?!)/);
  relay(child.stderr, out, /^(?!)/);
  return new Promise((resolve) => child.on("close", (code, signal) => resolve(signal ? 1 : code)));
}

// The project's server serves both engines. The Worker is started afresh for each: both engines post
// from the same address, and the Worker takes 5 requests in 10 minutes from one.
const shared = host === "serve" ? await serveSite() : null;

/**
 * Runs the suite in one engine; its output is kept and printed in one piece when it ends, so that
 * the lines of the two engines, which run at once, do not mix. Resolves with whether it passed.
 * @param {string} engine
 */
async function runEngine(engine) {
  const lines = [];
  const out = { write: (/** @type {string} */ text) => lines.push(text) };
  const started = Date.now();
  const site = shared ?? (await serveSite());
  const env = { ...process.env, ENGINE: engine, ENGINE_BASE_URL: site.baseUrl, ENGINES_HOST: host };
  if (host === "workers") env.ENGINES_OWNER_TOKEN = OWNER_TOKEN;
  let driver;
  if (engine === "webkit") {
    const driverPort = await freePort();
    // MiniBrowser has no headless mode: it draws on a virtual screen, large enough for a 1280x800 viewport and its bars.
    // The site's pages are composited without DMA-BUF: with it, on a machine without a GPU, Mesa's
    // software OpenGL (llvmpipe) took about 5 s of processor time after each page load (the suite:
    // 142 s, 71 s without). Not on the Worker, where the suite opens the editor (tests/engines/inbox.test.ts):
    // without DMA-BUF, WebKitGTK 2.50's page process crashes on it, with compositing off too.
    const composite = host === "serve" ? { WEBKIT_DISABLE_DMABUF_RENDERER: "1" } : {};
    driver = start(
      "xvfb-run",
      ["-a", "-s", "-screen 0 1600x1200x24", "WebKitWebDriver", `--port=${driverPort}`],
      { ...process.env, XDG_CONFIG_HOME: miniBrowserTheme(), ...composite },
      WEBKIT_NOISE,
      out,
    );
    running.push(driver);
    env.WEBDRIVER_URL = `http://127.0.0.1:${driverPort}`;
    await answering(`${env.WEBDRIVER_URL}/status`, 30_000, "WebKitWebDriver");
  }
  const status = await runVitest(env, out);
  driver?.stop();
  if (status !== 0 && !shared)
    out.write(`The Worker's log, last lines:\n${site.log().split("\n").slice(-40).join("\n")}\n`);
  if (!shared) await site.stop();
  console.log(`\n--- ${engine}${host === "workers" ? " (on the Worker)" : ""} ---`);
  process.stdout.write(lines.join(""));
  console.log(
    `--- ${engine}: ${status === 0 ? "passed" : "FAILED"} in ${Math.round((Date.now() - started) / 1000)} s ---`,
  );
  return status === 0;
}

// Both engines at once: each waits on its browser far more than it computes (the suite took 107 s of
// processor time in 4 min 58 s on 2 CPUs, one engine after the other), and each test file of an
// engine still runs alone in it (vitest.engines.config.ts).
const passed = await Promise.all(engines.map(runEngine));
const failed = engines.filter((_, i) => !passed[i]);
stopAll();
if (failed.length) {
  console.error(`\nEngine suite failed in ${failed.join(" and ")}.`);
  process.exit(1);
}
