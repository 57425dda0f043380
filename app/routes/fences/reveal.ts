/** Services page sections fade in once 25% is in view, sliding up 50 px. */
export const SERVICES_REVEAL = { threshold: 0.25, distance: 50 } as const;
