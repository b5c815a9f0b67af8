import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedIndividual, seedLedgerRows, seedOperation, seedSubscriber, setDistributionSettings, setDistributionApproval } from '../../test/distribution-seed';
import { DATABASE_KINDS } from '../../test/helper';
import { useApiSuite } from '../../test/api-suite';
import { confirmedBody } from '../../test/distribution-requests';

/** The shared vectors of kind investor-distribution, run through the real API instead of the core alone. */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const folder = path.resolve(root, 'vectors/cases');
const vectors = readdirSync(folder)
  .filter((name) => name.startsWith('investor-distribution-') && name.endsWith('.json'))
  .sort()
  .map((name) => ({ name, vector: JSON.parse(readFileSync(path.join(folder, name), 'utf8')) as DistributionVector }));

type VectorInvestor = {
  id: string;
  status: string;
  subscriptionDate: string;
  subscriptionAmount: string;
  transactions: Array<{ date: string; type: string; status: string; amount: string }>;
};
type DistributionVector = {
  input: {
    year: number;
    month: number;
    currency: string;
    method: string;
    baseTotal: string;
    investorPercentage: string;
    loss: string;
    specialRatio: string;
    investors: VectorInvestor[];
  };
  expected: {
    error?: string;
    distributable?: string;
    special?: string;
    totalBalance?: string;
    totalDailyCapital?: string;
    activeInvestors?: number;
    rows?: Array<Record<string, unknown>>;
  };
};

describe.each(DATABASE_KINDS)('shared investor-distribution vectors through the API on %s', (kind) => {
  const suite = useApiSuite(kind, { users: { distributor: ['profit-distribution'] } });
  const { distributor } = suite.users;

  let party: string;
  let beneficiary: string;

  beforeAll(async () => {
    await setDistributionApproval(suite.database.db, false);
    party = await seedIndividual(suite.database.db, { name: 'Party' });
    beneficiary = await seedIndividual(suite.database.db, { name: 'Beneficiary' });
  });

  it.each(vectors.map((entry, index) => ({ ...entry, index })))('$name', async ({ vector, index }) => {
    const { input, expected } = vector;
    const db = suite.database.db;
    // Earlier vectors' investors step aside; a common prefix keeps the vector's id order (its tie-breaks).
    await db.execute(sql`update subscribers set status = 'inactive'`);
    const prefix = `v${String(index).padStart(2, '0')}-`;
    for (const investor of input.investors) {
      await seedSubscriber(db, {
        id: prefix + investor.id,
        currency: input.currency,
        subscriptionDate: investor.subscriptionDate,
        subscriptionAmount: investor.subscriptionAmount,
        status: investor.status,
      });
      await seedLedgerRows(
        db,
        investor.transactions.map((row) => ({ subscriberId: prefix + investor.id, ...row })),
      );
    }
    await setDistributionSettings(db, { specialServiceRatio: input.specialRatio, weightingMethod: input.method, specialBeneficiaryId: beneficiary });
    const month = String(input.month);
    await seedOperation(db, {
      date: `${input.year}-${month.padStart(2, '0')}-01`,
      currency: input.currency,
      investorShare: input.baseTotal,
      clientId: party,
      mediatorId: beneficiary,
    });
    const body = {
      year: String(input.year),
      month,
      currency: input.currency,
      source: 'operations',
      selection: { kind: 'all' },
      investorPercentage: input.investorPercentage,
      loss: input.loss,
    };
    const answer = await suite.app.inject({ method: 'POST', url: '/api/profit-distribution/preview', headers: distributor.headers, payload: body });
    if (expected.error) {
      expect(answer.json().code).toBe(expected.error);
      await db.execute(sql`update operations set status = 'cancelled'`);
      return;
    }
    expect(answer.statusCode, answer.body).toBe(200);
    const preview = answer.json();
    expect({
      distributable: preview.distributable,
      special: preview.special,
      totalBalance: preview.totalInvestorBalance,
      totalDailyCapital: preview.totalDailyCapital,
      activeInvestors: preview.activeInvestors,
      rows: preview.rows.map((row: Record<string, unknown>) => ({
        id: String(row.subscriberId).slice(prefix.length),
        balance: row.balance,
        daysActive: row.daysActive,
        dailyCapital: row.dailyCapital,
        capitalPercentage: row.capitalPercentage,
        share: row.share,
      })),
    }).toEqual(expected);
    const distributed = await suite.app.inject({
      method: 'POST',
      url: '/api/profit-distribution/distribute',
      headers: distributor.headers,
      payload: confirmedBody(body, preview),
    });
    expect(distributed.statusCode, distributed.body).toBe(200);
    const written = (await db.execute(
      sql`select subscriber_id as id, share::text as share from monthly_profits where distribution_type = 'profit' order by subscriber_id`,
    )) as unknown as { rows: Array<{ id: string; share: string }> };
    const shareText = (text: string) => (text.includes('.') ? text : `${text}.00`);
    const expectedRows = (expected.rows ?? []).filter((row) => !/^0(\.0+)?$/.test(String(row.share)));
    expect(written.rows).toEqual(expectedRows.map((row) => ({ id: prefix + String(row.id), share: shareText(String(row.share)) })));
    const reset = await suite.app.inject({
      method: 'POST',
      url: '/api/profit-distribution/reset',
      headers: distributor.headers,
      payload: { year: body.year, month, currency: input.currency },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    await db.execute(sql`update operations set status = 'cancelled'`);
  });
});
