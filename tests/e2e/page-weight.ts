import type { Page, Response } from "@playwright/test";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/**
 * How a page's bytes are counted for the budgets.
 *
 * Every response body is compressed here with Brotli at quality 11 (what the
 * static hosts we deploy to send for text; see
 * docs/decisions/0002-byte-budgets-in-brotli.md) and the smaller of that and
 * the raw body is counted. This is the robust choice over the browser's
 * encodedDataLength: it does not depend on how the server in front
 * compresses, nor on the machine, the cache or chunked framing, so the same
 * build always gives the same figure. Already compressed formats (woff2,
 * images) gain nothing and count at their raw size. HTTP headers are not
 * counted.
 */
export const compressedSize = (body: Buffer) => {
  const key = createHash("sha1").update(body).digest("hex");
  let size = sizes.get(key) ?? sizeOnDisk(key);
  if (size === undefined) {
    size = Math.min(body.length, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length);
    keepOnDisk(key, size);
  }
  sizes.set(key, size);
  return size;
};
// Brotli 11 is slow, and the same files (the framework chunks, a page at two widths) load in every
// test, worker and company's run: each body is sized once, kept by its hash for all of them.
const sizes = new Map<string, number>();
const SIZES_DIR = ".cache/brotli-sizes";
function sizeOnDisk(key: string): number | undefined {
  const file = path.join(SIZES_DIR, key);
  return existsSync(file) ? Number(readFileSync(file, "utf8")) : undefined;
}
/** Written whole under a name of its own, then renamed: another worker never reads half a number. */
function keepOnDisk(key: string, size: number) {
  mkdirSync(SIZES_DIR, { recursive: true });
  const part = path.join(SIZES_DIR, `${key}.${process.pid}`);
  writeFileSync(part, String(size));
  renameSync(part, path.join(SIZES_DIR, key));
}
/** Fonts and pictures are compressed formats already: they count as they are. */
const COMPRESSED_KINDS: ReadonlySet<Kind> = new Set(["font", "image"]);

export type Kind = "html" | "js" | "css" | "font" | "image" | "other";

export interface Loaded {
  url: string;
  kind: Kind;
  raw: number;
  compressed: number;
  body: Buffer;
}

/** A body's size in gzip at zlib's default level 6 (what most servers send where Brotli is not offered). */
export const gzipSize = (body: Buffer) => gzipSync(body).length;

function kindOf(response: Response): Kind {
  const type = response.request().resourceType();
  const contentType = response.headers()["content-type"] ?? "";
  if (type === "document") return "html";
  if (type === "script" || contentType.includes("javascript")) return "js";
  if (type === "stylesheet" || contentType.includes("text/css")) return "css";
  if (type === "font" || contentType.startsWith("font/")) return "font";
  if (type === "image" || contentType.startsWith("image/")) return "image";
  return "other";
}

/**
 * Records every response the page gets from now on; quiet() waits until no request has been in
 * flight for 500 ms; stop() waits for the bodies and sizes them. Redirects and aborted requests have
 * no body to count.
 */
export function recordResponses(page: Page): { quiet: () => Promise<void>; stop: () => Promise<Loaded[]> } {
  const pending: Promise<Loaded | null>[] = [];
  let inFlight = 0;
  let lastChange = Date.now();
  const started = () => {
    inFlight++;
    lastChange = Date.now();
  };
  const ended = () => {
    inFlight--;
    lastChange = Date.now();
  };
  page.on("request", started);
  page.on("requestfinished", ended);
  page.on("requestfailed", ended);
  const onResponse = (response: Response) => {
    pending.push(
      response
        .body()
        .then((body) => {
          const url = new URL(response.url());
          // Sizes are computed after the load: compressing here would stall the page being measured.
          return { url: url.pathname + url.search, kind: kindOf(response), raw: body.length, compressed: 0, body };
        })
        .catch(() => null),
    );
  };
  page.on("response", onResponse);
  return {
    quiet: async () => {
      while (inFlight > 0 || Date.now() - lastChange < 500) await page.waitForTimeout(100);
    },
    stop: async () => {
      page.off("request", started);
      page.off("requestfinished", ended);
      page.off("requestfailed", ended);
      page.off("response", onResponse);
      const loaded = (await Promise.all(pending)).filter((item): item is Loaded => item !== null);
      for (const item of loaded) {
        item.compressed = COMPRESSED_KINDS.has(item.kind) ? item.raw : compressedSize(item.body);
      }
      return loaded;
    },
  };
}

/**
 * Opens path in a fresh page and records every response until the network has
 * been idle for 500 ms, without scrolling or any input: what a first view
 * costs before the visitor interacts.
 */
export async function loadFirstView(page: Page, path: string): Promise<Loaded[]> {
  const recording = recordResponses(page);
  await page.goto(path, { waitUntil: "networkidle" });
  return recording.stop();
}

/** The text of every inline <style> element in an HTML document. */
export function inlineStyles(html: string): string {
  return [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((match) => match[1] ?? "").join("\n");
}

export const sum = (items: Loaded[], kind?: Kind) =>
  items.filter((item) => !kind || item.kind === kind).reduce((total, item) => total + item.compressed, 0);

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
