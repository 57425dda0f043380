import { BALLPARK_LABEL } from "../../lib/requestDrafts";

/**
 * The two request forms' fields as the visitor fills them and as the site's inbox takes them: each
 * field's label, longest length and whether it must be filled. The forms' HTML (EstimateForm.tsx,
 * QuoteForm.tsx) and the inbox's Worker (worker/, which checks every post against these) read them
 * here, so a limit lives in one place. No import of the content: the Worker has none.
 */

export interface FieldRule {
  /** The field's label on the form, which the inbox also names it by when it refuses it. */
  label: string;
  /** Its longest value in characters: the input's maxLength (the message has none), and the inbox refuses a longer one. */
  maxLength: number;
  /** True: the form asks for it (the input's required) and the inbox refuses a post without it. */
  required: boolean;
}

/** The estimate form (home page, /fences, the other pages' estimate sections). */
export const ESTIMATE_FIELDS = {
  name: { label: "Name", maxLength: 100, required: true },
  phone: { label: "Phone", maxLength: 30, required: true },
  email: { label: "Email", maxLength: 254, required: true },
  location: { label: "Location", maxLength: 100, required: true },
  // Choices (a select): no maxLength in the HTML; the longest a choice the content names can be.
  propertyType: { label: "Property Type", maxLength: 120, required: false },
  serviceNeeded: { label: "Service Needed", maxLength: 120, required: false },
  // Hidden, filled by the /fences estimator with its price range and what it was for.
  ballpark: { label: BALLPARK_LABEL, maxLength: 300, required: false },
} as const satisfies Record<string, FieldRule>;

/** The contact page's quote form. */
export const QUOTE_FIELDS = {
  firstName: { label: "First Name", maxLength: 60, required: true },
  lastName: { label: "Last Name", maxLength: 60, required: true },
  email: { label: "Email", maxLength: 254, required: true },
  phone: { label: "Phone", maxLength: 30, required: true },
  streetAddress: { label: "Street Address", maxLength: 120, required: true },
  addressLine2: { label: "Address Line 2", maxLength: 120, required: false },
  city: { label: "City", maxLength: 60, required: true },
  // A select of two-letter state codes that always has one chosen.
  state: { label: "State", maxLength: 2, required: true },
  zipCode: { label: "ZIP Code", maxLength: 10, required: true },
  // No maxLength on the textarea: the mail draft takes a longer message whole (Copy request), so
  // only the inbox refuses one longer than this, and the page then opens the draft instead.
  message: { label: "Message", maxLength: 5000, required: false },
} as const satisfies Record<string, FieldRule>;

/** Each form by the name it posts in its hidden form-name field. */
export const INBOX_FORMS = { estimate: ESTIMATE_FIELDS, quote: QUOTE_FIELDS } as const;

/** The name the inbox files the form's requests under (one per kind of form, on every page it is on). */
export type InboxFormName = keyof typeof INBOX_FORMS;

/** The hidden field naming the form (Netlify's own name for it, which the site's Worker reads too). */
export const FORM_NAME_FIELD = "form-name";

/** The field bots fill and people never see: a post that has it filled is refused. */
export const HONEYPOT_FIELD = "bot-field";

/**
 * Milliseconds from the page's opening to the send, set by the form's script as it posts (empty
 * without JavaScript, which the inbox allows). A post sooner than MIN_FILL_MS is refused: nobody
 * fills a form that fast, a robot does.
 */
export const ELAPSED_FIELD = "elapsed";
export const MIN_FILL_MS = 3000;

/** The attributes an input takes from its rule: its maxLength, and required where the form asks for it. */
export const limitsOf = (rule: FieldRule) => ({ maxLength: rule.maxLength, required: rule.required });
