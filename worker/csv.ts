// The requests as a spreadsheet file (CSV, RFC 4180). Rules: every cell is quoted, with its quotes
// doubled, so commas and line breaks stay in their cell; a cell a spreadsheet would read as a
// formula (starting with = + - @, a tab or a carriage return) gets a leading apostrophe, so it is
// shown as text and never run; a byte order mark first, so spreadsheet apps read it as UTF-8.
import { ESTIMATE_FIELDS, QUOTE_FIELDS } from "../app/components/forms/limits";
import { UTM_KEYS } from "../app/components/forms/provenance";
import type { StoredRequest } from "./store";

/** The fields of both forms, each once, in the forms' order, with the label the forms show. */
export const FIELD_COLUMNS = Object.entries({ ...ESTIMATE_FIELDS, ...QUOTE_FIELDS }).map(([name, rule]) => ({
  name,
  label: rule.label,
}));

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

const row = (cells: string[]) => cells.map(csvCell).join(",");

/** Where each request came from (provenance.ts), after its fields: the page, the referring site, the tags by their own names. */
export const SOURCE_COLUMNS = [
  { key: "page", label: "Sent from page" },
  { key: "referrer", label: "Referring site" },
  ...UTM_KEYS.map((key) => ({ key, label: key })),
] as const;

export function requestsCsv(requests: StoredRequest[]): string {
  const header = row([
    "Received",
    "Form",
    "Answered",
    ...FIELD_COLUMNS.map((column) => column.label),
    ...SOURCE_COLUMNS.map((column) => column.label),
  ]);
  const lines = requests.map((request) =>
    row([
      request.receivedAt,
      request.form,
      request.answered ? "yes" : "no",
      ...FIELD_COLUMNS.map((column) => request.fields[column.name] ?? ""),
      ...SOURCE_COLUMNS.map((column) => request.source[column.key]),
    ]),
  );
  return `\uFEFF${[header, ...lines].join("\r\n")}\r\n`;
}
