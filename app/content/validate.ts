// Build-time and test-time only: zod never reaches the visitor's browser.
import { contentSchema, type SiteContent } from "./schema";

export const CONTENT_FILE = "app/content/site.ts";

/** Thrown when the owner's content breaks a rule; the message names the field. */
export class ContentError extends Error {
  override name = "ContentError";
}

/** Validates raw content and returns it typed, or throws a ContentError naming every bad field. */
export function parseContent(raw: unknown, file = CONTENT_FILE): SiteContent {
  const result = contentSchema.safeParse(raw);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const field = issue.path.map(String).join(".") || "(root)";
    return `  - ${field}: ${issue.message}`;
  });
  throw new ContentError(`Invalid site content in ${file}:\n${lines.join("\n")}`);
}

const SAMPLE_PHONE = /^\+1\d{3}5550(1\d\d)$/;
const SAMPLE_EMAIL_DOMAIN = /@(example\.(com|org|net)|[^@]+\.example)$/i;

/** A one-line reminder while the reserved sample phone or e-mail is in use, else null. */
export function sampleContactWarning(content: SiteContent): string | null {
  const samples: string[] = [];
  if (SAMPLE_PHONE.test(content.contact.phone.tel)) samples.push(`phone ${content.contact.phone.display}`);
  if (SAMPLE_EMAIL_DOMAIN.test(content.contact.email)) samples.push(`e-mail ${content.contact.email}`);
  if (samples.length === 0) return null;
  return `Sample contact details in use (${samples.join(", ")}): set the real ones in ${CONTENT_FILE} before going live.`;
}
