// The responses the Worker makes itself (the pages come from the assets with their _headers). Rule:
// each carries the headers every response of the site carries (app/httpHeaders.mjs), a
// policy that lets it load nothing, and no caching: they are answers to one request, never pages.
import { commonHeaders } from "../app/httpHeaders.mjs";

const NOTHING_LOADS = "default-src 'none'; frame-ancestors 'none'";

/** Headers for a response to `request`, with `extra` on top. */
export function headersFor(request: Request, extra: Record<string, string> = {}): Headers {
  const https = new URL(request.url).protocol === "https:";
  return new Headers({
    ...commonHeaders({ https }),
    "Content-Security-Policy": NOTHING_LOADS,
    "Cache-Control": "no-store",
    ...extra,
  });
}

/** True when the request asked for JSON (the page's own fetch may; a browser's form post does not). */
export const wantsJson = (request: Request) => /\bapplication\/json\b/.test(request.headers.get("Accept") ?? "");

export function json(request: Request, status: number, body: unknown, extra: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: headersFor(request, { "Content-Type": "application/json; charset=utf-8", ...extra }),
  });
}

export function text(request: Request, status: number, body: string, extra: Record<string, string> = {}) {
  return new Response(body, {
    status,
    headers: headersFor(request, { "Content-Type": "text/plain; charset=utf-8", ...extra }),
  });
}

/** A refusal in plain words, or as JSON ({ error, field? }) where the request asked for JSON. */
export function refusal(request: Request, status: number, message: string, field?: string) {
  if (wantsJson(request)) return json(request, status, field ? { field, error: message } : { error: message });
  return text(request, status, `${message}\n`);
}

export const noContent = (request: Request) => new Response(null, { status: 204, headers: headersFor(request) });

/** 303 See Other: a browser (or fetch) then GETs `location`. */
export const seeOther = (request: Request, location: string) =>
  new Response(null, { status: 303, headers: headersFor(request, { Location: location }) });
