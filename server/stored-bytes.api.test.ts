import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from './test/helper';
import { useTestDatabase } from './test/use-test-database';
import { rowsOf } from '../db/queries/raw-rows';

describe.each(DATABASE_KINDS)('stored bytes on %s', (kind) => {
  const suite = useTestDatabase(kind);

  it('come back byte for byte: every byte value, none, and a megabyte', async () => {
    const every = Uint8Array.from({ length: 256 }, (_, index) => index);
    const large = Uint8Array.from({ length: 1024 * 1024 }, (_, index) => (index * 7919) % 256);
    // A view into a larger buffer: only its own bytes are written.
    const slice = new Uint8Array(every.buffer, 250, 6);
    for (const bytes of [every, new Uint8Array(0), large, slice]) {
      const [row] = await rowsOf<{ bytes: Uint8Array; size: number }>(suite.database.db, sql`select ${bytes}::bytea as bytes, length(${bytes}::bytea) as size`);
      expect(Number(row!.size)).toBe(bytes.length);
      expect(Buffer.from(row!.bytes).equals(Buffer.from(bytes))).toBe(true);
    }
  });
});
