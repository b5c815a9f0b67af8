import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AUDIT_KEY_FILE_NAME } from '../../../db/audit-key';
import { findAuditKey, requireAuditKey } from './audit-key-source';

describe('the audit chain key of an embedded database (docs/architecture.md §9)', () => {
  let dataDir: string;
  let umask: number;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'wasit-audit-key-'));
    // A permissive umask: the file must still be readable by its owner alone.
    umask = process.umask(0);
  });
  afterEach(async () => {
    process.umask(umask);
    await rm(dataDir, { recursive: true, force: true });
  });

  it('is made at the first start in the data folder, mode 0600, and read back unchanged at the next', async () => {
    const database = { kind: 'pglite' as const, dataDir };
    const first = await requireAuditKey(database, {});
    expect(first).toMatchObject({ created: true, mayRekey: true });
    const file = await stat(path.join(dataDir, AUDIT_KEY_FILE_NAME));
    expect(file.mode & 0o777).toBe(0o600);
    const second = await requireAuditKey(database, {});
    expect(second).toMatchObject({ created: false });
    expect(second.key.equals(first.key)).toBe(true);
  });

  it('is not made by a tool that only reads, and AUDIT_KEY wins over the data folder', async () => {
    const database = { kind: 'pglite' as const, dataDir };
    expect(await findAuditKey(database, {}, { create: false })).toBeNull();
    const fromEnv = await findAuditKey(database, { AUDIT_KEY: 'a'.repeat(64) }, { create: true });
    expect(fromEnv?.origin).toBe('AUDIT_KEY');
    expect(fromEnv?.key.equals(Buffer.alloc(32, 0xaa))).toBe(true);
    await expect(stat(path.join(dataDir, AUDIT_KEY_FILE_NAME))).rejects.toThrow();
  });

  it('is refused when too short, and missing on PostgreSQL without AUDIT_KEY', async () => {
    await expect(findAuditKey({ kind: 'pglite', dataDir }, { AUDIT_KEY: 'short' }, { create: true })).rejects.toThrow(/at least 32 bytes/);
    await expect(requireAuditKey({ kind: 'postgres', url: 'postgres://127.0.0.1/none' }, {})).rejects.toThrow(/No audit key/);
  });
});
