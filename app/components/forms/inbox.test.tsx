import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { site } from "~/content";
import { thankYouPage } from "~/pages.mjs";
import { EstimateForm } from "./EstimateForm";
import { HONEYPOT_FIELD } from "./inbox";
import { ELAPSED_FIELD } from "./limits";
import { openMailto } from "./openMailto";
import { postToInbox } from "./postToInbox";

/** The form's heading and button, from the page texts in use (content/pages.yml). */
const TEXTS = {
  heading: site.pages.everyPage.estimateFormHeading,
  submitLabel: site.pages.everyPage.estimateFormButton,
  sentText: site.pages.thankYou.sentText,
};

// The forms with the host's form inbox switched on (content/business.yml, forms.inbox).
vi.mock("~/content", async (original) => {
  const content = await original<typeof import("~/content")>();
  return { ...content, forms: { ...content.forms, inbox: true } };
});
vi.mock("./openMailto", () => ({ openMailto: vi.fn() }));
vi.mock("./postToInbox", () => ({ postToInbox: vi.fn() }));
const opened = vi.mocked(openMailto);
const post = vi.mocked(postToInbox);

beforeEach(() => {
  opened.mockClear();
  post.mockReset();
});

async function send() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText("Name"), "Jane Doe");
  await user.type(screen.getByLabelText("Phone"), "(662) 555-0111");
  await user.type(screen.getByLabelText("Email"), "jane@example.org");
  await user.type(screen.getByLabelText("Location"), "Hernando");
  await user.click(screen.getByRole("button", { name: TEXTS.submitLabel }));
}

describe("with the form inbox on", () => {
  it("posts natively to the thank-you page, marked for Netlify, with its name and a hidden honeypot", () => {
    render(<EstimateForm {...TEXTS} />);
    const form = screen.getByRole("form", { name: TEXTS.heading });
    expect(form).toHaveAttribute("action", thankYouPage.path);
    expect(form).toHaveAttribute("method", "post");
    expect(form).not.toHaveAttribute("enctype");
    expect(form).toHaveAttribute("name", "estimate");
    expect(form).toHaveAttribute("data-netlify", "true");
    expect(form).toHaveAttribute("netlify-honeypot", HONEYPOT_FIELD);
    expect(form.querySelector('input[type=hidden][name="form-name"]')).toHaveValue("estimate");
    const honeypot = form.querySelector(`input[name="${HONEYPOT_FIELD}"]`)!;
    expect(honeypot).not.toBeVisible();
    expect(honeypot).toHaveAttribute("tabindex", "-1");
    // Empty until the form's script sends it: a post without JavaScript carries it empty.
    expect(form.querySelector(`input[type=hidden][name="${ELAPSED_FIELD}"]`)).toHaveValue("");
  });

  it("posts the milliseconds since the page opened, for the inbox's check against robots", async () => {
    let elapsed: FormDataEntryValue | null = null;
    post.mockImplementation(async (form) => {
      elapsed = new FormData(form).get(ELAPSED_FIELD);
      return true;
    });
    render(<EstimateForm {...TEXTS} />);
    await send();
    expect(post).toHaveBeenCalledTimes(1);
    expect(elapsed).toMatch(/^\d+$/);
    expect(Number(elapsed)).toBeLessThanOrEqual(performance.now());
  });

  it("says 'Sent' when the host takes the request: no mail app, the fields cleared", async () => {
    post.mockResolvedValue(true);
    render(<EstimateForm {...TEXTS} />);
    await send();
    expect(post).toHaveBeenCalledTimes(1);
    expect(post.mock.calls[0]![0]).toBe(screen.getByRole("form", { name: TEXTS.heading }));
    // The content's words for a sent request (pages.thankYou.sentText), whatever they are.
    await vi.waitFor(() => expect(document.body).toHaveTextContent(TEXTS.sentText));
    expect(opened).not.toHaveBeenCalled();
    expect(screen.getByLabelText("Name")).toHaveValue("");
    expect(within(screen.getByRole("status")).queryByRole("link", { name: "Open in Gmail" })).toBeNull();
  });

  it("opens the mail draft when the host refuses or cannot be reached, and keeps the request", async () => {
    post.mockResolvedValue(false);
    render(<EstimateForm {...TEXTS} />);
    await send();
    const status = screen.getByRole("status");
    expect(await within(status).findByText(/could not be sent from this page/)).toBeInTheDocument();
    expect(opened).toHaveBeenCalledTimes(1);
    const draft = new URL(opened.mock.calls[0]![0]);
    expect(decodeURIComponent(draft.pathname)).toBe(site.contact.email);
    expect(draft.searchParams.get("body")).toContain("Name: Jane Doe\r\n");
    const gmail = new URL(within(status).getByRole("link", { name: "Open in Gmail" }).getAttribute("href")!);
    expect(gmail.searchParams.get("body")).toBe(draft.searchParams.get("body"));
    expect(within(status).getByRole("button", { name: "Copy request" })).toBeInTheDocument();
  });
});
