import { services } from "~/content";

export interface Choice {
  value: string;
  label: string;
}

const choice = (label: string): Choice => ({ value: label, label });

export const PROPERTY_TYPES: readonly Choice[] = ["Residential", "Commercial", "Industrial"].map(choice);

/**
 * The services on /fences (from the content module), plus the two kinds of work the company also
 * does that have no section of their own there; each once, should a service be named the same.
 */
export const SERVICE_CHOICES: readonly Choice[] = [
  ...new Set([...services.map((s) => s.title), "Decks", "Fence Repair"]),
].map(choice);
