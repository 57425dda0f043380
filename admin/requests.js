// The editor page's Requests view (scripts/admin/build.mjs requestsControl): the estimate and quote
// requests the site's inbox stored (worker/, on Cloudflare), read with the GitHub token the owner
// signed in to the editor with. The Worker shows them only to a token that may push to the site's
// repository. Outside Sveltia's interface, like the strip it sits in.
//
// Every value of a request was typed by a visitor: it is only ever set as text (textContent),
// never as HTML.
const API = "/api/requests";
/** Where Sveltia keeps the signed-in user ({ backendName, token, ... }) in this origin's storage. */
const USER_KEY = "sveltia-cms.user";
const CHECK_EVERY_MS = 60_000;

const button = document.querySelector("[data-requests]");
const status = document.querySelector("[data-requests-status]");

/** The token of the owner signed in to the editor, or null. */
function token() {
  try {
    const user = JSON.parse(localStorage.getItem(USER_KEY) ?? "null");
    return typeof user?.token === "string" && user.token ? user.token : null;
  } catch {
    return null;
  }
}

/** Why the list cannot be shown, in the owner's words, for an answer that is not 2xx. */
function whyNot(response) {
  if (response.status === 401 || response.status === 403)
    return "This GitHub account may not change the site, so it cannot read its requests. Sign in with the account that owns the site.";
  if (response.status === 404 || response.status === 405)
    return "This host keeps no requests: they reach you by e-mail draft (see docs/owner/form-inbox.md).";
  return "Your site's inbox did not answer. Reload the page in a minute; if it stays, see docs/owner/your-requests.md.";
}

/** A call to the Worker's API with the owner's token; throws an Error with whyNot's words. */
async function api(path, init = {}) {
  const signedIn = token();
  if (!signedIn) throw new Error("Sign in to the editor first: your requests show once you are signed in.");
  let response;
  try {
    response = await fetch(`${API}${path}`, {
      ...init,
      headers: { ...init.headers, Authorization: `Bearer ${signedIn}` },
      cache: "no-store",
    });
  } catch {
    throw new Error("No connection to your site. Check your internet connection, then try again.");
  }
  if (!response.ok) throw new Error(whyNot(response));
  return response;
}

/** Each field's label as the forms show it, from the Worker's answer (the forms' rules). */
let labels = {};

const FORM_NAMES = { estimate: "Estimate request", quote: "Quote request" };

