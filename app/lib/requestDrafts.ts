import type { MailDraft } from "./mailto";

/** What the estimate forms collect: name, phone, e-mail, town and the service needed. */
export interface EstimateRequest {
  name: string;
  phone: string;
  email: string;
  location: string;
  propertyType: string;
  serviceNeeded: string;
  /**
   * The price range the /fences estimator handed to the form, if the visitor asked for it
   * ("$4,300–$6,100 (150 ft Wood privacy 6 ft, 1 walk gate, removal; prices of 2026-03-01)").
   */
  ballpark?: string;
}

/** The draft's label of that range. */
export const BALLPARK_LABEL = "Website ballpark";

/** What the contact page's 'GET A QUOTE' form collects: every field of the draft it opens. */
export interface QuoteRequest {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  streetAddress: string;
  addressLine2: string;
  city: string;
  state: string;
  zipCode: string;
  message: string;
}

export const ESTIMATE_SUBJECT = "Fence Estimate Request";
export const QUOTE_SUBJECT = "Quote Request";

/** Written in the draft for an optional field left empty, so the company sees it was not forgotten. */
export const NOT_GIVEN = "Not specified";

const orNotGiven = (value: string) => (value.trim() === "" ? NOT_GIVEN : value);

/**
 * The estimate e-mail: a greeting, one line per field (NOT_GIVEN for an empty choice), the estimator's
 * range when the visitor sent one (no line otherwise), thanks.
 */
export function estimateDraft(to: string, r: EstimateRequest): MailDraft {
  return {
    to,
    subject: ESTIMATE_SUBJECT,
    intro: ["Hello,", "", "I would like to request a free estimate."],
    fields: [
      { label: "Name", value: r.name },
      { label: "Phone", value: r.phone },
      { label: "Email", value: r.email },
      { label: "Location", value: r.location },
      { label: "Property Type", value: orNotGiven(r.propertyType) },
      { label: "Service Needed", value: orNotGiven(r.serviceNeeded) },
      ...(r.ballpark?.trim() ? [{ label: BALLPARK_LABEL, value: r.ballpark.trim() }] : []),
    ],
    closing: ["Thank you!"],
  };
}

/** The quote e-mail: every field of the form under its label. */
export function quoteDraft(to: string, r: QuoteRequest): MailDraft {
  return {
    to,
    subject: QUOTE_SUBJECT,
    intro: ["Hello,", "", "I would like to request a quote."],
    fields: [
      { label: "First Name", value: r.firstName },
      { label: "Last Name", value: r.lastName },
      { label: "Email", value: r.email },
      { label: "Phone", value: r.phone },
      { label: "Street Address", value: r.streetAddress },
      { label: "Address Line 2", value: orNotGiven(r.addressLine2) },
      { label: "City", value: r.city },
      { label: "State", value: r.state },
      { label: "ZIP Code", value: r.zipCode },
    ],
    message: { label: "Message", value: orNotGiven(r.message) },
    closing: ["Thank you!"],
  };
}
