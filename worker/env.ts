// The Worker's bindings and variables, as wrangler.toml declares them.
import type { D1Database, SendEmail } from "@cloudflare/workers-types";

export type { D1Database, ExecutionContext, SendEmail } from "@cloudflare/workers-types";

/**
 * The static assets (build/client). Typed with the DOM's Request and Response, which the rest of
 * the Worker uses: at run time they are the runtime's own.
 */
export interface Assets {
  fetch(request: Request | string): Promise<Response>;
}

export interface Env {
  ASSETS: Assets;
  /** The requests' database (D1). Absent in a configuration without it: the inbox then answers 503. */
  REQUESTS?: D1Database;
  /** GitHub's API, which says who may push to the repository (tests point it at a stand-in). */
  GITHUB_API?: string;
  /** Optional: a send_email binding, with the addresses to send each stored request from and to. */
  MAIL?: SendEmail;
  MAIL_FROM?: string;
  MAIL_TO?: string;
}
