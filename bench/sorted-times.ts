/**
 * The wall milliseconds of `count` runs of `run`, one after another, sorted from the fastest. With a
 * budget, the runs stop once it is spent (after five at least): a case far over its goal is not met
 * whatever its exact figure, and three hundred half-second calls would hold the bench for minutes.
 */
export async function sortedTimes(count: number, run: () => Promise<unknown>, budgetMs = Number.POSITIVE_INFINITY): Promise<number[]> {
  const times: number[] = [];
  const started = performance.now();
  for (let index = 0; index < count; index += 1) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
    if (times.length >= 5 && performance.now() - started > budgetMs) break;
  }
  return times.sort((a, b) => a - b);
}
