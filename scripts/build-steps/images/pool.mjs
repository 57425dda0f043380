// Runs async jobs with a fixed number in flight (sharp does the work off the main thread).
export async function runPool(items, concurrency, job) {
  const results = new Array(items.length);
  let next = 0;
  let failed = null;
  async function worker() {
    while (next < items.length && !failed) {
      const i = next++;
      try {
        results[i] = await job(items[i], i);
      } catch (error) {
        failed ??= error;
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  if (failed) throw failed;
  return results;
}
