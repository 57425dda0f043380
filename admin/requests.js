// The editor page's Requests view (scripts/build-steps/admin/build.mjs requestsControl): the estimate and quote
// requests the site's inbox stored (worker/, on Cloudflare), read with the GitHub token the owner
// signed in to the editor with. The Worker shows them only to a token that may push to the site's
// repository. Outside Sveltia's interface, like the strip it sits in.
//
// Every value of a request was typed by a visitor: it is only ever set as text (textContent),
// never as HTML. Besides the list: where the requests came from (the last 30 and 90 days, by page
// and by source), Ask for a review on each answered request (links the Worker builds, worker/review.ts),
// and Notify me on this device (Web Push through the Worker, worker/push.ts; push-worker.js shows
// the notification). A notification opens /admin/#request=<id>: the view opens on that request.
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
async function api(path, init = {}, base = API) {
  const signedIn = token();
  if (!signedIn) throw new Error("Sign in to the editor first: your requests show once you are signed in.");
  let response;
  try {
    response = await fetch(`${base}${path}`, {
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
let summary;
let notify;
/** Where the editor has the review link, while the site has none (the Worker's answer). */
let reviewLinkSetting = null;

const DAY_MS = 24 * 60 * 60 * 1000;
/** Where each request came from, kept by the Worker (worker/csv.ts names the same columns). */
const SOURCE_LABELS = { page: "Sent from page", referrer: "Referring site" };
const UTM_KEYS = ["utm_source", "utm_medium", "utm_campaign"];

/** A request's source in a word: its utm_source, else the referring site, else none known. */
const sourceOf = (request) => request.source?.utm_source || request.source?.referrer || "Direct or unknown";

/** The source's lines for a request's list of fields: only what is known. */
function sourceLines(source = {}) {
  const lines = [];
  if (source.page) lines.push([SOURCE_LABELS.page, source.page]);
  if (source.referrer) lines.push([SOURCE_LABELS.referrer, source.referrer]);
  const tags = UTM_KEYS.filter((key) => source[key]).map((key) => `${key}=${source[key]}`);
  if (tags.length) lines.push(["Campaign", tags.join(" ")]);
  return lines;
}

/** A table of counts, most first: "By page" or "By source" for one period. */
function countTable(caption, column, requests, keyOf) {
  const counts = new Map();
  for (const request of requests) counts.set(keyOf(request), (counts.get(keyOf(request)) ?? 0) + 1);
  const table = element("table");
  table.append(element("caption", "", caption));
  const head = element("tr");
  head.append(element("th", "", column), element("th", "", "Requests"));
  for (const cell of head.children) cell.scope = "col";
  table.append(head);
  for (const [key, count] of [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))) {
    const row = element("tr");
    const name = element("th", "", key);
    name.scope = "row";
    row.append(name, element("td", "", String(count)));
    table.append(row);
  }
  return table;
}

/** The summary of the last 30 and 90 days, by page and by source: folded, so the requests come first on a phone. */
function showSummary(requests) {
  summary.replaceChildren(element("summary", "", "Where your requests came from"));
  const now = Date.now();
  for (const days of [30, 90]) {
    const recent = requests.filter((request) => now - Date.parse(request.receivedAt) <= days * DAY_MS);
    const period = element("div", "requests-period");
    if (recent.length === 0) period.append(element("p", "", `Last ${days} days: no requests.`));
    else
      period.append(
        countTable(`Last ${days} days, by page`, "Page", recent, (request) => request.source?.page || "Unknown page"),
        countTable(`Last ${days} days, by source`, "Source", recent, sourceOf),
      );
    summary.append(period);
  }
}

/** Ask for a review, on an answered request: the Worker's links, or where to add the review link. */
function reviewActions(request) {
  const actions = element("p", "request-review");
  actions.hidden = !request.answered;
  if (request.review) {
    const links = [
      [request.review.sms, "Ask for a review by text message"],
      [request.review.mail, "Ask for a review by e-mail"],
    ].filter(([href]) => href);
    for (const [href, words] of links) {
      const link = element("a", "", words);
      link.href = href;
      actions.append(link, " ");
    }
  } else {
    const ask = element("button", "", "Ask for a review");
    ask.type = "button";
    const where = reviewLinkSetting ?? "Business and contact › Your Google review link";
    ask.addEventListener("click", () => {
      dialogStatus.textContent = `To ask for a review, first add your Google review link in the editor: ${where}. Then Publish Changes.`;
    });
    actions.append(ask, " ", element("span", "request-hint", `Needs your Google review link: ${where}.`));
  }
  return actions;
}

/** One request as a list item, with its answered switch and delete button. */
function requestItem(request, requests) {
  const item = element("li", `request${request.answered ? "" : " is-new"}`);
  const when = new Date(request.receivedAt).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });
  const headingId = `request-${request.id}`;
  const heading = element("h3");
  heading.id = headingId;
  heading.tabIndex = -1;
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
  for (const [label, value] of sourceLines(request.source))
    fields.append(element("dt", "", label), element("dd", "", value));
  const review = reviewActions(request);
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
      review.hidden = !next;
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
  item.append(heading, fields, actions, review);
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
  notify = element("section", "requests-notify");
  notify.setAttribute("aria-labelledby", "requests-notify-title");
  summary = element("details", "requests-summary");
  list = element("ol", "requests-list");
  dialog.append(head, dialogStatus, notify, summary, list);
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
    reviewLinkSetting = answer.reviewLinkSetting ?? null;
    showCount(requests);
    showSummary(requests);
    list.append(...requests.map((request) => requestItem(request, requests)));
    dialogStatus.textContent = requests.length
      ? `${requests.length} ${requests.length === 1 ? "request" : "requests"}, newest first.`
      : "No requests yet.";
    showRequested();
  } catch (error) {
    dialogStatus.textContent = error.message;
  }
  showNotify();
}

