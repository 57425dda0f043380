import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { site } from "~/content";
import { choiceValue } from "~/lib/choiceValue";
import { NOT_GIVEN } from "~/lib/requestDrafts";
import { EstimateForm, estimateFirstFieldId } from "./EstimateForm";
import { PROPERTY_TYPES } from "./options";
import { openMailto } from "./openMailto";

/** The form's heading and button, from the page texts in use (content/pages.yml). */
const TEXTS = {
  heading: site.pages.everyPage.estimateFormHeading,
  submitLabel: site.pages.everyPage.estimateFormButton,
  sentText: site.pages.thankYou.sentText,
};

vi.mock("./openMailto", () => ({ openMailto: vi.fn() }));
const opened = vi.mocked(openMailto);

beforeEach(() => opened.mockClear());

async function fillRequired() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText("Name"), "Jane Doe");
  await user.type(screen.getByLabelText("Phone"), "(662) 555-0111");
  await user.type(screen.getByLabelText("Email"), "jane@example.org");
  await user.type(screen.getByLabelText("Location"), "Hernando");
  return user;
}

/** A service of the content in use, other than the first. */
const LAST_SERVICE = site.services.at(-1)!.title;

describe("EstimateForm", () => {
  it("ties every label to its field with the right type and autocomplete", () => {
    render(<EstimateForm {...TEXTS} />);
    const expectations = [
      ["Name", "text", "name"],
      ["Phone", "tel", "tel"],
      ["Email", "email", "email"],
      ["Location", "text", "address-level2"],
    ] as const;
    for (const [label, type, autocomplete] of expectations) {
      const input = screen.getByLabelText(label);
      expect(input).toHaveAttribute("type", type);
      expect(input).toHaveAttribute("autocomplete", autocomplete);
      expect(input).toBeRequired();
    }
    expect(screen.getByLabelText("Phone")).toHaveAttribute("inputmode", "tel");
    expect(screen.getByLabelText("Email")).toHaveAttribute("inputmode", "email");
    if (PROPERTY_TYPES.length) expect(screen.getByLabelText(/Property Type/)).not.toBeRequired();
    expect(screen.getByLabelText(/Service Needed/)).not.toBeRequired();
  });

  it.runIf(PROPERTY_TYPES.length > 0)("offers the owner's property types, in their order, optional", () => {
    render(<EstimateForm {...TEXTS} />);
    const property = screen.getByLabelText(/Property Type/);
    expect(
      within(property)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Choose one", ...new Set(site.forms.propertyTypes.map((type) => type.title))]);
  });

  it.runIf(PROPERTY_TYPES.length === 0)("asks no property type where the owner lists none", () => {
    render(<EstimateForm {...TEXTS} />);
    expect(screen.queryByLabelText(/Property Type/)).toBeNull();
  });

  it("offers the services, optional", () => {
    render(<EstimateForm {...TEXTS} />);
    const service = screen.getByLabelText(/Service Needed/);
    const labels = within(service)
      .getAllByRole("option")
      .map((o) => o.textContent);
    for (const s of site.services) expect(labels).toContain(s.title);
    for (const work of site.forms.otherWork) expect(labels).toContain(work.title);
    expect(new Set(labels).size, "each choice once").toBe(labels.length);
  });

  it("opens the estimate draft, clears all six fields and confirms", async () => {
    render(<EstimateForm {...TEXTS} />);
    const user = await fillRequired();
    const property = PROPERTY_TYPES[1] ?? PROPERTY_TYPES[0];
    if (property) await user.selectOptions(screen.getByLabelText(/Property Type/), property.value);
    await user.selectOptions(screen.getByLabelText(/Service Needed/), choiceValue(LAST_SERVICE));
    await user.click(screen.getByRole("button", { name: TEXTS.submitLabel }));

    expect(opened).toHaveBeenCalledTimes(1);
    const url = new URL(opened.mock.calls[0]![0]);
    expect(decodeURIComponent(url.pathname)).toBe(site.contact.email);
    expect(url.searchParams.get("subject")).toBe("Fence Estimate Request");
    expect(url.searchParams.get("body")).toContain(
      `Name: Jane Doe\r\nPhone: (662) 555-0111\r\nEmail: jane@example.org\r\nLocation: Hernando\r\nProperty Type: ${property?.value ?? NOT_GIVEN}\r\nService Needed: ${choiceValue(LAST_SERVICE)}`,
    );

    for (const label of [
      "Name",
      "Phone",
      "Email",
      "Location",
      ...(property ? [/Property Type/] : []),
      /Service Needed/,
    ]) {
      expect(screen.getByLabelText(label)).toHaveValue("");
    }
    const status = screen.getByRole("status");
    expect(status).toHaveTextContent("Your e-mail app should have opened");
    expect(status).toHaveTextContent(site.contact.email);
    expect(within(status).getByRole("link", { name: site.contact.phone.display })).toHaveAttribute(
      "href",
      `tel:${site.contact.phone.tel}`,
    );
  });

  it("copies the company e-mail, or says to copy it by hand when the clipboard fails", async () => {
    render(<EstimateForm {...TEXTS} />);
    const user = await fillRequired();
    await user.click(screen.getByRole("button", { name: TEXTS.submitLabel }));
    const writeText = vi.spyOn(navigator.clipboard, "writeText");
    await user.click(screen.getByRole("button", { name: "Copy e-mail address" }));
    expect(writeText).toHaveBeenCalledWith(site.contact.email);
    expect(await screen.findByText("Copied.")).toBeInTheDocument();

    writeText.mockRejectedValueOnce(new Error("denied"));
    await user.click(screen.getByRole("button", { name: "Copy e-mail address" }));
    expect(await screen.findByText(/select the text and copy it yourself/)).toBeInTheDocument();
  });

  it("does nothing while a required field is empty (the browser's own check)", async () => {
    render(<EstimateForm {...TEXTS} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Name"), "Jane");
    await user.click(screen.getByRole("button", { name: TEXTS.submitLabel }));
    expect(opened).not.toHaveBeenCalled();
    expect(screen.getByLabelText("Phone")).toBeInvalid();
    expect(screen.getByLabelText("Name")).toHaveValue("Jane");
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });

  it("without JavaScript posts the fields to a mailto: action as plain text", () => {
    render(<EstimateForm {...TEXTS} />);
    const form = screen.getByRole("form", { name: TEXTS.heading });
    expect(form).toHaveAttribute("action", `mailto:${site.contact.email}?subject=Fence%20Estimate%20Request`);
    expect(form).toHaveAttribute("method", "post");
    expect(form).toHaveAttribute("enctype", "text/plain");
  });

  it("takes the gallery's heading and button, and a stable id for the first field", () => {
    render(
      <EstimateForm
        {...TEXTS}
        id="fences-estimate"
        heading="Free Estimates, No Obligations"
        submitLabel="Request My Estimate"
      />,
    );
    expect(screen.getByRole("heading", { name: "Free Estimates, No Obligations" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Request My Estimate" })).toBeInTheDocument();
    expect(document.getElementById(estimateFirstFieldId("fences-estimate"))).toBe(screen.getByLabelText("Name"));
  });

  it("gives two forms on one page different field ids", () => {
    render(
      <>
        <EstimateForm {...TEXTS} heading="First" />
        <EstimateForm {...TEXTS} heading="Second" />
      </>,
    );
    const names = screen.getAllByLabelText("Name");
    expect(names).toHaveLength(2);
    expect(names[0]!.id).not.toBe(names[1]!.id);
  });

  describe("with a range from the price estimator (/fences)", () => {
    const NOTE = "Your price range, sent with this request:";
    const LINE = "$4,300–$6,100 (150 ft Wood 6 ft, 1 walk gate, removal; prices of 2026-03-01)";

    /** What the estimator does: the line on the form element, then the event (app/routes/fences/Estimator.tsx). */
    function handOver(line: string) {
      const form = screen.getByRole("form", { name: TEXTS.heading });
      act(() => {
        form.dataset.ballpark = line;
        form.dispatchEvent(new Event("ballpark"));
      });
    }

    it("shows the range in a status region and sends it as one line of the draft, then forgets it", async () => {
      render(<EstimateForm {...TEXTS} ballparkNote={NOTE} />);
      const note = screen.getAllByRole("status")[0]!;
      expect(note).toBeEmptyDOMElement();
      handOver(LINE);
      expect(note).toHaveTextContent(`${NOTE} ${LINE}`);

      const user = await fillRequired();
      await user.click(screen.getByRole("button", { name: TEXTS.submitLabel }));
      const body = new URL(opened.mock.calls[0]![0]).searchParams.get("body")!;
      expect(body).toContain(`Service Needed: Not specified\r\nWebsite ballpark: ${LINE}\r\n\r\nThank you!`);
      expect(opened.mock.calls[0]![0].length).toBeLessThan(2000);
      expect(note).toBeEmptyDOMElement();
    });

    it("takes a range handed over before its code arrived", async () => {
      // The form loads on first use: the estimator may write the line on the prerendered form first.
      const form = <EstimateForm {...TEXTS} id="fences-estimate" ballparkNote={NOTE} />;
      const page = document.createElement("div");
      page.innerHTML = renderToString(form);
      document.body.append(page);
      page.querySelector("form")!.dataset.ballpark = LINE;
      // React (not Preact, which the browser runs) warns of the attribute it did not render.
      const warned = vi.spyOn(console, "error").mockImplementation(() => undefined);
      await act(async () => {
        hydrateRoot(page, form);
      });
      expect(within(page).getAllByRole("status")[0]).toHaveTextContent(`${NOTE} ${LINE}`);
      page.remove();
      warned.mockRestore();
    });

    it("sends no ballpark line without a range, and has no such field on a page without the estimator", async () => {
      const { container } = render(<EstimateForm {...TEXTS} />);
      expect(container.querySelector("[name=ballpark]")).toBeNull();
      const user = await fillRequired();
      await user.click(screen.getByRole("button", { name: TEXTS.submitLabel }));
      expect(new URL(opened.mock.calls[0]![0]).searchParams.get("body")).not.toContain("ballpark");
    });
  });
});
