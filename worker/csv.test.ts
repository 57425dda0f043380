// @vitest-environment node
import { describe, expect, it } from "vitest";
import { csvCell, requestsCsv } from "./csv";

describe("the requests as CSV", () => {
  it("quotes every cell, doubling its quotes, so commas and line breaks stay in it", () => {
    expect(csvCell('12 "Oak", #4\nback')).toBe('"12 ""Oak"", #4\nback"');
  });

  it("shows a cell a spreadsheet would run as a formula as text", () => {
    for (const start of ["=", "+", "-", "@", "\t", "\r"]) expect(csvCell(`${start}1+1`)).toBe(`"'${start}1+1"`);
  });

  it("has a header row, then one row per request with its fields in the forms' columns", () => {
    const csv = requestsCsv([
      {
        id: "a",
        form: "quote",
        receivedAt: "2026-11-27T10:00:00.000Z",
        answered: true,
        fields: { firstName: "Jane", city: "Southaven" },
        source: { page: "/fences", referrer: "www.google.com", utm_source: "gbp", utm_medium: "", utm_campaign: "" },
      },
    ]);
    const [header, row, end] = csv.replace(/^\uFEFF/, "").split("\r\n");
    expect(header).toMatch(
      /^"Received","Form","Answered","Name","Phone","Email",.*"First Name",.*"City",.*"Message","Sent from page","Referring site","utm_source","utm_medium","utm_campaign"$/,
    );
    const cells = row!.split(",");
    const columns = header!.split(",");
    expect(cells[columns.indexOf('"First Name"')]).toBe('"Jane"');
    expect(cells[columns.indexOf('"City"')]).toBe('"Southaven"');
    expect(cells.slice(-5)).toEqual(['"/fences"', '"www.google.com"', '"gbp"', '""', '""']);
    expect(cells.slice(0, 3)).toEqual(['"2026-11-27T10:00:00.000Z"', '"quote"', '"yes"']);
    expect(end).toBe("");
  });
});
