import { createDeflateRaw } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../app-error';
import { forgedZip } from '../../test/forged-zip';
import { readTable } from './read-table';

const UNPACKED_BYTES = 300 * 1024 * 1024;

/** 300 MB of spaces deflated in 1 MB steps (about 300 KB), without ever holding the 300 MB. */
async function deflatedSpaces(): Promise<Buffer> {
  const deflate = createDeflateRaw({ level: 9 });
  const chunks: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => chunks.push(chunk));
  const step = Buffer.alloc(1024 * 1024, 0x20);
  for (let written = 0; written < UNPACKED_BYTES; written += step.length) {
    if (!deflate.write(step)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  await new Promise((resolve) => deflate.end(resolve));
  return Buffer.concat(chunks);
}

/** A one-entry xlsx whose sheet claims to unpack to `claimedBytes`. */
const forgedXlsx = (data: Buffer, claimedBytes: number) => forgedZip('xl/worksheets/sheet1.xml', data, claimedBytes);

/** The highest memory seen while `work` runs, above what was in use when it started. */
async function peakGrowth(work: () => Promise<unknown>): Promise<{ outcome: unknown; growthBytes: number }> {
  const used = () => process.memoryUsage().rss;
  const start = used();
  let peak = start;
  const sampler = setInterval(() => (peak = Math.max(peak, used())), 2);
  const outcome = await work().catch((error: unknown) => error);
  clearInterval(sampler);
  return { outcome, growthBytes: Math.max(peak, used()) - start };
}

describe('xlsx zip guard (docs/import.md §5)', () => {
  it('stops unpacking an entry whose directory understates its size, and memory stays near where it was', async () => {
    const data = await deflatedSpaces();
    const file = forgedXlsx(data, 1024);
    expect(file.length).toBeLessThan(2 * 1024 * 1024);
    const { outcome, growthBytes } = await peakGrowth(() => readTable(file));
    expect(outcome).toBeInstanceOf(AppError);
    expect((outcome as AppError).code).toBe('IMPORT_FILE_UNREADABLE');
    expect(growthBytes).toBeLessThan(100 * 1024 * 1024);
  }, 60_000);

  it('still refuses from the directory alone an archive that says it unpacks too far', async () => {
    const data = await deflatedSpaces();
    // 300 MB from about 300 KB is more than 200 times its size.
    await expect(readTable(forgedXlsx(data, UNPACKED_BYTES))).rejects.toMatchObject({ code: 'IMPORT_FILE_TOO_LARGE' });
  }, 60_000);
});
