// How much of one main-thread task Total Blocking Time counts, as Lighthouse's Lantern computes it
// (TBTUtils.calculateTbtImpactForEvent): the task is clipped to [FCP, TTI], and what is left beyond
// 50 ms counts.
export const BLOCKING_THRESHOLD_MS = 50;

/** Blocking time of a task starting at `start` and lasting `duration` ms, between fcp and tti. */
export function blockingMs(start, duration, fcp, tti) {
  const end = start + duration;
  if (duration < BLOCKING_THRESHOLD_MS || end < fcp || start > tti) return 0;
  const clipped = Math.min(end, tti) - Math.max(start, fcp);
  return clipped < BLOCKING_THRESHOLD_MS ? 0 : clipped - BLOCKING_THRESHOLD_MS;
}
