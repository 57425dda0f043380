import { decks, serviceAreas, services } from "~/content";
import { US_STATES } from "~/content/usStates";

export interface Choice {
  value: string;
  label: string;
}

const choice = (label: string): Choice => ({ value: label, label });

export const PROPERTY_TYPES: readonly Choice[] = ["Residential", "Commercial", "Industrial"].map(choice);

/**
 * The services on /fences and the decks card (from the content module), plus repairs, which every
 * fence company does; each once, should a service be named the same.
 */
export const SERVICE_CHOICES: readonly Choice[] = [
  ...new Set([...services.map((s) => s.title), decks.title, "Fence Repair"]),
].map(choice);

/** The states of the towns served, in the order of the list: the first town's state is the default. */
export const STATES: readonly Choice[] = [...new Set(serviceAreas.map((area) => area.state))].map((code) => ({
  value: code,
  label: US_STATES[code],
}));
