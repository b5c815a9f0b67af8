import { createReadStream, createWriteStream } from 'node:fs';
import { chmod, rename, rm } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { PassThrough, Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { z } from 'zod';
import { BackupKeyRefused, isEncryptedBackup, openSealed, sealer } from './backup-crypto';

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
  /** The audit chain's key (hex), only when the backup was asked to carry it (`--include-audit-key`, docs/architecture.md §9). */
  auditKey: z
    .string()
    .regex(/^[0-9a-f]{64,}$/)
    .optional(),
});
export type TBackupHeader = z.infer<typeof ZBackupHeader>;
export const ZTableLine = z.object({ table: z.string().min(1), rows: z.number().int().min(0) });
export const ZEndLine = z.object({ end: z.literal(true), tables: z.number().int().min(0) });

/**
 * Writes the lines to FILE through a temporary file, so a failed backup never leaves a partial FILE;
 * sealed with the passphrase when one is given (backup-crypto.ts). The file holds password hashes,
 * sessions and secrets: it is its owner's only (0600) from its first byte, whatever the umask.
 */
export async function writeLines(file: string, lines: AsyncIterable<string>, options: { passphrase: string | null }): Promise<void> {
  const partial = `${file}.partial`;
  try {
    await rm(partial, { force: true });
    const target = createWriteStream(partial, { mode: 0o600 });
    if (options.passphrase === null) await pipeline(Readable.from(lines), createGzip(), target);
    else await pipeline(Readable.from(lines), createGzip(), await sealer(options.passphrase), target);
    await chmod(partial, 0o600);
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

const NO_PASSPHRASE = 'This backup is encrypted: give its passphrase with --key-file FILE or BACKUP_PASSPHRASE.';

/**
 * Refuses an encrypted backup given no passphrase or a wrong one, without reading further (the
 * restore tool asks before it opens, or makes, the database); answers its opened seal, null for a
 * backup that is not encrypted.
 */
export async function checkBackupKey(file: string, passphrase: string | null): Promise<Awaited<ReturnType<typeof openSealed>> | null> {
  if (!(await isEncryptedBackup(file))) return null;
  if (passphrase === null) throw new BackupKeyRefused(NO_PASSPHRASE);
  return openSealed(file, passphrase);
}

/**
 * The file's lines one by one; `next()` answers null at the end of the file. An encrypted backup
 * needs its passphrase (a missing or wrong one is refused before any line is read); a changed byte
 * makes a later `next()` throw, at the latest at the end, before a restore commits.
 */
export async function readLines(
  file: string,
  options: { passphrase: string | null },
): Promise<{ next: () => Promise<string | null>; finished: () => Promise<void>; authenticate: () => Promise<void>; close: () => void }> {
  const plain = new PassThrough();
  let done: Promise<void>;
  const sealed = await checkBackupKey(file, options.passphrase);
  if (sealed) {
    // The sealed gzip was whole when written: a tag that does not match, or a gzip that no longer
    // reads (a changed byte garbles it before the tag is reached), means the file was changed.
    done = pipeline(createReadStream(file, { start: sealed.start, end: sealed.end }), sealed.decipher, createGunzip(), plain).catch(() => {
      throw new BackupKeyRefused('The encrypted backup was changed after it was written: it does not authenticate. Nothing was restored.');
    });
  } else {
    done = pipeline(createReadStream(file), createGunzip(), plain);
  }
  // Read through next() and finished(); a failure before either asks is not left unhandled.
  done.catch(() => undefined);
  const reader = createInterface({ input: plain, crlfDelay: Infinity });
  const lines = reader[Symbol.asyncIterator]();
  const next = async (): Promise<string | null> => {
    let step: IteratorResult<string>;
    try {
      step = await Promise.race([lines.next(), done.then(() => new Promise<never>(() => undefined))]);
    } catch (error) {
      // The reader fails with the stream's raw error (a tag that does not authenticate); the
      // pipeline's own failure, said in words, wins when it has one.
      await done;
      throw error;
    }
    if (!step.done) return step.value;
    await done;
    return null;
  };
  return {
    next,
    // The whole file read and, when encrypted, its tag checked: a restore waits for it before committing.
    finished: () => done,
    // After a failure part way: an encrypted file's remaining lines read and its tag checked, so a changed byte,
    // which garbles the rows before the tag is reached, is named as such rather than as the rows it garbled.
    authenticate: async () => {
      if (!sealed) return;
      while ((await next()) !== null);
    },
    close: () => {
      reader.close();
      plain.destroy();
    },
  };
}
