/**
 * Whether `work` finished within `limitMs`: true when it did, false once the limit passed first (the
 * work goes on, and a failure of it after that is dropped). A failure within the limit is passed on.
 */
export function finishedWithin(work: Promise<unknown>, limitMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), limitMs);
  });
  return Promise.race([work.then(() => true), limit]).finally(() => clearTimeout(timer));
}
