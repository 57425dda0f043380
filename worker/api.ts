// The owner's API, for the Requests view of the editor at /admin (same origin). Every call carries
// `Authorization: Bearer <GitHub token>` and is let in only if that token may push to the site's
// repository (owner.ts): none or unknown → 401, no push → 403. Every answer is `no-store`.
//   GET    /api/requests                 → 200 { requests: [{ id, form, receivedAt, answered, fields }], labels },
//                                          newest first; labels: each field's name → the label the forms show
//   GET    /api/requests.csv             → 200 text/csv, as a download (requests.csv)
//   POST   /api/requests/<id>/answered   { "answered": true | false } → 204
//   DELETE /api/requests/<id>            → 204
//   GET    /api/push                     → 200 { publicKey, devices: [{ id, device, since }] }: the Worker's
//                                          push key (made on first use) and the devices notified
//   POST   /api/push                     { endpoint, keys: { p256dh, auth }, device } → 201 { id }
//   DELETE /api/push/<id>                → 204: that device is notified no more
// Each listed request carries `source` (where it came from) and `review` (Ask for a review's sms: and
// mailto: links, review.ts), null while the site has no review link; the list then names, as
// `reviewLinkSetting`, where the editor has it.
// Errors are JSON { error }: 404 for an unknown address or request, 405 for a method the address
// does not take, 400 for a body that is not as above, 503 while the inbox is off or has no database.
import { readLimited } from "./body";
import { FIELD_COLUMNS, requestsCsv } from "./csv";
import type { Env } from "./env";

/** Each field's name with the label the forms show, for the editor's list. */
const FIELD_LABELS = Object.fromEntries(FIELD_COLUMNS.map(({ name, label }) => [name, label]));
import { readFacts } from "./facts";
import { ownerVerdict } from "./owner";
import { headersFor, json, noContent } from "./responses";
import { devices, subscribe, subscriptionOf, unsubscribe } from "./push";
import { reviewLinks } from "./review";
import { deleteRequest, listRequests, markAnswered } from "./store";
import { vapidKeys } from "./vapid";

const REQUEST_PATH = /^\/api\/requests\/([0-9a-f-]{36})(\/answered)?$/;
const DEVICE_PATH = /^\/api\/push\/([0-9a-f-]{36})$/;
const MAX_JSON_BYTES = 1024;

const error = (request: Request, status: number, message: string, extra?: Record<string, string>) =>
  json(request, status, { error: message }, extra);

const notAllowed = (request: Request, allow: string) =>
  error(request, 405, `${request.method} is not allowed here.`, { Allow: allow });

export async function ownerApi(request: Request, env: Env): Promise<Response> {
  const { pathname } = new URL(request.url);
  const one = REQUEST_PATH.exec(pathname);
  const device = DEVICE_PATH.exec(pathname);
  const push = pathname === "/api/push";
  if (pathname !== "/api/requests" && pathname !== "/api/requests.csv" && !one && !push && !device)
    return error(request, 404, "No such address.");

  const facts = await readFacts(env, request.url);
  if (!facts) return error(request, 503, "The form inbox is off (Business and contact › Estimate requests).");
  const verdict = await ownerVerdict(request, facts.repository, env.GITHUB_API);
  if (verdict === 401)
    return error(request, 401, "Sign in with a GitHub token.", { "WWW-Authenticate": 'Bearer realm="requests"' });
  if (verdict === 403) return error(request, 403, `This token may not change ${facts.repository}.`);
  if (verdict === 502) return error(request, 502, "GitHub did not say whether this token may change the site.");

  const db = env.REQUESTS;
  if (!db) return error(request, 503, "This site's inbox has no database.");
  try {
    if (push) {
      if (request.method === "GET") {
        const { publicKey } = await vapidKeys(db);
        return json(request, 200, { publicKey, devices: await devices(db) });
      }
      if (request.method !== "POST") return notAllowed(request, "GET, POST");
      const subscription = subscriptionOf(await jsonOf(request));
      if (!subscription) return error(request, 400, "Send the device's push subscription, as the browser gives it.");
      return json(request, 201, { id: await subscribe(db, subscription, Date.now()) });
    }
    if (device) {
      if (request.method !== "DELETE") return notAllowed(request, "DELETE");
      return (await unsubscribe(db, device[1]!)) ? noContent(request) : error(request, 404, "No such device.");
    }
    if (!one) {
      if (request.method !== "GET" && request.method !== "HEAD") return notAllowed(request, "GET, HEAD");
      const requests = await listRequests(db, facts.keepDays, Date.now());
      if (pathname === "/api/requests") {
        const { review } = facts;
        const listed = requests.map((stored) => ({ ...stored, review: reviewLinks(review, stored.fields) }));
        const missing = review.link ? {} : { reviewLinkSetting: review.linkSetting };
        return json(request, 200, { requests: listed, labels: FIELD_LABELS, ...missing });
      }
      return new Response(requestsCsv(requests), {
        headers: headersFor(request, {
          "Content-Type": "text/csv; charset=utf-8",
          "Content-Disposition": 'attachment; filename="requests.csv"',
        }),
      });
    }
    const [, id, answeredPath] = one;
    if (answeredPath) {
      if (request.method !== "POST") return notAllowed(request, "POST");
      const answered = await answeredOf(request);
      if (answered === null) return error(request, 400, 'Send { "answered": true } or { "answered": false }.');
      return (await markAnswered(db, id!, answered)) ? noContent(request) : error(request, 404, "No such request.");
    }
    if (request.method !== "DELETE") return notAllowed(request, "DELETE");
    return (await deleteRequest(db, id!)) ? noContent(request) : error(request, 404, "No such request.");
  } catch (failure) {
    console.error(`inbox: the requests could not be read or changed (${(failure as Error).message})`);
    return error(request, 503, "This site's inbox could not read its database.");
  }
}

/** A small JSON body, or undefined when it is too large or not JSON. */
async function jsonOf(request: Request, limit = MAX_JSON_BYTES * 2): Promise<unknown> {
  const body = await readLimited(request, limit);
  if (body === null) return undefined;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return undefined;
  }
}

/** The `answered` of a JSON body { "answered": boolean }, or null. */
async function answeredOf(request: Request): Promise<boolean | null> {
  const parsed = (await jsonOf(request, MAX_JSON_BYTES)) as { answered?: unknown } | undefined;
  return typeof parsed?.answered === "boolean" ? parsed.answered : null;
}
