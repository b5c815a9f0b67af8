import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  seedLedgerRows,
  seedMediatorLink,
  seedOperation,
  seedSubscriber,
  setDistributionSettings,
  seedPartiesPostingAtOnce,
} from '../../test/distribution-seed';
import { forgedCursors } from '../../test/sorted-list';
import { DATABASE_KINDS } from '../../test/helper';
import { normaliseText, pdfText } from '../../test/pdf-text';
import { useApiSuite } from '../../test/api-suite';
import { confirmedBody } from '../../test/distribution-requests';

type Body = Record<string, unknown>;
type Explanation = {
  method: string;
  share: {
    unitAdded: boolean;
    posted: string;
    computed: string;
    floor: string;
    reproducesPosted: boolean;
    remainderRank: number | null;
    leftoverUnits: number;
  };
  pool: { distributable: string; totalWeightMinorDays: string; investorCount: number };
  investor: {
    subscriberId: string;
    daysActive: number;
    monthEndBalance: string;
    weightMinorDays: string;
    segments: Array<{ days: number; counted: string; productMinorDays: string }>;
  };
  commissions: {
    distributed: boolean;
    investorMonthProfit: string;
    rows: Array<{ mediatorId: string; percentage: string; commission: string; postedTotal: string | null }>;
  };
};

/** USD decimal text to cents, without a float. */
const cents = (text: string): bigint => {
  const [whole, fraction = ''] = text.split('.');
  return BigInt(whole ?? '0') * 100n + BigInt(fraction.padEnd(2, '0'));
};

