/**
 * A US phone number as the owner types it and visitors read it: ten digits, optionally after
 * +1, grouped with spaces, dashes, dots or brackets, e.g. (662) 555-0142 or 662-555-0142.
 * Area code and exchange start with 2-9 (the North American numbering plan). The schema's rule,
 * which the editor's phone field is made from.
 */
export const PHONE_PATTERN = String.raw`^(\+?1[ .-]?)?(\([2-9]\d{2}\)|[2-9]\d{2})[ .-]?[2-9]\d{2}[ .-]?\d{4}$`;

/** PHONE_PATTERN or nothing: a number the owner may leave empty (the editor saves an emptied field as ""). */
export const OPTIONAL_PHONE_PATTERN = `^(?:${PHONE_PATTERN.slice(1, -1)})?$`;

export const PHONE_MESSAGE = "must be a 10-digit US phone number such as (662) 555-0142";

/** What a tel: link dials: +1 and the ten digits of a number that matches PHONE_PATTERN. */
export function telOf(display: string): string {
  return `+1${display.replace(/\D/g, "").slice(-10)}`;
}
