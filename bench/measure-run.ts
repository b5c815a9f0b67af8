/**
 * What one run cost: wall and CPU seconds of this process (the app's side, and PGlite's too when it
 * runs in-process; CPU does not move when other work shares the machine, wall seconds do), and its
 * memory as the peak resident size sampled every 20 ms above the size just before the run (on PGlite
 * the in-memory database is part of the process and is not the run's).
 */
export type RunFigures<T> = { value: T; seconds: number; cpuSeconds: number; peakRssMb: number; runRssMb: number };

export async function measureRun<T>(run: () => Promise<T>): Promise<RunFigures<T>> {
  global.gc?.();
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const cpu = process.cpuUsage();
  const started = process.hrtime.bigint();
  try {
    const value = await run();
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const used = process.cpuUsage(cpu);
    peak = Math.max(peak, process.memoryUsage().rss);
    const mb = (bytes: number) => bytes / 1024 / 1024;
    return { value, seconds, cpuSeconds: (used.user + used.system) / 1e6, peakRssMb: mb(peak), runRssMb: mb(peak - baseline) };
  } finally {
    clearInterval(sampler);
  }
}
