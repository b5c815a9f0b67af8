import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { finishedWithin } from './time-limit';

describe('finishedWithin', () => {
  it('is true for work that finishes within the limit', async () => {
    expect(await finishedWithin(sleep(5), 1_000)).toBe(true);
  });

  it('is false once the limit passes first, and a later failure of the work is not left unhandled', async () => {
    const late = sleep(200).then(() => Promise.reject(new Error('failed after the limit')));
    expect(await finishedWithin(late, 10)).toBe(false);
    await sleep(250);
  });

  it('passes on a failure within the limit', async () => {
    await expect(finishedWithin(Promise.reject(new Error('closing failed')), 1_000)).rejects.toThrow('closing failed');
  });
});
