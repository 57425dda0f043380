// Cloudflare's own local runtime for the host specs: tests/run/wrangler-dev.mjs (wrangler with workerd,
// over HTTPS, on free ports, in a temp folder of its own, nothing on the network), with a Playwright
// request context that accepts its self-signed certificate.
import { request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import { startWrangler as startWranglerDev } from "../run/wrangler-dev.mjs";

export { configForThisBuild, REPOSITORY_CONFIG } from "../run/wrangler-dev.mjs";

export interface WranglerServer {
  baseUrl: string;
  api: APIRequestContext;
  /** Everything wrangler has printed so far. */
  log: () => string;
  stop: () => Promise<void>;
}

/**
 * Starts `wrangler <command>` (given the temp folder, where the command may put its files) after the
 * wrangler commands `before` lists, and waits until it answers (tests/run/wrangler-dev.mjs).
 */
export async function startWrangler(
  prefix: string,
  command: (tempDir: string) => string[],
  before: (tempDir: string) => string[][] = () => [],
): Promise<WranglerServer> {
  const server = await startWranglerDev(prefix, command, before);
  // A connection for each call: a Node server closes a connection left idle (after 5 s by default), and
  // a call that reused one at that moment met "socket hang up" (ECONNRESET) before the Worker saw it.
  const api = await playwrightRequest.newContext({
    ignoreHTTPSErrors: true,
    extraHTTPHeaders: { Connection: "close" },
  });
  return {
    baseUrl: server.baseUrl,
    api,
    log: server.log,
    async stop() {
      await api.dispose();
      await server.stop();
    },
  };
}
