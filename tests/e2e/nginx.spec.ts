import { expect, request as playwrightRequest, test, type APIRequestContext } from "@playwright/test";
import { NOT_FOUND_TEXTS } from "./helpers";
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadContent } from "../../app/content/load";
import { BUILD_DIR } from "../../scripts/lib/build-paths.mjs";
import { NGINX_CERT_DIR, NGINX_SITE_DIR, NGINX_SITE_FILE } from "../../scripts/build-steps/headers/nginx-site.mjs";
import { hashedFiles, NOT_FOUND_PATHS } from "./built-pages";
import {
  expectedPolicy,
  expectEditor,
  expectEveryPage,
  expectFormPostRefused,
  expectHashedFilesCached,
  expectNoPolicyViolation,
  expectOtherAddressesRedirect,
  freePort,
  onePolicy,
  waitForPort,
} from "./hosting";

// Serves the build with Debian's nginx and deploy/nginx.conf (only its ports, certificate and
// folder swapped for local ones), then checks what a browser gets over HTTPS.
const NGINX = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((file) => existsSync(file));
const OPENSSL = spawnSync("openssl", ["version"]).status === 0;

test.skip(!NGINX, "nginx is not installed: apt-get install nginx-light (.ci/run installs it)");
test.skip(!OPENSSL, "openssl is not installed: it makes the test certificate");
test.describe.configure({ mode: "serial" });

let nginx: ChildProcess | undefined;
let tempDir = "";
let httpsUrl = "";
let httpUrl = "";
let api: APIRequestContext;

/** Replaces text that must be in the committed config, so a changed layout fails loudly. */
function swap(config: string, from: string, to: string) {
  if (!config.includes(from)) throw new Error(`deploy/nginx.conf no longer contains: ${from}`);
  return config.split(from).join(to);
}

test.beforeAll(async () => {
  tempDir = mkdtempSync(path.join(os.tmpdir(), "fence-nginx-"));
  const certDir = path.join(tempDir, "ssl");
  mkdirSync(certDir);
  const cert = spawnSync("openssl", [
    ...["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=localhost"],
    ...["-keyout", path.join(certDir, "privkey.pem"), "-out", path.join(certDir, "fullchain.pem")],
  ]);
  if (cert.status !== 0) throw new Error(`openssl failed: ${cert.stderr}`);

  const [httpPort, httpsPort] = [await freePort(), await freePort()];
  let site = readFileSync(NGINX_SITE_FILE, "utf8");
  site = swap(site, "listen 80 default_server;", `listen 127.0.0.1:${httpPort} default_server;`);
  site = swap(site, "listen [::]:80 default_server;", "");
  site = swap(site, "listen 443 ssl http2 default_server;", `listen 127.0.0.1:${httpsPort} ssl http2 default_server;`);
  site = swap(site, "listen [::]:443 ssl http2 default_server;", "");
  site = swap(site, `${NGINX_CERT_DIR}/`, `${certDir}/`);
  site = swap(site, `${NGINX_SITE_DIR}/`, `${path.resolve(BUILD_DIR)}/`);
  writeFileSync(path.join(tempDir, "site.conf"), site);

  // Everything nginx writes stays in the temp folder, so the test also runs without root. Started by
  // root, nginx runs its workers as "nobody", who cannot read a clone in a private folder (mode 0700,
  // as mktemp -d and home folders are): its workers then run as the user who started it.
  const temp = (name: string) => `${name}_temp_path ${path.join(tempDir, name)};`;
  const workersUser = process.getuid?.() === 0 ? `user ${os.userInfo().username};\n` : "";
  writeFileSync(
    path.join(tempDir, "nginx.conf"),
    `${workersUser}worker_processes 1;
pid ${path.join(tempDir, "nginx.pid")};
error_log ${path.join(tempDir, "error.log")} warn;
events { worker_connections 64; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    ${["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(temp).join("\n    ")}
    include ${path.join(tempDir, "site.conf")};
}
`,
  );
  const args = ["-p", `${tempDir}/`, "-c", path.join(tempDir, "nginx.conf"), "-e", path.join(tempDir, "error.log")];
  const check = spawnSync(NGINX!, [...args, "-t"], { encoding: "utf8" });
  if (check.status !== 0) throw new Error(`nginx -t failed:\n${check.stderr}`);
  nginx = spawn(NGINX!, [...args, "-g", "daemon off;"], { stdio: "ignore" });
  await waitForPort(httpsPort, () => readFileSync(path.join(tempDir, "error.log"), "utf8"));

  httpsUrl = `https://127.0.0.1:${httpsPort}`;
  httpUrl = `http://127.0.0.1:${httpPort}`;
  api = await playwrightRequest.newContext({ ignoreHTTPSErrors: true });
});

test.afterAll(async () => {
  await api?.dispose();
  if (nginx && nginx.exitCode === null) {
    const exited = new Promise((resolve) => nginx!.once("exit", resolve));
    nginx.kill("SIGQUIT"); // graceful stop of this master process and its workers
    await exited;
  }
  if (tempDir) rmSync(tempDir, { recursive: true, force: true });
});

test("plain HTTP redirects to HTTPS", async () => {
  const response = await api.get(`${httpUrl}/fences`, { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe("https://127.0.0.1/fences");
});

test("every page answers 200 at its address, compressed, with its own policy and the security headers", async () => {
  await expectEveryPage(api, httpsUrl, (response) => {
    expect(response.headers()["content-encoding"]).toBe("gzip");
    expect(onePolicy(response, response.url())).toContain("upgrade-insecure-requests");
    expect(response.headers().server).toBe("nginx");
  });
});

test("a page's other addresses redirect to its own", async () => {
  await expectOtherAddressesRedirect(api, httpsUrl, 301);
});

test("unknown paths answer 404 with the 404 page and its policy", async () => {
  for (const urlPath of [...NOT_FOUND_PATHS, "/404", "/404.html", "/_headers", "/assets/nope.js"]) {
    const response = await api.get(`${httpsUrl}${urlPath}`);
    expect(response.status(), urlPath).toBe(404);
    expect(await response.text(), urlPath).toContain(NOT_FOUND_TEXTS.heading);
    expect(onePolicy(response, urlPath), urlPath).toBe(expectedPolicy("404.html"));
    expect(response.headers()["x-content-type-options"], urlPath).toBe("nosniff");
  }
});

test("a form's post is refused: nginx has no form inbox, so the page opens the mail draft", async () => {
  // 405 for the thank-you page built while the inbox is on; 404 while it is off, as no page is there.
  expect(await expectFormPostRefused(api, httpsUrl)).toBe(loadContent().forms.inbox ? 405 : 404);
});

test("the editor at /admin has its own policy as the only one, and noindex", async () => {
  await expectEditor(api, httpsUrl);
});

test("hashed files are cached for a year", async () => {
  await expectHashedFilesCached(api, httpsUrl);
  const script = hashedFiles().find((file) => file.endsWith(".js"))!;
  const response = await api.get(`${httpsUrl}${script}`, { headers: { "Accept-Encoding": "gzip" } });
  expect(response.headers()["content-type"]).toBe("application/javascript; charset=utf-8");
  expect(response.headers()["content-encoding"]).toBe("gzip");
});

test("pages hydrate in Chromium under nginx's headers with no CSP violation", async ({ browser }) => {
  await expectNoPolicyViolation(browser, httpsUrl);
});
