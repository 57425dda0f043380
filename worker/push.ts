// The owner's phone hears of each stored request (Web Push, RFC 8030/8291/8292, decision 0031).
// Rules: a device subscribes from the Requests view (api.ts) and is kept until switched off or its
// push service says it is gone (404/410), when it is deleted; each message is encrypted for the
// device (aes128gcm) and signed with the Worker's own keys (vapid.ts) by web-push-browser; the
// request is stored before any push, so a push that fails loses nothing, and is logged without a
// word of the request.
import { sendPushNotification } from "web-push-browser";
import type { D1Database } from "./env";
import type { StoredRequest } from "./store";
import { signingKeys } from "./vapid";

/** How long a push service keeps a message for a device that is off (seconds): a day. */
const TTL_SECONDS = 24 * 60 * 60;
/** The longest excerpt of a quote's message in a notification. */
const EXCERPT = 120;

export interface Subscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** The owner's name for the device. */
  device: string;
}

export interface Device {
  id: string;
  device: string;
  /** When it was switched on, as an ISO date. */
  since: string;
}

/** What a notification shows and opens (read by admin/push-worker.js). */
export interface PushMessage {
  title: string;
  body: string;
  /** The Requests view on this request. */
  url: string;
  /** One notification per request. */
  tag: string;
}

const BASE64URL = (bytes: number) => new RegExp(`^[A-Za-z0-9_-]{${Math.ceil((bytes * 4) / 3)}}={0,2}$`);
const P256DH = BASE64URL(65);
const AUTH = BASE64URL(16);
const LOOPBACK = new Set(["127.0.0.1", "localhost", "[::1]"]);

/**
 * A subscription as the browser's PushSubscription.toJSON() gives it, with the owner's name for the
 * device, or null. The push service's address is https:// (a loopback http:// one only for a local
 * test, which Cloudflare's network cannot reach).
 */
export function subscriptionOf(body: unknown): Subscription | null {
  const given = body as { endpoint?: unknown; keys?: { p256dh?: unknown; auth?: unknown }; device?: unknown };
  const { endpoint, keys, device } = given ?? {};
  if (typeof endpoint !== "string" || endpoint.length > 1000) return null;
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && !(url.protocol === "http:" && LOOPBACK.has(url.hostname))) return null;
  const p256dh = keys?.p256dh;
  const auth = keys?.auth;
  if (typeof p256dh !== "string" || !P256DH.test(p256dh) || typeof auth !== "string" || !AUTH.test(auth)) return null;
  const name = typeof device === "string" ? device.replace(/\s+/g, " ").trim().slice(0, 60) : "";
  return { endpoint, keys: { p256dh, auth }, device: name || "A device" };
}

/** Keeps a device (again, under the same push address: its keys and name are updated). Returns its id. */
export async function subscribe(db: D1Database, subscription: Subscription, now: number): Promise<string> {
  const { endpoint, keys, device } = subscription;
  const row = await db
    .prepare(
      `INSERT INTO push_subscriptions (id, endpoint, p256dh, auth, device, created_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6)
       ON CONFLICT (endpoint) DO UPDATE SET p256dh = ?3, auth = ?4, device = ?5
       RETURNING id`,
    )
    .bind(crypto.randomUUID(), endpoint, keys.p256dh, keys.auth, device, now)
    .first<{ id: string }>();
  return row!.id;
}

/** The devices notified, oldest first. */
export async function devices(db: D1Database): Promise<Device[]> {
  const { results } = await db
    .prepare("SELECT id, device, created_at FROM push_subscriptions ORDER BY created_at, rowid")
    .all<{ id: string; device: string; created_at: number }>();
  return results.map((row) => ({ id: row.id, device: row.device, since: new Date(row.created_at).toISOString() }));
}

/** Switches a device off; false when there is no such device. */
export async function unsubscribe(db: D1Database, id: string): Promise<boolean> {
  const result = await db.prepare("DELETE FROM push_subscriptions WHERE id = ?1").bind(id).run();
  return result.meta.changes === 1;
}

const FORM_TITLES = { estimate: "New estimate request", quote: "New quote request" } as const;

/** What the visitor asked for, in a line: the estimate's service (and town), the quote's message. */
function askedFor(request: StoredRequest): string {
  const { fields } = request;
  if (request.form === "estimate") {
    const what = fields.serviceNeeded || "Service not chosen";
    return [what, fields.location, fields.ballpark].filter(Boolean).join(" · ");
  }
  const message = (fields.message ?? "").replace(/\s+/g, " ").trim();
  const excerpt = message.length > EXCERPT ? `${message.slice(0, EXCERPT - 1)}…` : message;
  return [excerpt || "No message", fields.city].filter(Boolean).join(" · ");
}

/** The notification for a stored request: the form, what was asked for, and where tapping leads. */
export function pushMessage(request: StoredRequest): PushMessage {
  return {
    title: FORM_TITLES[request.form],
    body: askedFor(request),
    url: `/admin/#request=${request.id}`,
    tag: request.id,
  };
}

/**
 * Sends the request's notification to every device; deletes a device its push service says is
 * gone. Never throws: the request is already stored.
 */
export async function notifyDevices(db: D1Database, request: StoredRequest, contact: string): Promise<void> {
  try {
    const { results } = await db
      .prepare("SELECT id, endpoint, p256dh, auth FROM push_subscriptions")
      .all<{ id: string; endpoint: string; p256dh: string; auth: string }>();
    if (!results.length) return;
    const keys = await signingKeys(db);
    const payload = JSON.stringify(pushMessage(request));
    await Promise.all(
      results.map(async (row) => {
        try {
          const answer = await sendPushNotification(
            keys,
            { endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } },
            contact,
            payload,
            { algorithm: "aes128gcm", ttl: TTL_SECONDS, urgency: "high" },
          );
          if (answer.status === 404 || answer.status === 410) await unsubscribe(db, row.id);
          else if (!answer.ok) console.error(`inbox: a push service answered ${answer.status}`);
        } catch (error) {
          console.error(`inbox: a push could not be sent (${(error as Error).name})`);
        }
      }),
    );
  } catch (error) {
    console.error(`inbox: the devices to notify could not be read (${(error as Error).name})`);
  }
}
