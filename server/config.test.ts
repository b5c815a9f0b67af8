import { describe, expect, it } from 'vitest';
import { readConfig } from './config';

/** docs/operations.md §14: REPORTS_DATABASE_URL names a replica of the PostgreSQL primary. */
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