describe.each(DATABASE_KINDS)('profit explanations on %s', (kind) => {
  const suite = useApiSuite(kind, {
    users: { manager: ['profit-distribution'], reader: ['reports'], memberA: ['profile'], memberB: ['profile'], outsider: ['dashboard'] },
  });
  const { manager, reader, memberA, memberB, outsider } = suite.users;

  let mediatorOne: string;
  let mediatorTwo: string;

  const post = (url: string, payload: Body) => suite.app.inject({ method: 'POST', url: `/api/profit-distribution/${url}`, headers: manager.headers, payload });
  const explain = (id: string, headers: Record<string, string>, suffix = '') =>
    suite.app.inject({ method: 'GET', url: `/api/profit-explanations/${id}${suffix}`, headers });
  const profitRows = async (month: number) =>
    (
      (await suite.database.db.execute(
        sql`select id::text, subscriber_id as "subscriberId", share::text from monthly_profits where distribution_type = 'profit' and profit_date = ${`2026-0${month}-${month === 3 ? 31 : 30}`} order by id`,
      )) as unknown as {
        rows: Array<{ id: string; subscriberId: string; share: string }>;
      }
    ).rows;
  const distribute = async (month: string) => {
    const body = { year: '2026', month, currency: 'USD', source: 'operations', selection: { kind: 'all' }, investorPercentage: '87.5', loss: '3.33' };
    const preview = (await post('preview', body)).json();
    const answer = await post('distribute', confirmedBody(body, preview));
    expect(answer.statusCode, answer.body).toBe(200);
  };

  beforeAll(async () => {
    const db = suite.database.db;
    const parties = await seedPartiesPostingAtOnce(db, {
      mediators: [
        { id: 'med-1', name: 'Mediator One' },
        { id: 'med-2', name: 'Mediator Two' },
      ],
      beneficiary: 'Programmer',
    });
    const { client } = parties;
    [mediatorOne, mediatorTwo] = parties.mediators;
    const a = await seedSubscriber(db, { id: 'inv-a', currency: 'USD', subscriptionDate: '2025-01-01', subscriptionAmount: '3000.00', name: 'Investor A' });
    const b = await seedSubscriber(db, { id: 'inv-b', currency: 'USD', subscriptionDate: '2026-03-16', subscriptionAmount: '2000.00', name: 'Investor B' });
    await seedSubscriber(db, { id: 'inv-c', currency: 'USD', subscriptionDate: '2025-06-01', subscriptionAmount: '1000.00', name: 'Investor C' });
    await seedSubscriber(db, { id: 'inv-d', currency: 'USD', subscriptionDate: '2025-06-01', subscriptionAmount: '333.33', name: 'Investor D' });
    await seedLedgerRows(db, [
      { subscriberId: 'inv-a', date: '2026-03-10', type: 'credit', status: 'completed', amount: '700.00' },
      { subscriberId: 'inv-c', date: '2026-03-20', type: 'debit', status: 'completed', amount: '400.00' },
      { subscriberId: 'inv-c', date: '2026-04-07', type: 'credit', status: 'completed', amount: '1234.56' },
      { subscriberId: 'inv-d', date: '2026-04-15', type: 'debit', status: 'completed', amount: '333.00' },
      { subscriberId: 'inv-a', date: '2026-04-28', type: 'credit', status: 'pending', amount: '9000.00' },
    ]);
    for (const [date, share] of [
      ['2026-03-05', '1000.01'],
      ['2026-03-20', '400.07'],
      ['2026-04-03', '777.77'],
      ['2026-04-22', '123.45'],
    ] as const) {
      await seedOperation(db, { date, currency: 'USD', investorShare: share, clientId: client, mediatorId: mediatorOne });
    }
    await seedMediatorLink(db, { mediatorId: mediatorOne, investorId: 'inv-a', percentage: '10' });
    await seedMediatorLink(db, { mediatorId: mediatorTwo, investorId: 'inv-a', percentage: '2.5' });
    await seedMediatorLink(db, { mediatorId: mediatorTwo, investorId: 'inv-b', percentage: '5.1234' });
    await db.execute(sql`update users set individual_id = ${a.individualId} where id = ${memberA.id}`);
    await db.execute(sql`update users set individual_id = ${b.individualId} where id = ${memberB.id}`);
    // March on the month-end method, with its commissions; April on the daily product.
    await distribute('3');
    const commissions = (await post('commissions/preview', { year: '2026', month: '3', currency: 'USD' })).json();
    expect(
      (await post('commissions/distribute', { year: '2026', month: '3', currency: 'USD', confirmation: 'YES', expectedTotal: commissions.total })).statusCode,
    ).toBe(200);
    await setDistributionSettings(db, { specialServiceRatio: '7', weightingMethod: 'daily-product', specialBeneficiaryId: null });
    await distribute('4');
    // Written after the runs: a back-dated completed row and a new investor change neither run's explanation.
    await seedLedgerRows(db, [{ subscriberId: 'inv-b', date: '2026-03-25', type: 'credit', status: 'completed', amount: '5000.00' }]);
    await seedSubscriber(db, { currency: 'USD', subscriptionDate: '2026-01-01', subscriptionAmount: '90000.00' });
  });

  it.each([
    [3, 'month-end'],
    [4, 'daily-product'],
  ] as const)('reproduces every share of month %s (%s) from the explanation’s own figures', async (month, method) => {
    const rows = await profitRows(month);
    expect(rows.length).toBeGreaterThanOrEqual(3);
    let unitsAdded = 0;
    for (const row of rows) {
      const answer = await explain(row.id, reader.headers);
      expect(answer.statusCode, answer.body).toBe(200);
      const explanation = answer.json<Explanation>();
      expect(explanation.method).toBe(method);
      expect(explanation.investor.subscriberId).toBe(row.subscriberId);
      const weight = BigInt(explanation.investor.weightMinorDays);
      const recomputed =
        (cents(explanation.pool.distributable) * weight) / BigInt(explanation.pool.totalWeightMinorDays) + (explanation.share.unitAdded ? 1n : 0n);
      expect(recomputed).toBe(cents(row.share));
      expect(explanation.share).toMatchObject({ posted: row.share, computed: row.share, reproducesPosted: true });
      if (explanation.share.unitAdded) unitsAdded += 1;
      if (method === 'daily-product') {
        expect(explanation.investor.segments.reduce((sum, segment) => sum + segment.days, 0)).toBe(explanation.investor.daysActive);
        expect(explanation.investor.segments.reduce((sum, segment) => sum + BigInt(segment.productMinorDays), 0n)).toBe(weight);
        for (const segment of explanation.investor.segments) expect(BigInt(segment.productMinorDays)).toBe(cents(segment.counted) * BigInt(segment.days));
      } else {
        expect(explanation.investor.segments).toEqual([]);
        expect(cents(explanation.investor.monthEndBalance) * BigInt(explanation.investor.daysActive)).toBe(weight);
      }
    }
    // The rule's units: as many added as the explanations say were left over.
    const first = (await explain(rows[0]!.id, reader.headers)).json<Explanation>();
    expect(unitsAdded).toBe(first.share.leftoverUnits);
    expect(unitsAdded).toBeGreaterThan(0);
  });

  it('explains a run recorded before explanations existed, from its sources and the ledger as of the run', async () => {
    const rows = await profitRows(4);
    const runId = sql`(select run_id from monthly_profits where id = ${rows[0]!.id}::bigint)`;
    await suite.database.db.execute(sql`update distribution_runs set totals = '{"sourceCount": 2, "rows": 3, "demo": true}'::jsonb where id = ${runId}`);
    for (const row of rows) {
      const explanation = (await explain(row.id, manager.headers)).json<Explanation>();
      expect(explanation.share).toMatchObject({ posted: row.share, reproducesPosted: true });
      expect(explanation.method).toBe('daily-product');
    }
  });

  it('lists the commissions of the investor’s mediators, matching the posted commission rows', async () => {
    const rows = await profitRows(3);
    const byInvestor = new Map<string, Explanation>();
    for (const row of rows) byInvestor.set(row.subscriberId, (await explain(row.id, manager.headers)).json<Explanation>());
    const ofA = byInvestor.get('inv-a')!;
    expect(ofA.commissions.distributed).toBe(true);
    const one = ofA.commissions.rows.find((row) => row.mediatorId === mediatorOne)!;
    expect(one.commission).toBe(one.postedTotal);
    expect(cents(one.commission)).toBe((cents(ofA.commissions.investorMonthProfit) * 10n + 50n) / 100n);
    const twoParts = [...byInvestor.values()].flatMap((explanation) => explanation.commissions.rows.filter((row) => row.mediatorId === mediatorTwo));
    expect(twoParts).toHaveLength(2);
    expect(twoParts.reduce((sum, row) => sum + cents(row.commission), 0n)).toBe(cents(twoParts[0]!.postedTotal!));
    const posted = (await suite.database.db.execute(
      sql`select individual_id as id, share::text from monthly_profits where distribution_type = 'commission' order by 1`,
    )) as unknown as { rows: Array<{ id: string; share: string }> };
    expect(posted.rows).toEqual([
      { id: mediatorOne, share: one.postedTotal },
      { id: mediatorTwo, share: twoParts[0]!.postedTotal },
    ]);
    const april = (await explain((await profitRows(4))[0]!.id, manager.headers)).json<Explanation>();
    expect(april.commissions).toMatchObject({ distributed: false, rows: [] });
  });

  it('lets a member read only their own rows, and refuses without telling what exists', async () => {
    const rows = await profitRows(3);
    const own = rows.find((row) => row.subscriberId === 'inv-a')!;
    const other = rows.find((row) => row.subscriberId === 'inv-b')!;
    expect((await explain(own.id, memberA.headers)).statusCode).toBe(200);
    expect((await explain(other.id, memberB.headers)).statusCode).toBe(200);
    for (const [id, headers] of [
      [other.id, memberA.headers],
      [own.id, memberB.headers],
      ['99999999', memberA.headers],
      ['99999999', manager.headers],
    ] as const) {
      const answer = await explain(id, headers);
      expect([answer.statusCode, answer.json().code]).toEqual([404, 'PROFIT_NOT_FOUND']);
    }
    expect((await explain(other.id, memberA.headers, '/pdf')).json().code).toBe('PROFIT_NOT_FOUND');
    const special = (await suite.database.db.execute(
      sql`select id::text from monthly_profits where distribution_type <> 'profit' order by id limit 1`,
    )) as unknown as { rows: Array<{ id: string }> };
    expect((await explain(special.rows[0]!.id, manager.headers)).json().code).toBe('PROFIT_NOT_FOUND');
    expect([(await explain(own.id, outsider.headers)).statusCode, (await explain(own.id, outsider.headers)).json().code]).toEqual([403, 'FORBIDDEN']);
    expect((await suite.app.inject({ method: 'GET', url: `/api/profit-explanations/${own.id}` })).statusCode).toBe(401);
    expect((await explain('0', manager.headers)).json().code).toBe('VALIDATION_FAILED');
    expect((await explain('abc', manager.headers)).json().code).toBe('VALIDATION_FAILED');
  });

  it('answers PROFIT_NOT_EXPLAINABLE for a row written without a distribution to replay', async () => {
    const runId = 'run-without-sources';
    await suite.database.db.execute(
      sql`insert into distribution_runs (id, kind, source, year, month, currency, parameters, totals) values (${runId}, 'investor', 'operations', 2026, 5, 'USD', '{}'::jsonb, '{}'::jsonb)`,
    );
    await suite.database.db.execute(
      sql`insert into monthly_profits (individual_id, subscriber_id, run_id, share, currency, profit_date, distribution_type) select individual_id, id, ${runId}, 10, 'USD', '2026-05-31', 'profit' from subscribers where id = 'inv-a'`,
    );
    const [row] = (
      (await suite.database.db.execute(sql`select id::text from monthly_profits where run_id = ${runId}`)) as unknown as { rows: Array<{ id: string }> }
    ).rows;
    const answer = await explain(row!.id, memberA.headers);
    expect([answer.statusCode, answer.json().code]).toEqual([409, 'PROFIT_NOT_EXPLAINABLE']);
    expect((await explain(row!.id, memberB.headers)).json().code).toBe('PROFIT_NOT_FOUND');
    // The member's list says so beforehand: that row is not explainable (the screen offers no Explain); the distributed ones are, and answer.
    const listed = (await suite.app.inject({ method: 'GET', url: '/api/me/profits?limit=100', headers: memberA.headers })).json<{
      items: Array<{ id: string; type: string; explainable: boolean }>;
    }>().items;
    expect(listed.find((item) => item.id === row!.id)).toMatchObject({ type: 'profit', explainable: false });
    const distributed = listed.filter((item) => item.id !== row!.id);
    expect(distributed.length).toBeGreaterThanOrEqual(2);
    for (const item of distributed) {
      expect(item.explainable, item.id).toBe(item.type === 'profit');
      if (item.explainable) expect((await explain(item.id, memberA.headers)).statusCode, item.id).toBe(200);
    }
  });

  it('prints the explanation as a PDF in English and in Arabic, right to left with numbers kept in order', async () => {
    const row = (await profitRows(4)).find((candidate) => candidate.subscriberId === 'inv-c')!;
    const explanation = (await explain(row.id, manager.headers)).json<Explanation>();
    const english = await explain(row.id, manager.headers, '/pdf?lang=en');
    expect(english.statusCode).toBe(200);
    expect(english.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(english.rawPayload);
    for (const expected of ['Profit explanation', 'Investor C', '2026-04-01', '2026-04-07', 'Daily balances']) expect(text).toContain(normaliseText(expected));
    const arabic = await pdfText((await explain(row.id, manager.headers, '/pdf?lang=ar')).rawPayload);
    for (const word of 'شرح الربح'.split(' ')) expect(arabic).toContain(normaliseText(word));
    expect(arabic).toContain(normaliseText('الوعاء'));
    expect(arabic).toContain('2026-04-01');
    expect(arabic).toContain(normaliseText(Number(explanation.investor.daysActive).toString()));
    expect(arabic).toContain(normaliseText(explanation.share.posted.replace(/\B(?=(\d{3})+(?!\d))/g, ',')));
    const french = await pdfText((await explain(row.id, manager.headers, '/pdf?lang=fr')).rawPayload);
    expect(french).toContain(normaliseText('Explication du bénéfice'));
    expect((await explain(row.id, manager.headers, '/pdf?lang=de')).json().code).toBe('VALIDATION_FAILED');
  });

  it('lists a subscriber’s profit rows for staff holding subscribers, newest first, who explain them from there', async () => {
    const { headers: holder } = await suite.signIn(['subscribers']);
    const list = (id: string, headers: Record<string, string>, query = '') =>
      suite.app.inject({ method: 'GET', url: `/api/subscribers/${id}/profits${query}`, headers });
    const stored = (
      (await suite.database.db.execute(
        sql`select id::text, distribution_type as type, share::text as amount, profit_date::text as "profitDate", paid from monthly_profits where subscriber_id = 'inv-a' order by profit_date desc, id desc`,
      )) as unknown as { rows: Array<{ id: string; type: string; amount: string; profitDate: string; paid: boolean }> }
    ).rows;
    expect(stored.length).toBeGreaterThanOrEqual(2);
    const answer = await list('inv-a', holder, '?limit=10');
    expect(answer.statusCode, answer.body).toBe(200);
    const page = answer.json<{
      items: Array<{ id: string; type: string; amount: string; profitDate: string; paid: boolean; currency: string; explainable: boolean }>;
      nextCursor: string | null;
    }>();
    expect(page.items.map(({ currency: _currency, explainable: _explainable, ...row }) => row)).toEqual(stored.slice(0, 10));
    // Only the distributed profits are explainable: not the special or commission rows, nor May's row written without a run to replay.
    for (const item of page.items) expect(item.explainable, item.id).toBe(item.type === 'profit' && item.profitDate !== '2026-05-31');
    expect(page.items.every((row) => row.currency === 'USD')).toBe(true);
    // Another subscriber's rows never appear in this one's list.
    const others = (await list('inv-b', holder)).json<{ items: Array<{ id: string }> }>().items.map((row) => row.id);
    expect(others.some((id) => stored.some((row) => row.id === id))).toBe(false);
    const explained = await explain(page.items.find((row) => row.type === 'profit' && row.profitDate === '2026-03-31')!.id, holder);
    expect(explained.statusCode, explained.body).toBe(200);
    expect(explained.json<Explanation>().investor.subscriberId).toBe('inv-a');
    // Paging: a page of one row at a time is refused (sizes are 10 to 100), a forged cursor too.
    expect((await list('inv-a', holder, '?limit=1')).json().code).toBe('VALIDATION_FAILED');
    expect((await list('inv-a', holder, '?cursor=bm9wZQ')).json().code).toBe('VALIDATION_FAILED');
    // After the newest row, the page starts at the next one, the id breaking a tie of dates.
    const afterFirst = Buffer.from(JSON.stringify(['date-desc', stored[0]!.profitDate, stored[0]!.id])).toString('base64url');
    const next = (await list('inv-a', holder, `?limit=10&cursor=${afterFirst}`)).json<{ items: Array<{ id: string }> }>();
    expect(next.items.map((row) => row.id)).toEqual(stored.slice(1, 11).map((row) => row.id));
    // Its cursors are the sorted lists' (docs/architecture.md §8): one of another sort, a day that is not one, or a text id is refused too.
    for (const cursor of [...forgedCursors('date-desc', '2026-03-31'), Buffer.from(JSON.stringify(['date-desc', '2026-03-31', 'x1'])).toString('base64url')])
      expect((await list('inv-a', holder, `?cursor=${cursor}`)).json().code, cursor).toBe('VALIDATION_FAILED');
    const missing = await list('nobody', holder);
    expect([missing.statusCode, missing.json().code]).toEqual([404, 'SUBSCRIBER_NOT_FOUND']);
    expect((await list('inv-a', memberA.headers)).statusCode).toBe(403);
  });
});
