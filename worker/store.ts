// The requests in D1 (worker/migrations). Rules: a request is stored once, however often the same
// fields come in DUPLICATE_MS (a double tap, a resend after a slow answer); requests older than
// the owner's keepDays are deleted on each post and each listing; the newest come first.
import type { InboxFormName } from "../app/components/forms/limits";
import { UTM_KEYS, type Source } from "../app/components/forms/provenance";
import type { D1Database } from "./env";
import { sha256Hex } from "./hash";

export const DUPLICATE_MS = 10 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface StoredRequest {
  id: string;
  form: InboxFormName;
  /** When it came in, as an ISO date (UTC). */
  receivedAt: string;
  answered: boolean;
  fields: Record<string, string>;
  /** Where it came from (provenance.ts): the page, the referring site's host, the campaign tags. */
  source: Source;
}

interface Row {
  id: string;
  form: InboxFormName;
  received_at: number;
  answered: number;
  fields: string;
  page: string;
  referrer: string;
  utm_source: string;
  utm_medium: string;
  utm_campaign: string;
}

const fromRow = (row: Row): StoredRequest => ({
  id: row.id,
  form: row.form,
  receivedAt: new Date(row.received_at).toISOString(),
  answered: row.answered === 1,
  fields: JSON.parse(row.fields) as Record<string, string>,
  source: {
    page: row.page,
    referrer: row.referrer,
    utm_source: row.utm_source,
    utm_medium: row.utm_medium,
    utm_campaign: row.utm_campaign,
  },
});

/** The columns of a request, as `fromRow` reads them. */
const COLUMNS = `id, form, received_at, answered, fields, page, referrer, ${UTM_KEYS.join(", ")}`;

/** Deletes the requests older than keepDays. */
const pruneStatement = (db: D1Database, keepDays: number, now: number) =>
  db.prepare("DELETE FROM requests WHERE received_at < ?1").bind(now - keepDays * DAY_MS);

/** The same form with the same fields, in any order, gives the same fingerprint. */
const fingerprintOf = (form: string, fields: Record<string, string>) =>
  sha256Hex(JSON.stringify([form, Object.entries(fields).sort(([a], [b]) => (a < b ? -1 : 1))]));

/**
 * Stores a request unless the same fields came in DUPLICATE_MS (wherever from); prunes the expired
 * first. Returns the stored request, or null for a duplicate (already stored, so taken all the same).
 */
export async function storeRequest(
  db: D1Database,
  request: { form: InboxFormName; fields: Record<string, string>; source: Source },
  keepDays: number,
  now: number,
): Promise<StoredRequest | null> {
  const id = crypto.randomUUID();
  const fingerprint = await fingerprintOf(request.form, request.fields);
  const [, inserted] = await db.batch([
    pruneStatement(db, keepDays, now),
    db
      .prepare(
        `INSERT INTO requests (id, form, received_at, answered, fields, fingerprint, page, referrer, ${UTM_KEYS.join(", ")})
         SELECT ?1, ?2, ?3, 0, ?4, ?5, ?7, ?8, ?9, ?10, ?11
         WHERE NOT EXISTS (SELECT 1 FROM requests WHERE fingerprint = ?5 AND received_at > ?6)`,
      )
      .bind(
        id,
        request.form,
        now,
        JSON.stringify(request.fields),
        fingerprint,
        now - DUPLICATE_MS,
        request.source.page,
        request.source.referrer,
        ...UTM_KEYS.map((key) => request.source[key]),
      ),
  ]);
  if (inserted!.meta.changes !== 1) return null;
  const receivedAt = new Date(now).toISOString();
  return { id, form: request.form, receivedAt, answered: false, fields: request.fields, source: request.source };
}

/** Every request kept, newest first, after deleting the expired. */
export async function listRequests(db: D1Database, keepDays: number, now: number): Promise<StoredRequest[]> {
  const [, listed] = await db.batch([
    pruneStatement(db, keepDays, now),
    db.prepare(`SELECT ${COLUMNS} FROM requests ORDER BY received_at DESC, rowid DESC`),
  ]);
  return (listed!.results as unknown as Row[]).map(fromRow);
}

/** Marks a request answered or not; false when there is no such request. */
export async function markAnswered(db: D1Database, id: string, answered: boolean): Promise<boolean> {
  const result = await db
    .prepare("UPDATE requests SET answered = ?2 WHERE id = ?1")
    .bind(id, answered ? 1 : 0)
    .run();
  return result.meta.changes === 1;
}

/** Deletes a request; false when there is no such request. */
export async function deleteRequest(db: D1Database, id: string): Promise<boolean> {
  const result = await db.prepare("DELETE FROM requests WHERE id = ?1").bind(id).run();
  return result.meta.changes === 1;
}
