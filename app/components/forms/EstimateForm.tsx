import { useEffect, useState, type RefObject } from "react";
import { useIslandId } from "~/islands/islandId";
import { contact, forms } from "~/content";
import { ESTIMATE_SUBJECT, estimateDraft, type EstimateRequest } from "~/lib/requestDrafts";
import { FormFeedback } from "./FormFeedback";
import { SelectField, TextField } from "./fields";
import { toneClass, type FormTone } from "./formStyles";
import { PROPERTY_TYPES, SERVICE_CHOICES } from "./options";
import { InboxFields, KeptNote, nativeSubmit, type InboxTexts } from "./inbox";
import { ESTIMATE_FIELDS as RULES, limitsOf } from "./limits";
import { useRequestForm } from "./useRequestForm";

const FIELDS = [
  "name",
  "phone",
  "email",
  "location",
  "propertyType",
  "serviceNeeded",
  "ballpark",
] as const satisfies readonly (keyof EstimateRequest)[];

/** The id of the form's first field, for pages that move focus into the form (e.g. 'Request an Estimate' on /fences). */
export const estimateFirstFieldId = (formId: string) => `${formId}-name`;

interface Props extends InboxTexts {
  /** Id of the <form>; its fields get ids starting with it. Default: unique per page. */
  id?: string;
  /** The form's heading and its send button's words: page texts (content/pages.yml), passed in. */
  heading: string;
  headingLevel?: 2 | 3;
  intro?: string;
  submitLabel: string;
  tone?: FormTone;
  className?: string;
  /**
   * On a page with the price estimator (/fences): the words over the range it hands to this form.
   * The form then carries that range in a field of its own (and the draft, in one line).
   */
  ballparkNote?: string;
  /** The service its Service Needed opens on, by its title (a service's own page); none: "Choose one". */
  serviceNeeded?: string;
}

/**
 * How the estimator (app/routes/fences/Estimator.tsx, which uses the same names) hands over its
 * range: on the form element, then an event. Read from the element too when this code arrives
 * after the visitor asked (the form loads on first use).
 */
const BALLPARK_DATA = "ballpark";
const BALLPARK_EVENT = "ballpark";

/** The range the estimator handed to the form, if any; forgotten when the form is cleared after a send. */
function useBallpark(form: RefObject<HTMLFormElement | null>, on: boolean) {
  const [ballpark, setBallpark] = useState("");
  useEffect(() => {
    const element = form.current;
    if (!on || !element) return;
    const take = () => setBallpark(element.dataset[BALLPARK_DATA] ?? "");
    take();
    element.addEventListener(BALLPARK_EVENT, take);
    return () => element.removeEventListener(BALLPARK_EVENT, take);
  }, [form, on]);
  const forget = () => {
    if (form.current) delete form.current.dataset[BALLPARK_DATA];
    setBallpark("");
  };
  return { ballpark, forget };
}

/** The free-estimate request: opens the visitor's mail app with a draft to the company with every field the visitor filled in. */
export function EstimateForm({
  id,
  heading,
  sentText,
  keptText,
  headingLevel = 2,
  intro,
  submitLabel,
  tone = "card",
  className = "",
  ballparkNote,
  serviceNeeded,
}: Props) {
  const autoId = useIslandId("estimate");
  const formId = id ?? autoId;
  const fieldId = (name: string) => `${formId}-${name}`;
  const headingId = `${formId}-heading`;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const { formProps, statusRef, phase, openShortened, errors } = useRequestForm(FIELDS, (values) =>
    estimateDraft(contact.email, values),
  );
  const { ballpark, forget } = useBallpark(formProps.ref, ballparkNote !== undefined);

  return (
    <div className={`${toneClass[tone]} ${className}`}>
      <Heading id={headingId} className="text-2xl font-semibold sm:text-3xl">
        {heading}
      </Heading>
      {intro && <p className="mt-2 text-ink-muted">{intro}</p>}
      <form
        {...formProps}
        onReset={forget}
        {...nativeSubmit("estimate", ESTIMATE_SUBJECT)}
        id={formId}
        aria-labelledby={headingId}
        className="mt-4 grid gap-4 @md:grid-cols-2"
      >
        <InboxFields formName="estimate" idPrefix={formId} />
        {ballparkNote !== undefined && (
          // First in the form, where the visitor arrives, and read out as it appears.
          <div role="status" className="empty:hidden @md:col-span-2">
            {ballpark && (
              <p className="rounded-md bg-brand-tint p-3">
                <span className="font-semibold">{ballparkNote}</span> {ballpark}
              </p>
            )}
          </div>
        )}
        <TextField
          id={fieldId("name")}
          name="name"
          error={errors.name}
          label={RULES.name.label}
          autoComplete="name"
          {...limitsOf(RULES.name)}
        />
        <TextField
          id={fieldId("phone")}
          name="phone"
          error={errors.phone}
          label={RULES.phone.label}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          {...limitsOf(RULES.phone)}
        />
        <TextField
          id={fieldId("email")}
          name="email"
          error={errors.email}
          label={RULES.email.label}
          type="email"
          inputMode="email"
          autoComplete="email"
          {...limitsOf(RULES.email)}
        />
        <TextField
          id={fieldId("location")}
          name="location"
          error={errors.location}
          label={RULES.location.label}
          hint={`Your town, e.g. ${contact.address.locality}`}
          autoComplete="address-level2"
          {...limitsOf(RULES.location)}
        />
        {/* Asked only where the owner lists kinds of property. */}
        {PROPERTY_TYPES.length > 0 && (
          <SelectField
            id={fieldId("propertyType")}
            name="propertyType"
            error={errors.propertyType}
            label={RULES.propertyType.label}
            markOptional
            emptyLabel="Choose one"
            options={PROPERTY_TYPES}
            defaultValue=""
          />
        )}
        <SelectField
          id={fieldId("serviceNeeded")}
          name="serviceNeeded"
          error={errors.serviceNeeded}
          label={RULES.serviceNeeded.label}
          markOptional
          emptyLabel="Choose one"
          options={SERVICE_CHOICES}
          defaultValue={SERVICE_CHOICES.find((option) => option.label === serviceNeeded)?.value ?? ""}
        />
        {(ballparkNote !== undefined || forms.inbox) && (
          // Sent only once the estimator has filled it: without it, the form sends what it sends elsewhere.
          // While the host's inbox is on, every estimate form holds it: the inbox files the forms of all
          // pages under one name and keeps only the fields it registered from the deployed HTML.
          // After the fields, so the form's first control is still its first field.
          <input type="hidden" name="ballpark" value={ballpark} disabled={ballpark === ""} />
        )}
        <button type="submit" className="btn-primary w-full @md:col-span-2">
          {submitLabel}
        </button>
        <KeptNote text={keptText} />
      </form>
      <FormFeedback ref={statusRef} phase={phase} openShortened={openShortened} sentText={sentText} />
    </div>
  );
}
