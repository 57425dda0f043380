import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { serviceAreas, site } from "~/content";
import { US_STATES } from "~/content/usStates";
import { openMailto } from "./openMailto";
import { QuoteForm } from "./QuoteForm";

/** The form's heading and button, from the page texts in use (content/pages.yml). */
const TEXTS = {
  heading: site.pages.contact.formHeading,
  submitLabel: site.pages.contact.formButton,
  sentText: site.pages.thankYou.sentText,
};

vi.mock("./openMailto", () => ({ openMailto: vi.fn() }));
const opened = vi.mocked(openMailto);

beforeEach(() => opened.mockClear());

/** The last state the form offers: a choice other than the default wherever the towns lie in two states. */
const LAST_STATE = [...new Set(serviceAreas.map((area) => area.state))].at(-1)!;

const REQUIRED = ["First Name", "Last Name", "Email", "Phone", "Street Address", "City", "State", "ZIP Code"];

async function fillRequired() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^First Name/), "Jane");
  await user.type(screen.getByLabelText(/^Last Name/), "Doe");
  await user.type(screen.getByLabelText(/^Email/), "jane@example.org");
  await user.type(screen.getByLabelText(/^Phone/), "6625550111");
  await user.type(screen.getByLabelText(/^Street Address/), "1 Main St");
  await user.type(screen.getByLabelText(/^City/), "Southaven");
  await user.type(screen.getByLabelText(/^ZIP Code/), "38671");
  return user;
}

