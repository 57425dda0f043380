// @vitest-environment node
import { describe, expect, it } from "vitest";
import { requestMessage } from "./mime";

const REQUEST = {
  id: "1c9f0e2a-0000-4000-8000-000000000000",
  form: "estimate" as const,
  receivedAt: "2026-11-27T10:00:00.000Z",
  answered: false,
  fields: { name: "Zoë\r\nBcc: victim@example.org", email: "jane@example.org", location: "Horn Lake" },
  source: { page: "/fences", referrer: "", utm_source: "gbp", utm_medium: "", utm_campaign: "" },
};

describe("the e-mail about a stored request", () => {
  const raw = requestMessage(
    REQUEST,
    { from: "requests@site.example", to: "owner@example.org" },
    "https://site.example",
  );
  const [head, body] = raw.split("\r\n\r\n");

  it("has one header per line, none made from what the visitor typed but the reply address", () => {
    const headers = head!.split("\r\n");
    expect(headers).toEqual([
      "From: requests@site.example",
      "To: owner@example.org",
      "Reply-To: jane@example.org",
      "Subject: New estimate request",
      "Date: Fri, 27 Nov 2026 10:00:00 +0000",
      `Message-ID: <${REQUEST.id}@site.example>`,
      "MIME-Version: 1.0",
      "Content-Type: text/plain; charset=utf-8",
      "Content-Transfer-Encoding: base64",
    ]);
  });

  it("says every field by its label, in UTF-8 base64 lines of 76", () => {
    const lines = body!.trim().split("\r\n");
    expect(lines.every((line) => line.length <= 76)).toBe(true);
    const text = new TextDecoder().decode(Uint8Array.from(atob(lines.join("")), (c) => c.charCodeAt(0)));
    expect(text).toMatch(/^An estimate request came in on https:\/\/site\.example at 2026-11-27T10:00:00\.000Z/);
    expect(text).toContain("Name:\r\nZoë\r\nBcc: victim@example.org\r\n");
    expect(text).toContain("Email: jane@example.org");
    expect(text).toContain("\r\n\r\nSent from /fences, utm_source=gbp\r\n");
    expect(text).toContain("https://site.example/admin");
  });
});
