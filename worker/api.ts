// The owner's API, for the Requests view of the editor at /admin (same origin). Every call carries
// `Authorization: Bearer <GitHub token>` and is let in only if that token may push to the site's
// repository (owner.ts): none or unknown → 401, no push → 403. Every answer is `no-store`.
//   GET    /api/requests                 → 200 { requests: [{ id, form, receivedAt, answered, fields }], labels },
//                                          newest first; labels: each field's name → the label the forms show
//   GET    /api/requests.csv             → 200 text/csv, as a download (requests.csv)
//   POST   /api/requests/<id>/answered   { "answered": true | false } → 204
//   DELETE /api/requests/<id>            → 204
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
import { deleteRequest, listRequests, markAnswered } from "./store";

const REQUEST_PATH = /^\/api\/requests\/([0-9a-f-]{36})(\/answered)?$/;
const MAX_JSON_BYTES = 1024;

const error = (request: Request, status: number, message: string, extra?: Record<string, string>) =>
  json(request, status, { error: message }, extra);

const notAllowed = (request: Request, allow: string) =>
  error(request, 405, `${request.method} is not allowed here.`, { Allow: allow });

export async function ownerApi(request: Request, env: Env): Promise<Response> {
  const { pathname } = new URL(request.url);
  const one = REQUEST_PATH.exec(pathname);
  if (pathname !== "/api/requests" && pathname !== "/api/requests.csv" && !one)
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
    if (!one) {
      if (request.method !== "GET" && request.method !== "HEAD") return notAllowed(request, "GET, HEAD");
      const requests = await listRequests(db, facts.keepDays, Date.now());
      if (pathname === "/api/requests") return json(request, 200, { requests, labels: FIELD_LABELS });
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

/** The `answered` of a JSON body { "answered": boolean }, or null. */
async function answeredOf(request: Request): Promise<boolean | null> {
  const body = await readLimited(request, MAX_JSON_BYTES);
  if (body === null) return null;
  try {
    const parsed = JSON.parse(body) as { answered?: unknown };
    return typeof parsed.answered === "boolean" ? parsed.answered : null;
  } catch {
    return null;
  }
}