describe("QuoteForm", () => {
  it("marks the eight required fields with a visible * and explains it once", () => {
    render(<QuoteForm {...TEXTS} />);
    expect(screen.getByRole("heading", { name: TEXTS.heading })).toBeInTheDocument();
    expect(screen.getByText(/are required/)).toHaveTextContent("Fields marked * are required.");
    for (const label of REQUIRED) {
      const field = screen.getByLabelText(new RegExp(`^${label}`));
      expect(field).toBeRequired();
      expect(document.querySelector(`label[for="${field.id}"]`)).toHaveTextContent(`${label}*`);
    }
    for (const label of ["Address Line 2", "Message"]) {
      const field = screen.getByLabelText(label);
      expect(field).not.toBeRequired();
      expect(document.querySelector(`label[for="${field.id}"]`)).not.toHaveTextContent("*");
    }
  });

  it("has autocomplete on the address fields and a numeric ZIP with a pattern", () => {
    render(<QuoteForm {...TEXTS} />);
    const autocomplete: Record<string, string> = {
      "First Name": "given-name",
      "Last Name": "family-name",
      Email: "email",
      Phone: "tel",
      "Street Address": "address-line1",
      "Address Line 2": "address-line2",
      City: "address-level2",
      State: "address-level1",
      "ZIP Code": "postal-code",
    };
    for (const [label, value] of Object.entries(autocomplete)) {
      expect(screen.getByLabelText(new RegExp(`^${label}`))).toHaveAttribute("autocomplete", value);
    }
    const zip = screen.getByLabelText(/^ZIP Code/);
    expect(zip).toHaveAttribute("inputmode", "numeric");
    expect(zip).toHaveAttribute("pattern", "[0-9]{5}(-[0-9]{4})?");
  });

  it("offers the states of the towns served, by name, the first town's selected", () => {
    render(<QuoteForm {...TEXTS} />);
    const state = screen.getByLabelText(/^State/);
    const codes = [...new Set(serviceAreas.map((area) => area.state))];
    expect(state).toHaveValue(serviceAreas[0]!.state);
    expect(
      within(state)
        .getAllByRole("option")
        .map((o) => [(o as HTMLOptionElement).value, o.textContent]),
    ).toEqual(codes.map((code) => [code, US_STATES[code]]));
  });

  it("opens a 'Quote Request' draft listing every field, then clears and confirms", async () => {
    render(<QuoteForm {...TEXTS} />);
    const user = await fillRequired();
    await user.type(screen.getByLabelText("Address Line 2"), "Unit B");
    await user.selectOptions(screen.getByLabelText(/^State/), LAST_STATE);
    await user.type(screen.getByLabelText("Message"), "Gate & fence?{enter}Thanks");
    await user.click(screen.getByRole("button", { name: TEXTS.submitLabel }));

    expect(opened).toHaveBeenCalledTimes(1);
    const url = new URL(opened.mock.calls[0]![0]);
    expect([...url.searchParams.keys()]).toEqual(["subject", "body"]);
    expect(url.searchParams.get("subject")).toBe("Quote Request");
    expect(url.searchParams.get("body")).toBe(
      [
        "Hello,",
        "",
        "I would like to request a quote.",
        "",
        "First Name: Jane",
        "Last Name: Doe",
        "Email: jane@example.org",
        "Phone: 6625550111",
        "Street Address: 1 Main St",
        "Address Line 2: Unit B",
        "City: Southaven",
        `State: ${LAST_STATE}`,
        "ZIP Code: 38671",
        "",
        "Message:",
        "Gate & fence?",
        "Thanks",
        "",
        "Thank you!",
        "",
        "Sent from /",
      ].join("\r\n"),
    );

    for (const label of [...REQUIRED.filter((l) => l !== "State"), "Address Line 2", "Message"]) {
      expect(screen.getByLabelText(new RegExp(`^${label}`))).toHaveValue("");
    }
    expect(screen.getByLabelText(/^State/)).toHaveValue(serviceAreas[0]!.state);
    expect(screen.getByRole("status")).toHaveTextContent("Your e-mail app should have opened");
  });

  it("tells the visitor before opening a draft whose long message must be cut", async () => {
    render(<QuoteForm {...TEXTS} />);
    const user = await fillRequired();
    const long = "We need a long fence. ".repeat(120);
    await user.click(screen.getByLabelText("Message"));
    await user.paste(long);
    await user.click(screen.getByRole("button", { name: TEXTS.submitLabel }));

    expect(opened).not.toHaveBeenCalled();
    const status = screen.getByRole("status");
    expect(status).toHaveTextContent("Your message is too long for an e-mail link.");
    expect(status).toHaveFocus();
    expect(screen.getByLabelText("Message")).toHaveValue(long);

    await user.click(screen.getByRole("button", { name: "Open the shortened draft" }));
    expect(opened).toHaveBeenCalledTimes(1);
    const href = opened.mock.calls[0]![0];
    expect(href.length).toBeLessThan(2000);
    expect(new URL(href).searchParams.get("body")).toMatch(
      /\r\n\(message shortened\)\r\n\r\nThank you!\r\n\r\nSent from \/$/,
    );
    expect(screen.getByLabelText("Message")).toHaveValue("");
    expect(status).toHaveTextContent("Your message was too long for an e-mail link");
  });

  it("drops the prepared draft when the visitor edits after the warning", async () => {
    render(<QuoteForm {...TEXTS} />);
    const user = await fillRequired();
    await user.click(screen.getByLabelText("Message"));
    await user.paste("x".repeat(3000));
    await user.click(screen.getByRole("button", { name: TEXTS.submitLabel }));
    expect(screen.getByRole("button", { name: "Open the shortened draft" })).toBeInTheDocument();
    await user.type(screen.getByLabelText("Message"), "{backspace}");
    expect(screen.queryByRole("button", { name: "Open the shortened draft" })).not.toBeInTheDocument();
    expect(opened).not.toHaveBeenCalled();
  });

  it("without JavaScript posts the fields to a mailto: action as plain text", () => {
    render(<QuoteForm {...TEXTS} />);
    const form = screen.getByRole("form", { name: TEXTS.heading });
    expect(form).toHaveAttribute("action", `mailto:${site.contact.email}?subject=Quote%20Request`);
    expect(form).toHaveAttribute("method", "post");
    expect(form).toHaveAttribute("enctype", "text/plain");
  });
});