/** The request a notification opened (#request=<id>), brought into view with focus. */
function showRequested() {
  const id = /^#request=([0-9a-f-]{36})$/.exec(location.hash)?.[1];
  const heading = id && document.getElementById(`request-${id}`);
  if (heading) heading.focus();
}

/** The open question "which device is this" in the owner's words, for the list of devices. */
function deviceName() {
  const agent = navigator.userAgent;
  const kind = /iPhone/.test(agent)
    ? "iPhone"
    : /iPad|Macintosh/.test(agent) && navigator.maxTouchPoints > 1
      ? "iPad"
      : /Android/.test(agent)
        ? /Mobile/.test(agent)
          ? "Android phone"
          : "Android tablet"
        : /Windows/.test(agent)
          ? "Windows computer"
          : /Macintosh/.test(agent)
            ? "Mac"
            : "Computer";
  const browser = /Edg\//.test(agent)
    ? "Edge"
    : /Firefox\//.test(agent)
      ? "Firefox"
      : /Chrome\//.test(agent)
        ? "Chrome"
        : /Safari\//.test(agent)
          ? "Safari"
          : "a browser";
  return `${kind}, ${browser}`;
}

/** This device's id at the Worker, kept in this browser once it is notified. */
const DEVICE_KEY = "requests.push-device";
const PUSH_WORKER = "/admin/push-worker.js";

const canPush = () => "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
const isAppleMobile = () =>
  /iPhone|iPad/.test(navigator.userAgent) || (/Macintosh/.test(navigator.userAgent) && navigator.maxTouchPoints > 1);

