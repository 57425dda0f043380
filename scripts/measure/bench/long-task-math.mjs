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

/**
 * What TBT counted of Chrome's navigation commit, and of the tasks after it. Lighthouse lists the
 * commit as the first long task, starting before the simulated FCP (which leaves the commit out)
 * and with no page or script URL to attribute it to; every later task is the page's own parsing,
 * style, layout or script. `longTasks` are the items of the report's `long-tasks` audit.
 */
export function countedByPhase(longTasks, fcp, tti) {
  const tasks = [...longTasks].sort((a, b) => a.startTime - b.startTime);
  const counted = { commit: 0, afterCommit: 0 };
  tasks.forEach((task, index) => {
    const ms = blockingMs(task.startTime, task.duration, fcp, tti);
    const isCommit = index === 0 && task.startTime < fcp && !/^https?:/.test(task.url ?? "");
    counted[isCommit ? "commit" : "afterCommit"] += ms;
  });
  return counted;
}
