// Who may read the requests: whoever may push to the site's repository, the same people who may
// edit the site in the editor at /admin, asked of GitHub with the token the editor signed in with.
// Rules: the token is sent only to GitHub and never stored or logged; an answer is remembered for
// CACHE_MS under the token's SHA-256, so one view of the requests asks GitHub once.
import { sha256Hex } from "./hash";

export const CACHE_MS = 60 * 1000;
const CACHE_SIZE = 100;
const DEFAULT_API = "https://api.github.com";

/** 200: may push; 401: no token, or one GitHub does not know; 403: may not push; 502: GitHub did not say. */
export type Verdict = 200 | 401 | 403 | 502;

const remembered = new Map<string, { verdict: Verdict; until: number }>();

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(request: Request): string | null {
  const match = /^Bearer +([^\s]+)$/i.exec(request.headers.get("Authorization") ?? "");
  return match ? match[1]! : null;
}

/** Asks GitHub whether the token may push to the repository. */
async function askGitHub(api: string, repository: string, token: string): Promise<Verdict> {
  let response: Response;
  try {
    response = await fetch(`${api.replace(/\/$/, "")}/repos/${repository}`, {
      headers: {
        Authorization: `Bearer ${token}`,
        Accept: "application/vnd.github+json",
        "X-GitHub-Api-Version": "2022-11-28",
        "User-Agent": "site-request-inbox",
      },
    });
  } catch {
    return 502;
  }
  if (response.status === 401) return 401;
  // GitHub answers 404 for a private repository the token cannot see, 403 when it refuses it.
  if (response.status === 404 || (response.status === 403 && response.headers.get("x-ratelimit-remaining") !== "0"))
    return 403;
  if (!response.ok) return 502;
  const repo = (await response.json().catch(() => null)) as { permissions?: { push?: boolean } } | null;
  return repo?.permissions?.push === true ? 200 : 403;
}

/** The verdict on the request's token for the repository (no token: 401). */
export async function ownerVerdict(request: Request, repository: string, api = DEFAULT_API): Promise<Verdict> {
  const token = bearerToken(request);
  if (!token) return 401;
  const key = await sha256Hex(`${api} ${repository} ${token}`);
  const now = Date.now();
  const known = remembered.get(key);
  if (known && known.until > now) return known.verdict;
  const verdict = await askGitHub(api, repository, token);
  if (verdict !== 502) {
    if (remembered.size >= CACHE_SIZE) remembered.delete(remembered.keys().next().value!);
    remembered.set(key, { verdict, until: now + CACHE_MS });
  }
  return verdict;
}