/** The Worker's public push key as the bytes PushManager.subscribe takes. */
function keyBytes(base64url) {
  const text = atob(base64url.replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(text, (c) => c.charCodeAt(0));
}

/** This browser's push subscription for the editor, or null. */
async function currentSubscription() {
  const registration = await navigator.serviceWorker.getRegistration("/admin/");
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** Notifies this device: permission, the push worker, the subscription, then the Worker keeps it. */
async function switchOn() {
  const permission = await Notification.requestPermission();
  if (permission !== "granted")
    throw new Error(
      "Notifications are blocked for this site in this browser. Allow them in its site settings, then try again.",
    );
  const registration = await navigator.serviceWorker.register(PUSH_WORKER, { scope: "/admin/" });
  await navigator.serviceWorker.ready;
  const { publicKey } = await (await api("", {}, "/api/push")).json();
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: keyBytes(publicKey),
  });
  const answer = await api(
    "",
    {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ ...subscription.toJSON(), device: deviceName() }),
    },
    "/api/push",
  );
  localStorage.setItem(DEVICE_KEY, (await answer.json()).id);
}

/** Switches a device off at the Worker; this device also drops its subscription. */
async function switchOff(id) {
  await api(`/${encodeURIComponent(id)}`, { method: "DELETE" }, "/api/push");
  if (id === localStorage.getItem(DEVICE_KEY)) {
    localStorage.removeItem(DEVICE_KEY);
    await (await currentSubscription())?.unsubscribe();
  }
}

/** The notification settings: this device's switch (or why there is none), and every device notified. */
async function showNotify() {
  const title = element("h3", "", "Notifications on your phone");
  title.id = "requests-notify-title";
  notify.replaceChildren(title);
  if (!canPush()) {
    notify.append(
      element(
        "p",
        "",
        isAppleMobile()
          ? "On an iPhone or iPad, notifications need the editor on your Home Screen: in Safari, tap Share, then Add to Home Screen. Open the editor from its new icon, sign in, open Requests, then tap Notify me on this device."
          : "This browser cannot show notifications from your site. On your phone, open this editor in Chrome (Android) or from the Home Screen (iPhone).",
      ),
    );
  } else {
    const mine = await currentSubscription().catch(() => null);
    const on = Boolean(mine && localStorage.getItem(DEVICE_KEY));
    const toggle = element("button", "", "Notify me on this device");
    toggle.type = "button";
    toggle.setAttribute("aria-pressed", String(on));
    toggle.addEventListener("click", async () => {
      try {
        if (toggle.getAttribute("aria-pressed") === "true") await switchOff(localStorage.getItem(DEVICE_KEY) ?? "");
        else await switchOn();
        dialogStatus.textContent =
          toggle.getAttribute("aria-pressed") === "true"
            ? "This device is no longer notified."
            : "This device is notified of each new request.";
      } catch (error) {
        dialogStatus.textContent = error.message;
      }
      await showNotify();
      notify.querySelector("button")?.focus();
    });
    notify.append(
      element("p", "", "Each new request shows on the devices below within a minute, even with the editor closed."),
      toggle,
    );
  }
  try {
    const { devices } = await (await api("", {}, "/api/push")).json();
    if (devices.length === 0) return;
    const listed = element("ul", "requests-devices");
    for (const device of devices) {
      const item = element("li", "", `${device.device}, since ${new Date(device.since).toLocaleDateString()}`);
      if (device.id === localStorage.getItem(DEVICE_KEY)) item.append(" (this device)");
      const off = element("button", "", "Switch off");
      off.type = "button";
      off.setAttribute("aria-label", `Switch off ${device.device}`);
      off.addEventListener("click", async () => {
        try {
          await switchOff(device.id);
          dialogStatus.textContent = `${device.device} is no longer notified.`;
        } catch (error) {
          dialogStatus.textContent = error.message;
        }
        await showNotify();
      });
      item.append(" ", off);
      listed.append(item);
    }
    notify.append(listed);
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
  // A notification opened the editor on a request, or a tapped one changed the address.
  if (location.hash.startsWith("#request=") && token()) open();
  addEventListener("hashchange", () => {
    if (location.hash.startsWith("#request=")) open();
  });
  refreshCount();
  setInterval(refreshCount, CHECK_EVERY_MS);
}
