import { useIslandId } from "~/islands/islandId";
import { contact } from "~/content";
import { QUOTE_SUBJECT, quoteDraft, type QuoteRequest } from "~/lib/requestDrafts";
import { FormFeedback } from "./FormFeedback";
import { RequiredNote, SelectField, TextAreaField, TextField } from "./fields";
import { toneClass, type FormTone } from "./formStyles";
import { STATES } from "./states";
import { InboxFields, KeptNote, nativeSubmit, type InboxTexts } from "./inbox";
import { limitsOf, QUOTE_FIELDS as RULES } from "./limits";
import { useRequestForm } from "./useRequestForm";

const FIELDS = [
  "firstName",
  "lastName",
  "email",
  "phone",
  "streetAddress",
  "addressLine2",
  "city",
  "state",
  "zipCode",
  "message",
] as const satisfies readonly (keyof QuoteRequest)[];

interface Props extends InboxTexts {
  id?: string;
  /** The form's heading and its send button's words: page texts (content/pages.yml), passed in. */
  heading: string;
  headingLevel?: 2 | 3;
  submitLabel: string;
  tone?: FormTone;
  className?: string;
}

/** The contact page's 'GET A QUOTE' form: opens a 'Quote Request' mail draft listing every field. */
export function QuoteForm({
  id,
  heading,
  sentText,
  keptText,
  headingLevel = 2,
  submitLabel,
  tone = "card",
  className = "",
}: Props) {
  const autoId = useIslandId("quote");
  const formId = id ?? autoId;
  const fieldId = (name: string) => `${formId}-${name}`;
  const headingId = `${formId}-heading`;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const { formProps, statusRef, phase, openShortened, errors } = useRequestForm(
    FIELDS,
    (values) => quoteDraft(contact.email, values),
    "message",
  );

  return (
    <div className={`${toneClass[tone]} ${className}`}>
      <Heading id={headingId} className="text-2xl font-semibold sm:text-3xl">
        {heading}
      </Heading>
      <div className="mt-2">
        <RequiredNote />
      </div>
      <form
        {...formProps}
        {...nativeSubmit("quote", QUOTE_SUBJECT)}
        id={formId}
        aria-labelledby={headingId}
        className="mt-4 grid gap-4 @md:grid-cols-2"
      >
        <InboxFields formName="quote" idPrefix={formId} />
        <TextField
          id={fieldId("firstName")}
          name="firstName"
          error={errors.firstName}
          label={RULES.firstName.label}
          autoComplete="given-name"
          markRequired
          {...limitsOf(RULES.firstName)}
        />
        <TextField
          id={fieldId("lastName")}
          name="lastName"
          error={errors.lastName}
          label={RULES.lastName.label}
          autoComplete="family-name"
          markRequired
          {...limitsOf(RULES.lastName)}
        />
        <TextField
          id={fieldId("email")}
          name="email"
          error={errors.email}
          label={RULES.email.label}
          type="email"
          inputMode="email"
          autoComplete="email"
          markRequired
          {...limitsOf(RULES.email)}
        />
        <TextField
          id={fieldId("phone")}
          name="phone"
          error={errors.phone}
          label={RULES.phone.label}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          markRequired
          {...limitsOf(RULES.phone)}
        />
        <TextField
          id={fieldId("streetAddress")}
          name="streetAddress"
          error={errors.streetAddress}
          label={RULES.streetAddress.label}
          autoComplete="address-line1"
          markRequired
          {...limitsOf(RULES.streetAddress)}
          className="@md:col-span-2"
        />
        <TextField
          id={fieldId("addressLine2")}
          name="addressLine2"
          error={errors.addressLine2}
          label={RULES.addressLine2.label}
          autoComplete="address-line2"
          {...limitsOf(RULES.addressLine2)}
          className="@md:col-span-2"
        />
        <TextField
          id={fieldId("city")}
          name="city"
          error={errors.city}
          label={RULES.city.label}
          autoComplete="address-level2"
          markRequired
          {...limitsOf(RULES.city)}
        />
        <SelectField
          id={fieldId("state")}
          name="state"
          error={errors.state}
          label={RULES.state.label}
          autoComplete="address-level1"
          options={STATES}
          defaultValue={STATES[0]!.value}
          markRequired
          // Always has a value (the first state is chosen), so the browser's required check can never
          // fail; HTML allows `required` on a select only with an empty first choice, which the
          // decisions rule out. Assistive technology still hears that the field is required.
          aria-required="true"
        />
        <TextField
          id={fieldId("zipCode")}
          name="zipCode"
          error={errors.zipCode}
          label={RULES.zipCode.label}
          inputMode="numeric"
          autoComplete="postal-code"
          pattern="[0-9]{5}(-[0-9]{4})?"
          hint={`5 digits, e.g. ${contact.address.postalCode}`}
          markRequired
          {...limitsOf(RULES.zipCode)}
        />
        <TextAreaField
          id={fieldId("message")}
          name="message"
          error={errors.message}
          label={RULES.message.label}
          rows={5}
          className="@md:col-span-2"
        />
        <button type="submit" className="btn-primary w-full @md:col-span-2">
          {submitLabel}
        </button>
        <KeptNote text={keptText} />
      </form>
      <FormFeedback ref={statusRef} phase={phase} openShortened={openShortened} sentText={sentText} />
    </div>
  );
}
