/** Home sections fade in once 15% of them is in view, rising a little as they do. */
export const HOME_REVEAL = { threshold: 0.15, distance: 24 } as const;
