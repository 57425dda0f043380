// Runs only at build time, when React Router prerenders each page. It waits for
// every Suspense boundary and writes the whole page in document order, so the
// HTML holds all of its content in place, readable without JavaScript.
import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { IslandsOnlyPage } from "~/islands/PageScripts";

export const streamTimeout = 10_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  return new Promise<Response>((resolve, reject) => {
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      // A page of the built site ends with the islands' starter; the dev server and React Router's SPA
      // fallback (required by its build, deleted after it) keep React Router's scripts.
      <IslandsOnlyPage value={!import.meta.env.DEV && !routerContext.isSpaMode}>
        <ServerRouter context={routerContext} url={request.url} />
      </IslandsOnlyPage>,
      {
        // React otherwise moves completed boundaries past ~12.8 KB of HTML into hidden <div>s that only a
        // script reveals, so without JavaScript those sections would never show.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html");
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError: reject,
        onError(error: unknown) {
          responseStatusCode = 500;
          console.error(error);
        },
      },
    );
  });
}
