import { serviceAreas, services } from "~/content";
import { US_STATES } from "~/content/usStates";

export interface Choice {
  value: string;
  label: string;
}

const choice = (label: string): Choice => ({ value: label, label });

export const PROPERTY_TYPES: readonly Choice[] = ["Residential", "Commercial", "Industrial"].map(choice);

/**
 * The services on /fences (from the content module), plus the two kinds of
 * work the company also does that have no section of their own there.
 */
export const SERVICE_CHOICES: readonly Choice[] = [
  ...services.map((s) => choice(s.title)),
  choice("Decks"),
  choice("Fence Repair"),
];

/** The states of the towns served, in the order of the list: the first town's state is the default. */
export const STATES: readonly Choice[] = [...new Set(serviceAreas.map((area) => area.state))].map((code) => ({
  value: code,
  label: US_STATES[code],
}));
