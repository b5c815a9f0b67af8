import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseIsoDate } from '../../domain';
import { openDatabase, type Database } from '../client';
import { findCompanySettings } from '../queries/company-settings';
import { operations, productSales } from '../schema';
import { loadOperationsDemo } from './operations-demo';

describe('operations demo data', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite', dataDir: null });
    await database.db.transaction((tx) => loadOperationsDemo(tx, { today: parseIsoDate('2026-04-15') }));
  });
  afterAll(() => database.close());

  it('spreads a year of operations over several currencies, mostly completed', async () => {
    const rows = await database.db.select().from(operations);
    expect(rows).toHaveLength(420);
    expect(new Set(rows.map((row) => row.currency)).size).toBeGreaterThanOrEqual(4);
    const completed = rows.filter((row) => row.status === 'completed').length;
    expect(completed / rows.length).toBeGreaterThan(0.6);
    expect(rows.some((row) => row.status === 'pending') && rows.some((row) => row.status === 'cancelled')).toBe(true);
    expect(rows.every((row) => row.clientId !== row.mediatorId)).toBe(true);
    const dates = rows.map((row) => row.operationDate).sort();
    expect([dates[0]! >= '2025-04-15', dates.at(-1)! <= '2026-04-15']).toEqual([true, true]);
  });

  it('adds a few dozen sales and names a special-services beneficiary', async () => {
    const sales = await database.db.select().from(productSales);
    expect(sales.length).toBe(36);
    expect(new Set(sales.map((sale) => sale.status))).toEqual(new Set(['sold', 'pending', 'cancelled']));
    expect((await findCompanySettings(database.db)).specialBeneficiaryId).not.toBeNull();
  });
});
