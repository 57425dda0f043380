import { forms, services } from "~/content";

export interface Choice {
  value: string;
  label: string;
}

const choice = (label: string): Choice => ({ value: label, label });

export const PROPERTY_TYPES: readonly Choice[] = ["Residential", "Commercial", "Industrial"].map(choice);

/**
 * The services on /fences, then the other work the content names for the form (Decks, Fence Repair:
 * no section of their own there); each once, should a service be named the same.
 */
export const SERVICE_CHOICES: readonly Choice[] = [
  ...new Set([...services.map((s) => s.title), ...forms.otherWork.map((work) => work.title)]),
].map(choice);
