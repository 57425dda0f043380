/** Home sections fade in once 15% of them is in view (specification section 4), rising a little as they do. */
export const HOME_REVEAL = { threshold: 0.15, distance: 24 } as const;
