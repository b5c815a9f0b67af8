import type { Page } from '@playwright/test';

declare global {
  interface Window {
    __blobsByUrl?: Map<string, Blob>;
  }
}

/**
 * Keeps, from the page's next navigation on, each blob the page gives an address to
 * (`URL.createObjectURL`), so a test can read what an address holds. It cannot fetch the address:
 * the page's policy allows `blob:` to frames and images only, not to `fetch` (connect-src 'self',
 * server/plugins/security.ts), and that refusal is what a user's page keeps.
 */
export async function recordBlobUrls(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const blobs = new Map<string, Blob>();
    window.__blobsByUrl = blobs;
    const create = URL.createObjectURL.bind(URL);
    URL.createObjectURL = (object: Blob | MediaSource) => {
      const address = create(object);
      if (object instanceof Blob) blobs.set(address, object);
      return address;
    };
  });
}

/** What the blob at `address` holds, and its type; null for an address the page never made. */
export async function blobAt(page: Page, address: string): Promise<{ type: string; bytes: Buffer } | null> {
  const found = await page.evaluate(async (wanted) => {
    const blob = window.__blobsByUrl?.get(wanted);
    return blob ? { type: blob.type, bytes: [...new Uint8Array(await blob.arrayBuffer())] } : null;
  }, address);
  return found ? { type: found.type, bytes: Buffer.from(found.bytes) } : null;
}
