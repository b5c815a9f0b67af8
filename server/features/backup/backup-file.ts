import { createReadStream, createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { z } from 'zod';

/**
 * A backup is gzipped JSON lines: a header, then per table (in foreign-key order) a line naming it
 * and its row count followed by that many rows as PostgreSQL JSON text, then an end line. Rows are
 * never parsed in JavaScript, so numerics keep every digit. Any PostgreSQL (PGlite too) reads it.
 */
export const BACKUP_FORMAT = 'wasit-backup';
export const BACKUP_FORMAT_VERSION = 1;

export const ZBackupHeader = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.literal(BACKUP_FORMAT_VERSION),
  createdAt: z.string(),
  migrations: z.number().int(),
  newestMigrationAt: z.string().nullable(),
});
export type TBackupHeader = z.infer<typeof ZBackupHeader>;
export const ZTableLine = z.object({ table: z.string().min(1), rows: z.number().int().min(0) });
export const ZEndLine = z.object({ end: z.literal(true), tables: z.number().int().min(0) });

/** Writes the lines to FILE through a temporary file, so a failed backup never leaves a partial FILE. */
export async function writeLines(file: string, lines: AsyncIterable<string>): Promise<void> {
  const partial = `${file}.partial`;
  try {
    await pipeline(Readable.from(lines), createGzip(), createWriteStream(partial));
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

/** The file's lines one by one; `next()` answers null at the end of the file. */
export function readLines(file: string): { next: () => Promise<string | null>; close: () => void } {
  const source = createReadStream(file);
  const reader = createInterface({ input: source.pipe(createGunzip()), crlfDelay: Infinity });
  const lines = reader[Symbol.asyncIterator]();
  return {
    next: async () => {
      const step = await lines.next();
      return step.done ? null : step.value;
    },
    close: () => {
      reader.close();
      source.destroy();
    },
  };
}
