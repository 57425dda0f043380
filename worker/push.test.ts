// @vitest-environment node
import { describe, expect, it } from "vitest";
import { pushMessage, subscriptionOf } from "./push";

const KEYS = { p256dh: `B${"A".repeat(86)}`, auth: "A".repeat(22) };
const SOURCE = { page: "", referrer: "", utm_source: "", utm_medium: "", utm_campaign: "" };

describe("the owner's notification of a request", () => {
  it("names the form and what the visitor asked for, and opens the Requests view on it", () => {
    const estimate = pushMessage({
      id: "1c9f0e2a-0000-4000-8000-000000000000",
      form: "estimate",
      receivedAt: "2026-11-27T10:00:00.000Z",
      answered: false,
      fields: { name: "Jane", serviceNeeded: "Vinyl fence", location: "Southaven" },
      source: SOURCE,
    });
    expect(estimate).toEqual({
      title: "New estimate request",
      body: "Vinyl fence · Southaven",
      url: "/admin/#request=1c9f0e2a-0000-4000-8000-000000000000",
      tag: "1c9f0e2a-0000-4000-8000-000000000000",
    });
  });

  it("gives a quote's message, cut to a line", () => {
    const quote = pushMessage({
      id: "2c9f0e2a-0000-4000-8000-000000000000",
      form: "quote",
      receivedAt: "2026-11-27T10:00:00.000Z",
      answered: false,
      fields: { message: `Gate\n${"x".repeat(200)}`, city: "Hernando" },
      source: SOURCE,
    });
    expect(quote.title).toBe("New quote request");
    expect(quote.body).toMatch(/^Gate x+… · Hernando$/);
    expect(quote.body.length).toBeLessThan(140);
  });
});

describe("a device's subscription", () => {
  it("is taken as a browser gives it, with the owner's name for the device", () => {
    expect(
      subscriptionOf({ endpoint: "https://fcm.googleapis.com/fcm/send/x", keys: KEYS, device: " Android\nphone " }),
    ).toEqual({
      endpoint: "https://fcm.googleapis.com/fcm/send/x",
      keys: KEYS,
      device: "Android phone",
    });
  });

  it("is refused with a push service that is not https (but on this machine), or keys of the wrong size", () => {
    expect(subscriptionOf({ endpoint: "http://push.example/x", keys: KEYS })).toBeNull();
    expect(subscriptionOf({ endpoint: "http://127.0.0.1:9/x", keys: KEYS })).not.toBeNull();
    expect(subscriptionOf({ endpoint: "https://push.example/x", keys: { ...KEYS, auth: "short" } })).toBeNull();
    expect(subscriptionOf(null)).toBeNull();
  });
});
