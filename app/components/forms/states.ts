import { serviceAreas } from "~/content";
import { US_STATES } from "~/content/usStates";
import type { Choice } from "./options";

/**
 * The quote form's State choices: the states of the towns served, in the order of the list, so the
 * first town's state is the default. Apart from options.ts so that only the quote form carries the
 * names of the states.
 */
export const STATES: readonly Choice[] = [...new Set(serviceAreas.map((area) => area.state))].map((code) => ({
  value: code,
  label: US_STATES[code],
}));
