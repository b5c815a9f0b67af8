/** The wall milliseconds of `count` runs of `run`, one after another, sorted from the fastest. */
export async function sortedTimes(count: number, run: () => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b);
}
