// @vitest-environment node
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "../../../app/httpHeaders.mjs";
import { nginxPagesConfig, serveConfig, staticHostHeaders } from "./targets.mjs";

const HASH = "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='";
const PAGES = [
  { file: "index.html", urlPath: "/", scriptHashes: [HASH] },
  { file: "404.html", urlPath: null, scriptHashes: [HASH] },
];
const ADMIN = { api: "https://api.github.com", signIn: "https://api.netlify.com" };

/** The sources of one directive of a policy, or undefined when it is missing. */
const directive = (policy: string, name: string) =>
  policy
    .split("; ")
    .find((part) => part.startsWith(`${name} `))
    ?.slice(name.length + 1);

/** Every page policy a target's text carries, found by the directive every page policy has. */
const policiesIn = (text: string) => text.match(/default-src 'self'; script-src 'self' [^"\n]*/g) ?? [];

describe("where the pages may send a request (the host's form inbox)", () => {
  it("off, as shipped: forms only to the mail app, script fetches from the site only", () => {
    for (const https of [false, true]) {
      const policy = contentSecurityPolicy({ scriptHashes: [HASH], https });
      expect(directive(policy, "form-action")).toBe("mailto:");
      expect(directive(policy, "connect-src")).toBe("'self'");
    }
  });

  it("on: forms and the page's code post to the site itself (the host's inbox), and nowhere else", () => {
    const policy = contentSecurityPolicy({ scriptHashes: [HASH], https: true, formInbox: true });
    expect(directive(policy, "form-action")).toBe("'self'");
    expect(directive(policy, "connect-src")).toBe("'self'");
    expect(directive(policy, "default-src")).toBe("'self'");
    expect(policy.match(/form-action/g)).toHaveLength(1);
    expect(policy.match(/connect-src/g)).toHaveLength(1);
  });

  it("every target carries the inbox's policy on every page, and only when it is on", () => {
    for (const formInbox of [false, true]) {
      const targets = {
        "serve.json": JSON.stringify(serveConfig(PAGES, ADMIN, { formInbox })),
        _headers: staticHostHeaders(PAGES, ADMIN, { formInbox }),
        "nginx-pages.conf": nginxPagesConfig(PAGES, ADMIN, { formInbox }),
      };
      for (const [target, text] of Object.entries(targets)) {
        const policies = policiesIn(text);
        expect(policies.length, target).toBeGreaterThanOrEqual(PAGES.length);
        for (const policy of policies) {
          expect(directive(policy, "form-action"), target).toBe(formInbox ? "'self'" : "mailto:");
          expect(directive(policy, "connect-src"), target).toBe("'self'");
        }
      }
    }
  });
});
