// The limit per address: at most POSTS_PER_WINDOW posts that passed the form's checks in
// WINDOW_MS from one address (CF-Connecting-IP, which Cloudflare sets). Rules: the address is kept
// only as a hash salted with a random value of this database's own, and each post's row is
// deleted once older than the window.
import type { D1Database } from "./env";
import { sha256Hex } from "./hash";

export const POSTS_PER_WINDOW = 5;
export const WINDOW_MS = 10 * 60 * 1000;

const SALT = "address-salt";
let salt: string | undefined;

/** The database's salt, made at random on its first use and kept in settings. */
async function saltOf(db: D1Database): Promise<string> {
  if (salt) return salt;
  const fresh = [...crypto.getRandomValues(new Uint8Array(32))].map((b) => b.toString(16).padStart(2, "0")).join("");
  const [, read] = await db.batch([
    db.prepare("INSERT OR IGNORE INTO settings (name, value) VALUES (?1, ?2)").bind(SALT, fresh),
    db.prepare("SELECT value FROM settings WHERE name = ?1").bind(SALT),
  ]);
  salt = (read!.results[0] as { value: string }).value;
  return salt;
}

/** The address as kept: its salted hash. */
export async function addressKey(db: D1Database, request: Request): Promise<string> {
  const address = request.headers.get("CF-Connecting-IP") ?? "unknown";
  return sha256Hex(`${await saltOf(db)}:${address}`);
}

/**
 * Counts this post against the address's limit: false when the address has used it up (the post
 * is then not counted), true when the post is counted. Posts older than the window go first.
 */
export async function withinLimit(db: D1Database, address: string, now: number): Promise<boolean> {
  const since = now - WINDOW_MS;
  const [, counted] = await db.batch([
    db.prepare("DELETE FROM posts WHERE at <= ?1").bind(since),
    db
      .prepare(
        "INSERT INTO posts (address, at) SELECT ?1, ?2 WHERE (SELECT count(*) FROM posts WHERE address = ?1 AND at > ?3) < ?4",
      )
      .bind(address, now, since, POSTS_PER_WINDOW),
  ]);
  return counted!.meta.changes === 1;
}
