import { describe, expect, it } from 'vitest';
import { importAgain } from './retryable-lazy';

const ORIGIN = 'http://127.0.0.1:9';

describe('importAgain', () => {
  it('gives the module when the plain import now succeeds, without another address', async () => {
    const module = { AppLayout: 'shell' };
    await expect(importAgain(async () => module, 1, ORIGIN)).resolves.toBe(module);
  });

  it('passes on an error that is not a failed file as it is', async () => {
    const broken = new TypeError("Cannot read properties of undefined (reading 'map')");
    await expect(importAgain(() => Promise.reject(broken), 1, ORIGIN)).rejects.toBe(broken);
  });

  it('keeps the first error when the file under its retry address cannot be loaded either', async () => {
    // Node cannot import over http, so the retry address fails as a file still missing would.
    const failed = new TypeError(`Failed to fetch dynamically imported module: ${ORIGIN}/assets/AppLayout-Q.js`);
    await expect(importAgain(() => Promise.reject(failed), 1, ORIGIN)).rejects.toBe(failed);
  });
});
