// A form's post to /thank-you, the address the forms post to on every host (app/thankYouPage.mjs).
// In order: the inbox off (no facts from the build) → as without a Worker (the assets answer 405);
// not urlencoded → 415; over MAX_BODY_BYTES → 413; a field refused → 400 naming it; no database
// → 503; over the address's limit → 429; stored, or a duplicate of one stored → 303 See Other to
// the thank-you page, which the page's fetch follows (200) and a browser without JavaScript shows;
// the database failing → 503. Each stored request is then e-mailed (optional) and pushed to the
// owner's devices (push.ts), after the answer. Any answer but 2xx makes the page open the visitor's mail draft, so
// nothing the visitor typed is lost. No field of a request is ever logged.
import { thankYouPage } from "../app/thankYouPage.mjs";
import { MAX_BODY_BYTES, readLimited } from "./body";
import type { Env, ExecutionContext } from "./env";
import { readFacts } from "./facts";
import { mailRequest } from "./mail";
import { notifyDevices } from "./push";
import { addressKey, POSTS_PER_WINDOW, WINDOW_MS, withinLimit } from "./rateLimit";
import { refusal, seeOther } from "./responses";
import { storeRequest } from "./store";
import { checkPost } from "./validate";

const URLENCODED = "application/x-www-form-urlencoded";

export async function postRequest(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
  const facts = await readFacts(env, request.url);
  if (!facts) return env.ASSETS.fetch(request);

  const type = (request.headers.get("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (type !== URLENCODED) return refusal(request, 415, `Send the form as ${URLENCODED}.`);
  const body = await readLimited(request);
  if (body === null) return refusal(request, 413, `The request is larger than ${MAX_BODY_BYTES / 1024} KB.`);
  const checked = checkPost(body);
  if ("refused" in checked) return refusal(request, 400, checked.refused.message, checked.refused.field);

  const db = env.REQUESTS;
  if (!db) return refusal(request, 503, "This site's inbox has no database.");
  try {
    const now = Date.now();
    if (!(await withinLimit(db, await addressKey(db, request), now))) {
      const minutes = WINDOW_MS / 60_000;
      return refusal(request, 429, `More than ${POSTS_PER_WINDOW} requests in ${minutes} minutes from one address.`);
    }
    const stored = await storeRequest(db, checked, facts.keepDays, now);
    if (stored) {
      const { origin, hostname } = new URL(request.url);
      ctx.waitUntil(mailRequest(env, stored, origin));
      ctx.waitUntil(notifyDevices(db, stored, facts.email || `requests@${hostname}`));
    }
  } catch (error) {
    console.error(`inbox: a request could not be stored (${(error as Error).message})`);
    return refusal(request, 503, "This site's inbox could not store the request.");
  }
  return seeOther(request, thankYouPage.path);
}
