import { describe, expect, it } from 'vitest';
import { readConfig } from './config';

const ROOT = '/srv/wasit';
const read = (env: Record<string, string>) => readConfig(env, ROOT);

describe('an operator configures scheduled backups and job leases in the environment', () => {
  it('takes no backups without BACKUP_DIR, and reads a day and seven kept by default', () => {
    expect(read({}).backups).toBeNull();
    expect(read({ BACKUP_DIR: 'backups' }).backups).toEqual({ dir: '/srv/wasit/backups', everyMs: 86_400_000, keep: 7, keyFile: null, passphrase: null });
  });

  it('reads minutes, hours and days, how many to keep, and the sealing key', () => {
    const every = (value: string) => read({ BACKUP_DIR: '/var/backups/wasit', BACKUP_EVERY: value }).backups?.everyMs;
    expect([every('30m'), every('6h'), every('2d')]).toEqual([1_800_000, 21_600_000, 172_800_000]);
    expect(read({ BACKUP_DIR: '/b', BACKUP_KEEP: '30', BACKUP_KEY_FILE: '/etc/wasit/backup.key' }).backups).toMatchObject({
      keep: 30,
      keyFile: '/etc/wasit/backup.key',
    });
  });

  it('refuses to start on a schedule it cannot read, rather than take no backups silently', () => {
    for (const BACKUP_EVERY of ['6', '0h', '1w', '1.5h', ' 6h']) expect(() => read({ BACKUP_DIR: '/b', BACKUP_EVERY })).toThrow(/BACKUP_EVERY/);
    for (const BACKUP_KEEP of ['0', '-1', 'all']) expect(() => read({ BACKUP_DIR: '/b', BACKUP_KEEP })).toThrow(/BACKUP_KEEP/);
  });

  it('reads the job lease, keeping the default for a value that is not a number of milliseconds', () => {
    expect(read({ JOB_LEASE_MS: '5000' }).jobs).toEqual({ leaseMs: 5000 });
    expect(read({ JOB_LEASE_MS: 'soon' }).jobs).toEqual({});
  });
});

/** docs/running.md §7: REPORTS_DATABASE_URL names a replica of the PostgreSQL primary. */
describe('REPORTS_DATABASE_URL', () => {
  const primary = 'postgres://app@db.example:5432/wasit';
  const replica = 'postgres://app@replica.example:5432/wasit';

  it('is read beside DATABASE_URL, and absent the reports read the primary', () => {
    expect(readConfig({ DATABASE_URL: primary, REPORTS_DATABASE_URL: replica }, '/srv').reportsDatabaseUrl).toBe(replica);
    expect(readConfig({ DATABASE_URL: primary }, '/srv').reportsDatabaseUrl).toBeNull();
    expect(readConfig({}, '/srv').reportsDatabaseUrl).toBeNull();
  });

  it('stops the start without DATABASE_URL: the embedded database has no replica', () => {
    expect(() => readConfig({ REPORTS_DATABASE_URL: replica }, '/srv')).toThrow(/REPORTS_DATABASE_URL needs DATABASE_URL/);
  });
});
