import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TMemberProfitPage } from '../../contract/member';
import { numericToMinor } from '../../db/money-columns';
import { rowsOf } from '../../db/queries/raw-rows';
import { parseAmount, parseCurrency } from '../../domain';
import type { App } from '../app';
import { asBrowser, buildTestApp, DATABASE_KINDS, openTestDatabase, signIn, testPasswordHash, type TestDatabase } from '../test/helper';
import { loadDemoData } from './demo-data';

/** docs/distribution.md §17: the demo writes its history through real runs, so every one of its profit rows explains itself. */
describe.each(DATABASE_KINDS)('the demo profit history on %s', (kind) => {
  let database: TestDatabase;
  let app: App;
  let admin: Record<string, string>;
  let member: Record<string, string>;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await loadDemoData(database.db, await testPasswordHash());
    app = await buildTestApp(database);
    admin = asBrowser(await signIn(app, 'admin@wasit.example'));
    member = asBrowser(await signIn(app, 'member@wasit.example'));
  }, 600_000);
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it('explains every profit row to the unit, each from the run that posted it', async () => {
    const rows = await rowsOf<{ id: string; share: string; currency: string }>(
      database.db,
      sql`select id::text, share::text, currency from monthly_profits where distribution_type = 'profit' order by id`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(6 * 15);
    for (const row of rows) {
      const answer = await app.inject({ method: 'GET', url: `/api/profit-explanations/${row.id}`, headers: admin });
      expect(answer.statusCode, `row ${row.id}: ${answer.body}`).toBe(200);
      const { share } = answer.json<{ share: { reproducesPosted: boolean; posted: string } }>();
      const currency = parseCurrency(row.currency);
      expect(share.reproducesPosted, row.id).toBe(true);
      expect(parseAmount({ text: share.posted, currency }).amountMinor, row.id).toBe(numericToMinor(row.share, currency));
    }
  }, 600_000);

  it('lists the demo member’s profits as explainable, and they explain; the special rows are not', async () => {
    const items = (await app.inject({ method: 'GET', url: '/api/me/profits?limit=100', headers: member })).json<TMemberProfitPage>().items;
    const profits = items.filter((row) => row.type === 'profit');
    expect(profits.length).toBeGreaterThanOrEqual(6);
    expect(profits.filter((row) => !row.paid).length).toBeGreaterThanOrEqual(4);
    expect(profits.filter((row) => row.paid)).toHaveLength(1);
    for (const row of items) expect(row.explainable, row.id).toBe(row.type === 'profit');
    for (const row of profits) expect((await app.inject({ method: 'GET', url: `/api/profit-explanations/${row.id}`, headers: member })).statusCode).toBe(200);
  });

  it('leaves no statement mail queued for the months it wrote at once', async () => {
    const [queued] = await rowsOf<{ count: number }>(database.db, sql`select count(*)::int as count from jobs where kind = 'statement-mail'`);
    expect(queued!.count).toBe(0);
  });
});
