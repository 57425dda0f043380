// The site's Worker on Cloudflare (decision 0029). Every page is a static asset that Cloudflare
// serves without it: wrangler.toml's run_worker_first sends it only what it answers, a form's post
// to the thank-you page (post.ts) and the owner's API under /api/ (api.ts). Anything else it is
// handed goes to the assets as it came.
import { thankYouPage } from "../app/thankYouPage.mjs";
import { ownerApi } from "./api";
import type { Env, ExecutionContext } from "./env";
import { postRequest } from "./post";

export default {
  async fetch(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
    const { pathname } = new URL(request.url);
    if (pathname === thankYouPage.path && request.method === "POST") return postRequest(request, env, ctx);
    if (pathname.startsWith("/api/")) return ownerApi(request, env);
    return env.ASSETS.fetch(request);
  },
};