/** An element with its class and text; text is always set as text. */
function element(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/** The button's words: how many requests are not answered yet. */
function showCount(requests) {
  const fresh = requests.filter((request) => !request.answered).length;
  button.textContent = fresh === 0 ? "Requests" : fresh === 1 ? "1 new request" : `${fresh} new requests`;
}

/**
 * A phone number as a call link and an e-mail address as a mail link, so the owner answers with one
 * tap; any other value as text. The link's address is built from the value, never taken as given.
 */
function reachable(name, value) {
  const digits = value.replace(/[^\d+]/g, "");
  const href =
    /phone/i.test(name) && digits.length >= 10
      ? `tel:${digits}`
      : /email/i.test(name) && /^[^\s@]+@[^\s@]+$/.test(value)
        ? `mailto:${encodeURIComponent(value).replace("%40", "@")}`
        : null;
  if (!href) return value;
  const link = element("a", "", value);
  link.href = href;
  return link;
}

let dialog;
let list;
let dialogStatus;

/** One request as a list item, with its answered switch and delete button. */
function requestItem(request, requests) {
  const item = element("li", `request${request.answered ? "" : " is-new"}`);
  const when = new Date(request.receivedAt).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });
  const headingId = `request-${request.id}`;
  const heading = element("h3");
  heading.id = headingId;
  const fresh = element("span", "request-new", "New");
  fresh.hidden = request.answered;
  heading.append(fresh, `${FORM_NAMES[request.form] ?? "Request"}, ${when}`);
  item.setAttribute("aria-labelledby", headingId);
  const fields = element("dl");
  for (const [name, value] of Object.entries(request.fields)) {
    if (!value) continue;
    const shown = element("dd");
    shown.append(reachable(name, value));
    fields.append(element("dt", "", labels[name] ?? name), shown);
  }
  const answered = element("button", "", "Answered");
  answered.type = "button";
  answered.setAttribute("aria-pressed", String(request.answered));
  answered.addEventListener("click", async () => {
    const next = !request.answered;
    try {
      await api(`/${encodeURIComponent(request.id)}/answered`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ answered: next }),
      });
      request.answered = next;
      answered.setAttribute("aria-pressed", String(next));
      item.classList.toggle("is-new", !next);
      fresh.hidden = next;
      showCount(requests);
    } catch (error) {
      dialogStatus.textContent = error.message;
    }
  });
  const remove = element("button", "", "Delete");
  remove.type = "button";
  remove.addEventListener("click", async () => {
    if (!confirm(`Delete the ${FORM_NAMES[request.form] ?? "request"} of ${when}? It cannot be brought back.`)) return;
    try {
      await api(`/${encodeURIComponent(request.id)}`, { method: "DELETE" });
      requests.splice(requests.indexOf(request), 1);
      item.remove();
      showCount(requests);
      dialogStatus.textContent = requests.length ? "Request deleted." : "Request deleted. No requests left.";
      (list.querySelector("button") ?? dialog.querySelector("[data-close]")).focus();
    } catch (error) {
      dialogStatus.textContent = error.message;
    }
  });
  const actions = element("p", "request-actions");
  actions.append(answered, " ", remove);
  item.append(heading, fields, actions);
  return item;
}

/** Saves every request as a spreadsheet file (the Worker writes the CSV). */
async function download() {
  try {
    const blob = await (await api(".csv")).blob();
    const link = element("a");
    link.href = URL.createObjectURL(blob);
    link.download = "requests.csv";
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
  } catch (error) {
    dialogStatus.textContent = error.message;
  }
}

/** The dialog, made once: a heading, download and close, a status line and the list. */
function makeDialog() {
  dialog = element("dialog", "requests");
  dialog.setAttribute("aria-labelledby", "requests-title");
  const head = element("div", "requests-head");
  const title = element("h2", "", "Requests");
  title.id = "requests-title";
  const csv = element("button", "", "Download all (CSV)");
  csv.type = "button";
  csv.addEventListener("click", download);
  const close = element("button", "", "Close");
  close.type = "button";
  close.dataset.close = "";
  close.addEventListener("click", () => dialog.close());
  head.append(title, csv, close);
  dialogStatus = element("p", "requests-status");
  dialogStatus.setAttribute("role", "status");
  list = element("ol", "requests-list");
  dialog.append(head, dialogStatus, list);
  document.body.append(dialog);
}

/** Opens the list, newest first, fetched now. */
async function open() {
  if (!dialog) makeDialog();
  list.replaceChildren();
  dialogStatus.textContent = "Loading your requests…";
  if (!dialog.open) dialog.showModal();
  try {
    const answer = await (await api("")).json();
    const { requests } = answer;
    labels = answer.labels ?? {};
    showCount(requests);
    list.append(...requests.map((request) => requestItem(request, requests)));
    dialogStatus.textContent = requests.length
      ? `${requests.length} ${requests.length === 1 ? "request" : "requests"}, newest first.`
      : "No requests yet.";
  } catch (error) {
    dialogStatus.textContent = error.message;
  }
}

/** The button's count, quietly: nothing is said while the owner is not signed in. */
async function refreshCount() {
  if (!token()) return;
  try {
    const { requests } = await (await api("")).json();
    showCount(requests);
    status.textContent = "";
  } catch (error) {
    status.textContent = error.message;
  }
}

if (button instanceof HTMLButtonElement && status) {
  button.addEventListener("click", open);
  refreshCount();
  setInterval(refreshCount, CHECK_EVERY_MS);
}
