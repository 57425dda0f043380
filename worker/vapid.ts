// The Worker's own push keys (VAPID, RFC 8292): a P-256 key pair made on first use and kept in the
// settings table, as the address salt is (rateLimit.ts), so there is no secret for the owner to
// make or type. The public key is what a device subscribes with; the private key signs each push.
import { deserializeVapidKeys, generateVapidKeys, serializeVapidKeys } from "web-push-browser";
import type { D1Database } from "./env";

const KEYS = "vapid-keys";

interface SerializedKeys {
  /** The public key, raw (65 bytes), base64url: the applicationServerKey of a subscription. */
  publicKey: string;
  /** The private key, PKCS #8, base64url. */
  privateKey: string;
}

let known: SerializedKeys | undefined;

/** The keys as kept: made and stored on the database's first use (a race keeps the first stored). */
export async function vapidKeys(db: D1Database): Promise<SerializedKeys> {
  if (known) return known;
  const fresh = JSON.stringify(await serializeVapidKeys(await generateVapidKeys()));
  const [, read] = await db.batch([
    db.prepare("INSERT OR IGNORE INTO settings (name, value) VALUES (?1, ?2)").bind(KEYS, fresh),
    db.prepare("SELECT value FROM settings WHERE name = ?1").bind(KEYS),
  ]);
  known = JSON.parse((read!.results[0] as { value: string }).value) as SerializedKeys;
  return known;
}

/** The keys as WebCrypto keys, for signing. */
export const signingKeys = async (db: D1Database): Promise<CryptoKeyPair> => deserializeVapidKeys(await vapidKeys(db));
