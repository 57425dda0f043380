import { forms, services } from "~/content";
import { choiceValue } from "~/lib/choiceValue";

export interface Choice {
  value: string;
  label: string;
}

/** A choice showing its label and sending it with "&" written out (choiceValue). */
const choice = (label: string): Choice => ({ value: choiceValue(label), label });

/** The owner's kinds of property (Business and contact › Property types in the estimate form), each once; none: no question. */
export const PROPERTY_TYPES: readonly Choice[] = [...new Set(forms.propertyTypes.map((type) => type.title))].map(
  choice,
);

/**
 * What the business offers (the services, in the owner's order), then the other work the content
 * names for the form (Fence Repair); each once, should a service be named the same.
 */
export const SERVICE_CHOICES: readonly Choice[] = [
  ...new Set([...services.map((s) => s.title), ...forms.otherWork.map((work) => work.title)]),
].map(choice);
