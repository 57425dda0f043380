import { expect, test, type Browser, type Page } from "@playwright/test";
import { readFileSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { loadContent } from "../../app/content/load";
import { ESTIMATE_FIELDS, MIN_FILL_MS } from "../../app/components/forms/limits";
import { INBOX_FACTS_PATH, type InboxFacts } from "../../app/inboxFacts.mjs";
import { thankYouPage } from "../../app/pages.mjs";
import { CLIENT_DIR } from "./built-pages";
import { ADMIN_PATH } from "../../app/httpHeaders.mjs";
import {
  expectNoAxeViolations,
  FORM_TEXTS,
  fillQuote,
  firstInteraction,
  gotoHydrated,
  THANK_YOU_TEXTS,
} from "./helpers";
import { expectedPolicy, expectSecurityHeaders, onePolicy } from "./hosting";
import { captureNavigations, fillEstimate, mailtoOpened } from "./mailDraft";
import { deviceKeys, standInPushService } from "./push-stand-in";
import { configForThisBuild, startWrangler, type WranglerServer } from "./wrangler";

// The site's own request inbox on Cloudflare (decision 0029): the repository's wrangler.toml served
// with Cloudflare's runtime (wrangler dev, workerd, a local D1 database made by the repository's
// migrations), the forms' posts checked and stored by the Worker (worker/), and the owner's API read
// with GitHub tokens that a stand-in for GitHub's API judges. npm run test:inbox builds a copy of
// the content with the inbox on and runs this spec on it.
const site = loadContent();
test.skip(!site.forms.inbox, "needs a build with the form inbox on: npm run test:inbox");
test.describe.configure({ mode: "serial" });

/** Tokens the stand-in GitHub knows: one may push to the site's repository, one may only read it. */
const PUSH_TOKEN = "token-that-may-push";
const READ_TOKEN = "token-that-may-read";

/** What the build wrote for the Worker (the repository the editor saves to). */
const facts = (): InboxFacts => JSON.parse(readFileSync(path.join(CLIENT_DIR, INBOX_FACTS_PATH), "utf8"));

/**
 * GitHub's API as the Worker asks it (GET /repos/<account>/<repository> with the token): the
 * repository with permissions.push for the two tokens above, 401 for any other.
 */
async function standInGitHub() {
  const asked: string[] = [];
  const server = http.createServer((request, response) => {
    asked.push(`${request.method} ${request.url}`);
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? "")?.[1];
    if (request.url !== `/repos/${facts().repository}`) return response.writeHead(404).end("{}");
    if (token !== PUSH_TOKEN && token !== READ_TOKEN) return response.writeHead(401).end("{}");
    response.writeHead(200, { "Content-Type": "application/json" });
    response.end(
      JSON.stringify({ full_name: facts().repository, permissions: { pull: true, push: token === PUSH_TOKEN } }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, asked, close: () => new Promise((resolve) => server.close(resolve)) };
}

let github: Awaited<ReturnType<typeof standInGitHub>>;
/** The owner's devices' push service. */
let pushService: Awaited<ReturnType<typeof standInPushService>>;
/** The repository's configuration, its database's tables made by worker/migrations. */
let inbox: WranglerServer;
/** The same without the database binding. */
let noDatabase: WranglerServer;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  github = await standInGitHub();
  pushService = await standInPushService();
  const githubVar = ["--var", `GITHUB_API:${github.url}`];
  inbox = await startWrangler(
    "fence-inbox-",
    (tempDir) => ["dev", "--config", path.join(tempDir, "wrangler.toml"), ...githubVar],
    (tempDir) => [["d1", "migrations", "apply", "REQUESTS", "--local", "--config", configForThisBuild(tempDir)]],
  );
  noDatabase = await startWrangler("fence-inbox-no-db-", (tempDir) => [
    "dev",
    "--config",
    configForThisBuild(tempDir, { withoutDatabase: true }),
    ...githubVar,
  ]);
});

test.afterAll(async () => {
  await inbox?.stop();
  await noDatabase?.stop();
  await github?.close();
  await pushService?.close();
});

/** A sender's own address (CF-Connecting-IP, as Cloudflare sets it), so each test has its own limit. */
let lastAddress = 0;
const newAddress = () => `198.51.100.${++lastAddress}`;

/** A filled estimate form's fields as the browser posts them; `email` tells one request from another. */
const estimate = (email: string, extra: Record<string, string> = {}) => ({
  "form-name": "estimate",
  elapsed: String(MIN_FILL_MS + 2000),
  "bot-field": "",
  name: "Jane O'Brien",
  phone: "(662) 555-0111",
  email,
  location: "Horn Lake & Memphis?",
  propertyType: "Residential",
  ...extra,
});

/** Posts fields to the thank-you page as a form does (urlencoded), from `address`, without following the answer. */
function post(server: WranglerServer, fields: Record<string, string>, address: string, headers = {}) {
  return server.api.post(`${server.baseUrl}${thankYouPage.path}`, {
    form: fields,
    maxRedirects: 0,
    headers: { "CF-Connecting-IP": address, ...headers },
  });
}

type Listed = {
  id: string;
  form: string;
  receivedAt: string;
  answered: boolean;
  fields: Record<string, string>;
  source: Record<string, string>;
  review: { sms?: string; mail?: string } | null;
};

/** The periods of the Requests view's summary as the owner's guide names them ("the last 30 and the last 90 days"). */
function summaryPeriodsInGuide(): number[] {
  const guide = readFileSync("docs/owner/your-requests.md", "utf8").replace(/\s+/g, " ");
  const periods = /counts the requests of the last (\d+) and the last (\d+) days/.exec(guide);
  expect(periods, "docs/owner/your-requests.md names the summary's periods").not.toBeNull();
  return periods!.slice(1).map(Number);
}

/** The owner's API with a token (none: no Authorization header). */
function owner(server: WranglerServer, token?: string) {
  const headers = token ? { Authorization: `Bearer ${token}` } : undefined;
  const url = (apiPath: string) => `${server.baseUrl}/api/requests${apiPath}`;
  return {
    list: () => server.api.get(url(""), { headers }),
    async requests(): Promise<Listed[]> {
      const response = await server.api.get(url(""), { headers });
      expect(response.status()).toBe(200);
      return (await response.json()).requests;
    },
    csv: () => server.api.get(url(".csv"), { headers }),
    answered: (id: string, answered: unknown) =>
      server.api.post(url(`/${id}/answered`), { headers, data: { answered } }),
    remove: (id: string) => server.api.delete(url(`/${id}`), { headers }),
    push: () => server.api.get(`${server.baseUrl}/api/push`, { headers }),
    subscribe: (subscription: unknown) =>
      server.api.post(`${server.baseUrl}/api/push`, { headers, data: subscription }),
    switchOff: (id: string) => server.api.delete(`${server.baseUrl}/api/push/${id}`, { headers }),
  };
}

/** The stored requests of one visitor (by the e-mail address the test gave them). */
const requestsOf = async (email: string) =>
  (await owner(inbox, PUSH_TOKEN).requests()).filter((request) => request.fields.email === email);

test("a request posted as the form posts it is stored: 303 to the thank-you page, and listed for a token that may push", async () => {
  const email = "stored@example.org";
  const posted = await post(inbox, estimate(email), newAddress());
  expect(posted.status()).toBe(303);
  expect(posted.headers().location).toBe(thankYouPage.path);
  expectSecurityHeaders(posted, "the 303");

  const response = await owner(inbox, PUSH_TOKEN).list();
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toBe("no-store");
  expect(response.headers()["content-type"]).toBe("application/json; charset=utf-8");
  const [stored, ...more] = await requestsOf(email);
  expect(more).toEqual([]);
  expect(stored).toEqual({
    id: expect.stringMatching(/^[0-9a-f-]{36}$/),
    form: "estimate",
    receivedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    answered: false,
    // The form's own fields, as typed; never the hidden ones.
    fields: {
      name: "Jane O'Brien",
      phone: "(662) 555-0111",
      email,
      location: "Horn Lake & Memphis?",
      propertyType: "Residential",
    },
    // Posted without the fields the forms' script fills: where it came from is not known.
    source: { page: "", referrer: "", utm_source: "", utm_medium: "", utm_campaign: "" },
    // Ask for a review's links, while the site has a review link (the inbox run gives it one).
    review: site.business.reviewLink
      ? { sms: expect.stringMatching(/^sms:/), mail: expect.stringMatching(/^mailto:/) }
      : null,
  });
  expect(Date.now() - Date.parse(stored!.receivedAt)).toBeLessThan(60_000);
});

test("the owner's API refuses a token that may not push (403), an unknown one and none (401), every answer no-store", async () => {
  for (const [token, status] of [
    [READ_TOKEN, 403],
    ["a-token-github-does-not-know", 401],
    [undefined, 401],
  ] as const) {
    for (const response of [await owner(inbox, token).list(), await owner(inbox, token).csv()]) {
      expect(response.status(), `${token}`).toBe(status);
      expect(response.headers()["cache-control"]).toBe("no-store");
      expect(await response.text()).not.toContain("O'Brien");
    }
  }
  const unknown = await inbox.api.get(`${inbox.baseUrl}/api/nothing`, {
    headers: { Authorization: `Bearer ${PUSH_TOKEN}` },
  });
  expect(unknown.status()).toBe(404);
  expect(unknown.headers()["cache-control"]).toBe("no-store");
});

test("the owner marks a request answered, and not, and deletes it", async () => {
  const email = "answered@example.org";
  expect((await post(inbox, estimate(email), newAddress())).status()).toBe(303);
  const [stored] = await requestsOf(email);
  const api = owner(inbox, PUSH_TOKEN);

  const marked = await api.answered(stored!.id, true);
  expect(marked.status()).toBe(204);
  expect(marked.headers()["cache-control"]).toBe("no-store");
  expect((await requestsOf(email))[0]!.answered).toBe(true);
  expect((await api.answered(stored!.id, false)).status()).toBe(204);
  expect((await requestsOf(email))[0]!.answered).toBe(false);
  expect((await api.answered(stored!.id, "yes")).status()).toBe(400);
  expect((await owner(inbox, READ_TOKEN).answered(stored!.id, true)).status()).toBe(403);
  expect((await owner(inbox, READ_TOKEN).remove(stored!.id)).status()).toBe(403);

  const removed = await api.remove(stored!.id);
  expect(removed.status()).toBe(204);
  expect(await requestsOf(email)).toEqual([]);
  expect((await api.remove(stored!.id)).status()).toBe(404);
  expect((await api.answered(stored!.id, true)).status()).toBe(404);
});

test("the requests download as a spreadsheet file: a header row, every cell quoted, no formula run", async () => {
  const email = "csv@example.org";
  const location = '=HYPERLINK("http://example.com","Town, "MS"")';
  expect((await post(inbox, estimate(email, { location }), newAddress())).status()).toBe(303);
  const response = await owner(inbox, PUSH_TOKEN).csv();
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("text/csv; charset=utf-8");
  expect(response.headers()["content-disposition"]).toBe('attachment; filename="requests.csv"');
  expect(response.headers()["cache-control"]).toBe("no-store");
  const [header, ...rows] = (await response.text()).replace(/^\uFEFF/, "").split("\r\n");
  const columns = header!.split(",");
  expect(columns.slice(0, 4)).toEqual(['"Received"', '"Form"', '"Answered"', `"${ESTIMATE_FIELDS.name.label}"`]);
  const row = rows.find((line) => line.includes(`"${email}"`))!;
  expect(row).toContain(`"'=HYPERLINK(""http://example.com"",""Town, ""MS"""")"`);
  expect(row).toMatch(/^"\d{4}-[^"]+","estimate","no","Jane O'Brien",/);
});

test("the same request twice within minutes (a double tap) is stored once, and both are told it was sent", async () => {
  const email = "twice@example.org";
  const address = newAddress();
  expect((await post(inbox, estimate(email), address)).status()).toBe(303);
  expect((await post(inbox, estimate(email), address)).status()).toBe(303);
  expect(await requestsOf(email)).toHaveLength(1);
});

test("a filled honeypot and a form sent sooner than a person can are refused (400), naming the field, storing nothing", async () => {
  const email = "robot@example.org";
  const honeypot = await post(inbox, estimate(email, { "bot-field": "http://spam.example" }), newAddress());
  expect(honeypot.status()).toBe(400);
  expect(honeypot.headers()["content-type"]).toBe("text/plain; charset=utf-8");
  expect(await honeypot.text()).toContain("Leave this empty");
  expect(await honeypot.text()).not.toContain("spam.example");

  const fast = await post(inbox, estimate(email, { elapsed: String(MIN_FILL_MS - 1) }), newAddress(), {
    Accept: "application/json",
  });
  expect(fast.status()).toBe(400);
  expect(await fast.json()).toEqual({ field: "elapsed", error: expect.stringContaining("too soon") });
  // Without JavaScript the form sends the field empty: a person, as far as the inbox can tell.
  expect((await post(inbox, estimate(email, { elapsed: "" }), newAddress())).status()).toBe(303);
  expect(await requestsOf(email)).toHaveLength(1);
});

test("a field longer than its limit is refused (400) in plain words naming it, never repeating what was typed", async () => {
  const email = "long@example.org";
  const name = "Z".repeat(ESTIMATE_FIELDS.name.maxLength + 1);
  const plain = await post(inbox, estimate(email, { name }), newAddress());
  expect(plain.status()).toBe(400);
  const said = await plain.text();
  expect(said).toBe(`Name is longer than ${ESTIMATE_FIELDS.name.maxLength} characters.\n`);
  const asJson = await post(inbox, estimate(email, { name }), newAddress(), { Accept: "application/json" });
  expect(await asJson.json()).toEqual({ field: "name", error: said.trim() });
  const missing = await post(inbox, estimate(email, { phone: "" }), newAddress());
  expect([missing.status(), await missing.text()]).toEqual([400, "Phone is required.\n"]);
  const stranger = await post(inbox, estimate(email, { website: "x" }), newAddress());
  expect([stranger.status(), await stranger.text()]).toEqual([
    400,
    "The estimate form has no field named “website”.\n",
  ]);
  expect(await requestsOf(email)).toEqual([]);
});

test("a post larger than 8 KB is refused (413) without being stored", async () => {
  const email = "large@example.org";
  const response = await post(inbox, estimate(email, { location: "x".repeat(9 * 1024) }), newAddress());
  expect(response.status()).toBe(413);
  expect(await requestsOf(email)).toEqual([]);
});

test("one address may send 5 requests in 10 minutes; the 6th is refused (429)", async () => {
  const address = newAddress();
  for (let n = 1; n <= 5; n++)
    expect((await post(inbox, estimate(`limit-${n}@example.org`), address)).status(), `request ${n}`).toBe(303);
  const sixth = await post(inbox, estimate("limit-6@example.org"), address);
  expect(sixth.status()).toBe(429);
  expect(await requestsOf("limit-6@example.org")).toEqual([]);
  // Another address is not held back.
  expect((await post(inbox, estimate("limit-other@example.org"), newAddress())).status()).toBe(303);
});

test("GET /thank-you still serves the page, with its own policy", async () => {
  const response = await inbox.api.get(`${inbox.baseUrl}${thankYouPage.path}`, { maxRedirects: 0 });
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain(THANK_YOU_TEXTS.heading);
  expect(onePolicy(response, thankYouPage.path)).toBe(expectedPolicy("thank-you.html"));
  expectSecurityHeaders(response, thankYouPage.path);
});

test("a configuration without the database answers 503, to the form and to the owner", async () => {
  const response = await post(noDatabase, estimate("no-database@example.org"), newAddress());
  expect(response.status()).toBe(503);
  expect((await owner(noDatabase, PUSH_TOKEN).list()).status()).toBe(503);
});

/**
 * The repository's configuration with its optional e-mail binding switched on as the owner's guide
 * says: the `# ` taken off its commented [[send_email]] lines. Returns the address it sends to.
 */
function switchOnMail(config: string) {
  const text = readFileSync(config, "utf8");
  const block = /^# (\[\[send_email\]\])\n# (name = "MAIL")\n# (destination_address = "([^"]+)")$/m;
  const match = block.exec(text);
  expect(match, "wrangler.toml has the e-mail binding, commented out").not.toBeNull();
  writeFileSync(config, text.replace(block, "$1\n$2\n$3"));
  return match![4]!;
}

test("with the e-mail binding switched on, each stored request is e-mailed once, in plain text", async () => {
  test.setTimeout(120_000);
  let to = "";
  const mailing = await startWrangler(
    "fence-inbox-mail-",
    (tempDir) => [
      ...["dev", "--config", path.join(tempDir, "wrangler.toml")],
      ...["--var", `MAIL_TO:${to}`, "--var", "MAIL_FROM:requests@site.example"],
    ],
    (tempDir) => {
      const config = configForThisBuild(tempDir);
      to = switchOnMail(config);
      return [["d1", "migrations", "apply", "REQUESTS", "--local", "--config", config]];
    },
  );
  try {
    const email = "mailed@example.org";
    const address = newAddress();
    expect((await post(mailing, estimate(email, { name: "Zoë Mailer" }), address)).status()).toBe(303);
    expect((await post(mailing, estimate(email, { name: "Zoë Mailer" }), address)).status()).toBe(303);
    // wrangler's local send_email binding writes each message to a file and logs its path.
    const sent = () => [...mailing.log().matchAll(/^\s*(\S+\.eml)$/gm)].map((match) => match[1]!);
    await expect.poll(sent).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(sent(), "a duplicate is not e-mailed again").toHaveLength(1);
    const [head, body] = readFileSync(sent()[0]!, "utf8").split("\r\n\r\n");
    expect(head).toContain("From: requests@site.example\r\n");
    expect(head).toContain(`To: ${to}\r\n`);
    expect(head).toContain(`Reply-To: ${email}\r\n`);
    expect(head).toContain("Subject: New estimate request\r\n");
    expect(head).toContain("Content-Type: text/plain; charset=utf-8\r\n");
    const text = Buffer.from(body!.replace(/\s/g, ""), "base64").toString("utf8");
    expect(text).toContain("Name: Zoë Mailer\r\n");
    expect(text).toContain(`Email: ${email}\r\n`);
    expect(text).toContain("Location: Horn Lake & Memphis?\r\n");
  } finally {
    await mailing.stop();
  }
});

/**
 * Opens a page on `server` in Chromium as a visitor from their own address, the page's forms
 * hydrated and open long enough to count as filled by a person (MIN_FILL_MS).
 */
async function visit(browser: Browser, server: WranglerServer, pagePath: string) {
  const context = await browser.newContext({
    ignoreHTTPSErrors: true,
    baseURL: server.baseUrl,
    extraHTTPHeaders: { "CF-Connecting-IP": newAddress() },
  });
  const page = await context.newPage();
  await gotoHydrated(page, pagePath);
  return { context, page };
}

const sentStatus = (page: Page) => page.getByRole("status").filter({ hasText: "Sent." });

test("in Chromium, the contact page's quote form sends to the Worker: 'Sent', and the owner's list has it", async ({
  browser,
}) => {
  const { context, page } = await visit(browser, inbox, "/contact");
  const message = "Quote from the browser: a gate & 150 ft?\n#1 = 100%";
  const form = page.getByRole("form", { name: FORM_TEXTS.quote.form });
  await fillQuote(form, message);
  await page.waitForFunction((ms) => performance.now() > ms, MIN_FILL_MS + 100);
  await form.getByRole("button", { name: FORM_TEXTS.quote.button }).click();
  await expect(sentStatus(page)).toContainText(THANK_YOU_TEXTS.sentText);
  const stored = (await owner(inbox, PUSH_TOKEN).requests()).find((request) => request.fields.message === message);
  expect(stored).toMatchObject({ form: "quote", fields: { firstName: "Jane", city: "Southaven", zipCode: "38671" } });
  await context.close();
});

test("in Chromium, the /fences estimate form sends to the Worker: 'Sent', and the owner's list has it", async ({
  browser,
}) => {
  const { context, page } = await visit(browser, inbox, "/fences");
  const form = page.getByRole("form", { name: FORM_TEXTS.estimate.form });
  await fillEstimate(form);
  const email = "fences-browser@example.org";
  await form.getByLabel("Email", { exact: true }).fill(email);
  await page.waitForFunction((ms) => performance.now() > ms, MIN_FILL_MS + 100);
  await form.getByRole("button", { name: FORM_TEXTS.estimate.button }).click();
  await expect(sentStatus(page)).toContainText(THANK_YOU_TEXTS.sentText);
  expect(await requestsOf(email)).toEqual([
    expect.objectContaining({ form: "estimate", fields: expect.objectContaining({ name: "Jane O'Brien" }) }),
  ]);
  await context.close();
});

test("in Chromium, where the Worker has no database, sending opens the mail draft with everything typed", async ({
  browser,
}) => {
  const { context, page } = await visit(browser, noDatabase, "/contact");
  const urls = await captureNavigations(page);
  const message = "No database here: keep all of it.";
  const form = page.getByRole("form", { name: FORM_TEXTS.quote.form });
  await fillQuote(form, message);
  await page.waitForFunction((ms) => performance.now() > ms, MIN_FILL_MS + 100);
  await form.getByRole("button", { name: FORM_TEXTS.quote.button }).click();
  const mail = await mailtoOpened(urls);
  expect(mail.to).toBe(site.contact.email);
  for (const typed of ["Jane", "O'Brien", "jane@example.org", "662-555-0111", "12 Oak St #4", "Southaven", "38671"])
    expect(mail.body).toContain(typed);
  expect(mail.body).toContain(`Message:\r\n${message}\r\n`);
  await expect(page.getByRole("status").filter({ hasText: "could not be sent from this page" })).toBeVisible();
  await expect(sentStatus(page)).toHaveCount(0);
  await context.close();
});

test("the Worker logs no field of a request, stored or refused, nor a token", async () => {
  const email = "logged@example.org";
  const typed = { name: "Logan Quill", location: "Nesbit Crossing" };
  expect((await post(inbox, estimate(email, typed), newAddress())).status()).toBe(303);
  expect((await post(inbox, estimate(email, { ...typed, phone: "" }), newAddress())).status()).toBe(400);
  expect(await requestsOf(email)).toHaveLength(1);
  // wrangler's own line for each request, in colour: the Worker's lines would be among them.
  const log = () => inbox.log().replace(new RegExp(`${String.fromCharCode(27)}\\[[\\d;]*m`, "g"), "");
  await expect.poll(log).toMatch(/POST \/thank-you 400/);
  for (const value of [email, typed.name, typed.location, PUSH_TOKEN]) {
    expect(log(), value).not.toContain(value);
    expect(log(), value).not.toContain(new URLSearchParams({ value }).toString().slice("value=".length));
  }
});

/** The devices the Worker notifies, as the owner's API lists them. */
const devicesNotified = async (): Promise<{ id: string; device: string }[]> =>
  (await (await owner(inbox, PUSH_TOKEN).push()).json()).devices;

/** Subscribes a device of the stand-in push service through the owner's API; its keys and id. */
async function subscribedDevice(name: string, kind: "ok" | "gone" | "failing" = "ok") {
  const keys = deviceKeys();
  const endpoint = pushService.endpoint(name, kind);
  const answer = await owner(inbox, PUSH_TOKEN).subscribe({ endpoint, keys: keys.json, device: name });
  expect(answer.status()).toBe(201);
  return { keys, endpoint, id: (await answer.json()).id as string, path: new URL(endpoint).pathname };
}

/** The messages the push service took for one endpoint path, waited for (a few seconds at most). */
async function pushesTo(path: string, count = 1) {
  await expect
    .poll(() => pushService.received.filter((push) => push.path === path).length, { timeout: 15_000 })
    .toBe(count);
  return pushService.received.filter((push) => push.path === path);
}

/** Provenance as the forms' script posts it (app/components/forms/provenance.ts). */
const FROM_FENCES = { page: "/fences", referrer: "www.google.com", utm: "utm_source=gbp" };

test("a request sent from /fences with ?utm_source=gbp is kept with where it came from, and reaches the owner's device within seconds, encrypted for it and signed", async () => {
  const { publicKey } = await (await owner(inbox, PUSH_TOKEN).push()).json();
  expect(publicKey).toMatch(/^[\w-]{87}$/);
  const phone = await subscribedDevice("phone-1");
  expect(await devicesNotified()).toContainEqual(expect.objectContaining({ id: phone.id, device: "phone-1" }));

  const email = "pushed@example.org";
  const sentAt = Date.now();
  const posted = await post(
    inbox,
    estimate(email, { serviceNeeded: "Wood privacy fence", ...FROM_FENCES }),
    newAddress(),
  );
  expect(posted.status()).toBe(303);
  const [stored] = await requestsOf(email);
  expect(stored!.source).toEqual({
    page: "/fences",
    referrer: "www.google.com",
    utm_source: "gbp",
    utm_medium: "",
    utm_campaign: "",
  });

  const [push] = await pushesTo(phone.path);
  expect(Date.now() - sentAt).toBeLessThan(15_000);
  expect(push!.headers["content-encoding"]).toBe("aes128gcm");
  expect(Number(push!.headers.ttl)).toBeGreaterThan(0);
  // The Worker's own key signed it, for this push service, for at most a day.
  expect(push!.vapid).toMatchObject({ valid: true, key: publicKey });
  expect(push!.vapid.claims!.aud).toBe(pushService.origin);
  expect(push!.vapid.claims!.exp * 1000).toBeGreaterThan(Date.now());
  expect(push!.vapid.claims!.exp * 1000).toBeLessThanOrEqual(Date.now() + 24 * 60 * 60 * 1000);
  expect(push!.vapid.claims!.sub).toBe(`mailto:${site.contact.email}`);
  // Only the device's keys open it: the form, what was asked for, and the Requests view on the request.
  expect(JSON.parse(phone.keys.decrypt(push!.body))).toEqual({
    title: "New estimate request",
    body: "Wood privacy fence · Horn Lake & Memphis?",
    url: `/admin/#request=${stored!.id}`,
    tag: stored!.id,
  });
  expect(() => deviceKeys().decrypt(push!.body)).toThrow();

  const [header, ...rows] = (await (await owner(inbox, PUSH_TOKEN).csv()).text()).replace(/^\uFEFF/, "").split("\r\n");
  expect(header).toMatch(/,"Sent from page","Referring site","utm_source","utm_medium","utm_campaign"$/);
  expect(rows.find((row) => row.includes(`"${email}"`))).toMatch(/,"\/fences","www\.google\.com","gbp","",""$/);

  expect((await owner(inbox, PUSH_TOKEN).switchOff(phone.id)).status()).toBe(204);
  expect((await devicesNotified()).map((device) => device.id)).not.toContain(phone.id);
  expect((await owner(inbox, PUSH_TOKEN).switchOff(phone.id)).status()).toBe(404);
});

test("a device its push service says is gone (410) is removed; a push service that fails loses no request", async () => {
  const gone = await subscribedDevice("old-phone", "gone");
  const failing = await subscribedDevice("flaky-phone", "failing");
  const email = "push-failures@example.org";
  expect((await post(inbox, estimate(email), newAddress())).status()).toBe(303);
  await pushesTo(gone.path);
  await pushesTo(failing.path);
  // The Worker removes the device once the push service's 410 has reached it: waited for as long as
  // a push itself (pushesTo), since on a busy machine that answer takes seconds too.
  await expect
    .poll(async () => (await devicesNotified()).map((device) => device.id), { timeout: 15_000 })
    .not.toContain(gone.id);
  expect((await devicesNotified()).map((device) => device.id)).toContain(failing.id);
  expect(await requestsOf(email)).toHaveLength(1);
  expect((await owner(inbox, PUSH_TOKEN).switchOff(failing.id)).status()).toBe(204);
});

test("only a token that may push subscribes a device, and only with a subscription as a browser gives it", async () => {
  const keys = deviceKeys().json;
  const endpoint = pushService.endpoint("refused");
  expect((await owner(inbox, READ_TOKEN).subscribe({ endpoint, keys })).status()).toBe(403);
  expect((await owner(inbox).push()).status()).toBe(401);
  for (const wrong of [
    { endpoint: "http://push.example/x", keys },
    { endpoint: "not an address", keys },
    { endpoint, keys: { p256dh: "short", auth: keys.auth } },
    { endpoint, keys: { p256dh: keys.p256dh } },
    "text",
  ])
    expect((await owner(inbox, PUSH_TOKEN).subscribe(wrong)).status(), JSON.stringify(wrong)).toBe(400);
  expect((await devicesNotified()).map((device) => device.device)).not.toContain("refused");
});

test("GitHub is asked only about the site's repository, and once a minute for a token, not once per call", async () => {
  const before = github.asked.length;
  for (let call = 0; call < 3; call++) await owner(inbox, PUSH_TOKEN).requests();
  expect(github.asked.length - before).toBeLessThanOrEqual(1);
  expect(new Set(github.asked)).toEqual(new Set([`GET /repos/${facts().repository}`]));
});

/**
 * The editor at /admin on the Worker, signed in as Sveltia keeps a signed-in user (its
 * "sveltia-cms.user" entry in the page's storage) with `token`. Nothing leaves the test's machine:
 * the editor's own calls to GitHub are refused.
 */
async function editorSignedIn(browser: Browser, token: string) {
  const context = await browser.newContext({ ignoreHTTPSErrors: true, baseURL: inbox.baseUrl, acceptDownloads: true });
  await context.route(
    (url) => url.hostname !== "127.0.0.1",
    (route) => route.abort(),
  );
  await context.addInitScript((signedIn) => {
    localStorage.setItem("sveltia-cms.user", JSON.stringify({ backendName: "github", token: signedIn }));
  }, token);
  const page = await context.newPage();
  await page.goto(ADMIN_PATH);
  return { context, page };
}

test("the editor's Requests view: new requests counted, listed newest first, marked answered, downloaded and deleted", async ({
  browser,
}) => {
  const email = "editor-view@example.org";
  expect((await post(inbox, estimate(email, { name: "Ada Viewer" }), newAddress())).status()).toBe(303);
  const fresh = (await owner(inbox, PUSH_TOKEN).requests()).filter((request) => !request.answered).length;
  const { context, page } = await editorSignedIn(browser, PUSH_TOKEN);
  const strip = page.getByRole("complementary", { name: "Your live site" });
  const open = strip.getByRole("button", { name: fresh === 1 ? "1 new request" : `${fresh} new requests` });
  await expect(open).toBeVisible();
  await open.click();

  const view = page.getByRole("dialog", { name: "Requests" });
  await expect(view).toBeVisible();
  const [newest] = await owner(inbox, PUSH_TOKEN).requests();
  const first = view.getByRole("listitem").first();
  await expect(first.getByRole("definition").first()).toHaveText(Object.values(newest!.fields).find(Boolean)!);
  const item = view.getByRole("listitem").filter({ hasText: email });
  await expect(item.getByText(ESTIMATE_FIELDS.name.label, { exact: true })).toBeVisible();
  await expect(item.getByText("Ada Viewer", { exact: true })).toBeVisible();
  // The owner answers with one tap: the address and the number are links.
  await expect(item.getByRole("link", { name: email })).toHaveAttribute("href", `mailto:${email}`);
  await expect(item.getByRole("link", { name: "(662) 555-0111" })).toHaveAttribute("href", "tel:6625550111");
  await expectNoAxeViolations(page, "the Requests view", { include: [".requests", ".site-status"] });

  const answered = item.getByRole("button", { name: "Answered" });
  await expect(answered).toHaveAttribute("aria-pressed", "false");
  await answered.click();
  await expect(answered).toHaveAttribute("aria-pressed", "true");
  expect((await requestsOf(email))[0]!.answered).toBe(true);
  await expect(strip.getByRole("button", { name: /^(Requests|\d+ new requests?)$/ })).toHaveText(
    fresh - 1 === 0 ? "Requests" : fresh - 1 === 1 ? "1 new request" : `${fresh - 1} new requests`,
  );

  const downloading = page.waitForEvent("download");
  await view.getByRole("button", { name: "Download all (CSV)" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("requests.csv");
  expect(readFileSync((await download.path())!, "utf8")).toContain(`"${email}"`);

  page.once("dialog", (question) => question.accept());
  await item.getByRole("button", { name: "Delete" }).click();
  await expect(item).toHaveCount(0);
  await expect(view.getByRole("status")).toContainText("Request deleted.");
  expect(await requestsOf(email)).toEqual([]);
  await context.close();
});

test("the editor's Requests view shows nothing to an account that may not change the site, and says why", async ({
  browser,
}) => {
  const { context, page } = await editorSignedIn(browser, READ_TOKEN);
  const strip = page.getByRole("complementary", { name: "Your live site" });
  await expect(strip.getByRole("status")).toContainText("may not change the site");
  await strip.getByRole("button", { name: "Requests" }).click();
  const view = page.getByRole("dialog", { name: "Requests" });
  await expect(view.getByRole("status")).toContainText("may not change the site");
  await expect(view.getByRole("listitem")).toHaveCount(0);
  await context.close();
});

test("in Chromium, a request sent from /fences?utm_source=gbp shows its page and source in the Requests view, its summary, and Ask for a review once answered", async ({
  browser,
}) => {
  // A visitor's page, open as long as a person takes to fill it in, then the editor (Sveltia's 2 MB
  // script) and four calls to the Worker: 6 s on an idle machine, 17 to 23 s measured while other
  // tests ran, so the default 30 s was too close.
  test.setTimeout(60_000);
  const context = await browser.newContext({
    ignoreHTTPSErrors: true,
    baseURL: inbox.baseUrl,
    extraHTTPHeaders: { "CF-Connecting-IP": newAddress() },
  });
  const visitor = await context.newPage();
  await visitor.goto("/fences?utm_source=gbp&utm_medium=organic", { referer: "https://www.google.com/" });
  await firstInteraction(visitor);
  await expect(visitor.locator("html")).toHaveAttribute("data-hydrated", "true");
  const form = visitor.getByRole("form", { name: FORM_TEXTS.estimate.form });
  await fillEstimate(form);
  const email = "from-gbp@example.org";
  await form.getByLabel("Email", { exact: true }).fill(email);
  await visitor.waitForFunction((ms) => performance.now() > ms, MIN_FILL_MS + 100);
  await form.getByRole("button", { name: FORM_TEXTS.estimate.button }).click();
  await expect(sentStatus(visitor)).toContainText(THANK_YOU_TEXTS.sentText);
  await context.close();
  const [stored] = await requestsOf(email);
  expect(stored!.source).toEqual({
    page: "/fences",
    referrer: "www.google.com",
    utm_source: "gbp",
    utm_medium: "organic",
    utm_campaign: "",
  });

  const { context: editor, page } = await editorSignedIn(browser, PUSH_TOKEN);
  await page
    .getByRole("complementary", { name: "Your live site" })
    .getByRole("button", { name: /request/ })
    .click();
  const view = page.getByRole("dialog", { name: "Requests" });
  const item = view.getByRole("listitem").filter({ hasText: email });
  await expect(item.getByText("Sent from page", { exact: true })).toBeVisible();
  await expect(item.getByText("/fences", { exact: true })).toBeVisible();
  await expect(item.getByText("utm_source=gbp utm_medium=organic", { exact: true })).toBeVisible();

  // The summary counts it under its page and its source, over the periods the owner's guide names
  // (folded first): the view's periods are written in admin/requests.js, a browser script.
  await view.getByText("Where your requests came from", { exact: true }).click();
  const all = await owner(inbox, PUSH_TOKEN).requests();
  const fromGbp = all.filter((request) => request.source.utm_source === "gbp").length;
  const guidePeriods = summaryPeriodsInGuide();
  await expect(view.getByRole("table", { name: /^Last \d+ days, by page$/ })).toHaveCount(guidePeriods.length);
  for (const days of guidePeriods) {
    const bySource = view.getByRole("table", { name: `Last ${days} days, by source` });
    await expect(bySource.getByRole("row", { name: `gbp ${fromGbp}` })).toBeVisible();
    const byPage = view.getByRole("table", { name: `Last ${days} days, by page` });
    const fromFences = all.filter((request) => request.source.page === "/fences").length;
    await expect(byPage.getByRole("row", { name: `/fences ${fromFences}` })).toBeVisible();
  }
  await expect(view.getByRole("button", { name: "Notify me on this device" })).toHaveAttribute("aria-pressed", "false");

  // Ask for a review: offered once answered, with the owner's words and review link.
  const review = site.forms.reviewRequest;
  const link = site.business.reviewLink!;
  await expect(item.getByRole("link", { name: /Ask for a review/ })).toHaveCount(0);
  await item.getByRole("button", { name: "Answered" }).click();
  const message = `${review.text}\n${link}`;
  await expect(item.getByRole("link", { name: "Ask for a review by text message" })).toHaveAttribute(
    "href",
    `sms:+16625550111?&body=${encodeURIComponent(message)}`,
  );
  const mail = new URL((await item.getByRole("link", { name: "Ask for a review by e-mail" }).getAttribute("href"))!);
  expect(`${mail.protocol}${mail.pathname}`).toBe(`mailto:${email}`);
  expect(mail.searchParams.get("subject")).toBe(review.subject);
  expect(mail.searchParams.get("body")).toBe(message.replace("\n", "\r\n"));
  await expectNoAxeViolations(page, "the Requests view with sources, summary and Ask for a review", {
    include: [".requests"],
  });
  await editor.close();
});

test("a notification's address opens the Requests view on its request", async ({ browser }) => {
  const email = "opened-by-notification@example.org";
  expect((await post(inbox, estimate(email), newAddress())).status()).toBe(303);
  const [stored] = await requestsOf(email);
  const { context, page } = await editorSignedIn(browser, PUSH_TOKEN);
  await page.goto(`${ADMIN_PATH}/#request=${stored!.id}`);
  const view = page.getByRole("dialog", { name: "Requests" });
  await expect(view).toBeVisible();
  await expect(page.locator(`#request-${stored!.id}`)).toBeFocused();
  await context.close();
});

test("the editor links its web app manifest and serves its push worker, for notifications on a phone", async () => {
  const page = await (await inbox.api.get(`${inbox.baseUrl}${ADMIN_PATH}/`)).text();
  const manifestPath = /<link rel="manifest" href="([^"]+)"/.exec(page)?.[1];
  expect(manifestPath).toBe(`${ADMIN_PATH}/manifest.webmanifest`);
  const manifest = await inbox.api.get(`${inbox.baseUrl}${manifestPath}`);
  expect(manifest.status()).toBe(200);
  expect(await manifest.json()).toMatchObject({
    start_url: `${ADMIN_PATH}/`,
    scope: `${ADMIN_PATH}/`,
    display: "standalone",
  });
  const worker = await inbox.api.get(`${inbox.baseUrl}${ADMIN_PATH}/push-worker.js`);
  expect(worker.status()).toBe(200);
  expect(worker.headers()["content-type"]).toMatch(/javascript/);
  expect(await worker.text()).toContain('addEventListener("push"');
});
