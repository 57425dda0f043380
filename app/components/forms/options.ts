import { forms, services } from "~/content";

export interface Choice {
  value: string;
  label: string;
}

const choice = (label: string): Choice => ({ value: label, label });

export const PROPERTY_TYPES: readonly Choice[] = ["Residential", "Commercial", "Industrial"].map(choice);

/**
 * What the business offers (the services, in the owner's order), then the other work the content
 * names for the form (Fence Repair); each once, should a service be named the same.
 */
export const SERVICE_CHOICES: readonly Choice[] = [
  ...new Set([...services.map((s) => s.title), ...forms.otherWork.map((work) => work.title)]),
].map(choice);
