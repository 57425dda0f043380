// Checks a form's post against the forms' own rules (app/components/forms/limits.ts), before
// anything is stored. Rules: the form names itself (estimate or quote); every field is one of that
// form's, sent once; each required field is filled and no field is longer than its limit; the
// hidden field people leave empty is empty; a form sent by its script took at least MIN_FILL_MS.
// A refusal names the field, by its label, in plain words, and never repeats what was typed. Where
// the request came from (provenance.ts) is kept as checked there and never refuses a request.
import {
  ELAPSED_FIELD,
  FORM_NAME_FIELD,
  HONEYPOT_FIELD,
  INBOX_FORMS,
  MIN_FILL_MS,
  type FieldRule,
  type InboxFormName,
} from "../app/components/forms/limits";
import { PROVENANCE_FIELDS, readProvenance, type Source } from "../app/components/forms/provenance";

export interface Refused {
  /** The field's name as posted ("email"); a name this form does not have is given cleaned. */
  field: string;
  message: string;
}

export interface Accepted {
  form: InboxFormName;
  /** The form's fields as typed (line breaks as \n, spaces around trimmed), the hidden ones left out. */
  fields: Record<string, string>;
  /** Where it came from: each "" when not sent or not as the forms' script writes it. */
  source: Source;
}

const HIDDEN = new Set<string>([FORM_NAME_FIELD, HONEYPOT_FIELD, ELAPSED_FIELD, ...PROVENANCE_FIELDS]);

/** A field name as it may be shown back: letters, digits, - and _ only, at most 40 of them. */
const shown = (name: string) => name.replace(/[^\w-]/g, "").slice(0, 40) || "(no name)";

const refuse = (field: string, message: string): { refused: Refused } => ({
  refused: { field: shown(field), message },
});

export function checkPost(body: string): Accepted | { refused: Refused } {
  const posted = new Map<string, string>();
  for (const [name, value] of new URLSearchParams(body)) {
    if (posted.has(name)) return refuse(name, `The field “${shown(name)}” was sent twice.`);
    posted.set(name, value);
  }

  const formName = posted.get(FORM_NAME_FIELD) ?? "";
  if (!Object.hasOwn(INBOX_FORMS, formName))
    return refuse(FORM_NAME_FIELD, "The form's name is missing or is not one of this site's forms.");
  const form = formName as InboxFormName;
  const rules: Record<string, FieldRule> = INBOX_FORMS[form];

  if (posted.get(HONEYPOT_FIELD))
    return refuse(HONEYPOT_FIELD, "The hidden field “Leave this empty” was filled in, as only robots do.");
  const elapsed = posted.get(ELAPSED_FIELD) ?? "";
  if (elapsed !== "" && !(/^\d{1,15}$/.test(elapsed) && Number(elapsed) >= MIN_FILL_MS))
    return refuse(ELAPSED_FIELD, "The form was sent too soon after the page opened. Please send it again.");

  const fields: Record<string, string> = {};
  for (const [name, raw] of posted) {
    if (HIDDEN.has(name)) continue;
    const rule = Object.hasOwn(rules, name) ? rules[name] : undefined;
    if (!rule) return refuse(name, `The ${form} form has no field named “${shown(name)}”.`);
    // A browser sends a text area's line breaks as CRLF; the limit counts each as one character.
    const value = raw.replace(/\r\n?/g, "\n");
    if (value.length > rule.maxLength)
      return refuse(name, `${rule.label} is longer than ${rule.maxLength} characters.`);
    fields[name] = value.trim();
  }
  for (const [name, rule] of Object.entries(rules)) {
    if (rule.required && !fields[name]) return refuse(name, `${rule.label} is required.`);
  }
  return { form, fields, source: readProvenance(posted) };
}
