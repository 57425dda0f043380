// What the build knows and the Worker needs (app/inboxFacts.mjs): read from the assets once per
// isolate, since a new build is a new deployment and so new isolates.
import { INBOX_FACTS_PATH, KEEP_DAYS, type InboxFacts, type ReviewFacts } from "../app/inboxFacts.mjs";
import type { Env } from "./env";

const REPOSITORY = /^[A-Za-z0-9][A-Za-z0-9-]{0,38}\/[A-Za-z0-9._-]{1,100}$/;

let known: Promise<InboxFacts | null> | undefined;

/** The facts as written, or null when the file is absent (the inbox is off) or not as the build writes it. */
export function readFacts(env: Env, anyUrl: string): Promise<InboxFacts | null> {
  known ??= load(env, anyUrl).catch(() => {
    known = undefined; // an asset that failed to load is asked again next time
    return null;
  });
  return known;
}

async function load(env: Env, anyUrl: string): Promise<InboxFacts | null> {
  const response = await env.ASSETS.fetch(new URL(INBOX_FACTS_PATH, anyUrl).href);
  if (!response.ok) return null;
  const facts = (await response.json()) as Partial<InboxFacts>;
  if (facts.inbox !== true || typeof facts.repository !== "string" || !REPOSITORY.test(facts.repository)) return null;
  const days = facts.keepDays;
  const keepDays =
    Number.isInteger(days) && days! >= KEEP_DAYS.min && days! <= KEEP_DAYS.max ? days! : KEEP_DAYS.default;
  const email = typeof facts.email === "string" && /^[^\s@]+@[^\s@]+$/.test(facts.email) ? facts.email : "";
  return { inbox: true, repository: facts.repository, keepDays, email, review: reviewOf(facts.review) };
}

const text = (value: unknown) => (typeof value === "string" ? value : "");

/** The review facts as written; a link that is not https:// is none. */
function reviewOf(review: Partial<ReviewFacts> | undefined): ReviewFacts {
  const link = text(review?.link);
  return {
    link: /^https:\/\/\S+$/.test(link) ? link : null,
    subject: text(review?.subject),
    text: text(review?.text),
    linkSetting: text(review?.linkSetting),
  };
}
