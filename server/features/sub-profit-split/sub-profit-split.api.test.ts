import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TPrimarySplit, TSubProfitSplitPage } from '../../../contract/sub-profit-split';
import { insertProfitRows, insertRun } from '../../../db/queries/monthly-profits';
import { subAllocations } from '../../../db/schema';
import { csvRecords } from '../../test/csv-records';
import { seedSubscriber } from '../../test/distribution-seed';
import { expectCursorsRefused, expectSortedPaging } from '../../test/sorted-list';
import { DATABASE_KINDS } from '../../test/helper';
import { useApiSuite } from '../../test/api-suite';

describe.each(DATABASE_KINDS)('sub-profit split on %s', (kind) => {
  const suite = useApiSuite(kind, { users: { splitter: ['sub-profit-distribution'] } });
  const { splitter } = suite.users;

  // Ids chosen so that the keyset order (by primary id) is known.
  const ids = { split: 'p1-split', whole: 'p2-whole', idle: 'p3-idle', lapsed: 'p4-lapsed' };

  const send = (url: string, as = splitter.headers) => suite.app.inject({ method: 'GET', url: `/api/sub-profit-distribution/split${url}`, headers: as });
  const subscriber = (id: string, name: string, amount: string) =>
    seedSubscriber(suite.database.db, { id, name, currency: 'XAF', subscriptionDate: '2025-01-01', subscriptionAmount: amount });
  const allocate = (id: string, primarySubscriberId: string, subSubscriberId: string, amount: string, status = 'active') =>
    suite.database.db.insert(subAllocations).values({ id, primarySubscriberId, subSubscriberId, amount, status });

  /** An investor run of 2026 posted with no figures: the profit rows tests insert are what the split reads. */
  const investorRun = async (month: number, currency: string) => {
    const id = randomUUID();
    await insertRun(suite.database.db, {
      id,
      kind: 'investor',
      source: 'operations',
      year: 2026,
      month,
      currency,
      parameters: {},
      totals: {},
      createdBy: null,
    });
    return id;
  };

  beforeAll(async () => {
    const split = await subscriber(ids.split, 'Primary Split', '1000');
    const whole = await subscriber(ids.whole, 'Primary Whole', '600');
    await subscriber(ids.idle, 'Primary Idle', '500');
    await subscriber(ids.lapsed, 'Primary Lapsed', '500');
    await subscriber('s1', 'Sub One', '100');
    await subscriber('s2', 'Sub Two', '100');
    await subscriber('s3', '@Sub Three', '100');
    await allocate('a1', ids.split, 's1', '300');
    await allocate('a2', ids.split, 's2', '200');
    await allocate('a3', ids.whole, 's3', '600');
    await allocate('a4', ids.idle, 's1', '100');
    await allocate('a5', ids.lapsed, 's2', '100', 'inactive');
    const runId = await investorRun(3, 'XAF');
    const profit = (owner: { id: string; individualId: string }, share: string) => ({
      individualId: owner.individualId,
      subscriberId: owner.id,
      share,
      distributionType: 'profit' as const,
      note: '',
    });
    // Two rows for one primary: its profit is their sum.
    await insertProfitRows(suite.database.db, {
      runId,
      currency: 'XAF',
      profitDate: '2026-03-31',
      rows: [profit(split, '600'), profit(split, '401'), profit(whole, '77')],
    });
  });

  it('splits each primary profit by the allocations, the primary keeping the rest, and the parts add up to the profit', async () => {
    const answer = await send('?year=2026&month=3&currency=XAF');
    expect(answer.statusCode, answer.body).toBe(200);
    const page = answer.json();
    expect(page.items.map((item: TPrimarySplit) => item.primarySubscriberId)).toEqual([ids.idle, ids.split, ids.whole]);
    const [idle, split, whole] = page.items as TPrimarySplit[];
    // 1001 over weights 500 / 300 / 200: 500.5, 300.3, 200.2; the leftover franc goes to the largest remainder, the primary.
    expect(split).toMatchObject({ profit: '1001', primaryShare: '501', subscriptionAmount: '1000', allocatedTotal: '500', keptAmount: '500' });
    expect(split!.parts.map((part) => [part.subName, part.allocatedAmount, part.share])).toEqual([
      ['Sub One', '300', '300'],
      ['Sub Two', '200', '200'],
    ]);
    // Allocations equal to the whole subscription: the primary keeps nothing.
    expect(whole).toMatchObject({ profit: '77', primaryShare: '0', allocatedTotal: '600' });
    expect(whole!.parts.map((part) => part.share)).toEqual(['77']);
    expect(idle).toMatchObject({ profit: '0', primaryShare: '0' });
    for (const item of page.items as TPrimarySplit[]) {
      const parts = item.parts.reduce((sum, part) => sum + BigInt(part.share), BigInt(item.primaryShare));
      expect(parts).toBe(BigInt(item.profit));
    }
    expect(page.totals).toEqual({ primaryCount: 3, profit: '1078' });
    expect(page.nextCursor).toBeNull();
  });

  it('sorts the primaries by each column both ways, pages without repeats or gaps, and refuses forged cursors', async () => {
    // Primaries of their own in EUR, so that the XAF month above keeps its three.
    const euros = [
      ['Euro C', '900', '12'],
      ['Euro A', '300', null],
      ['Euro B', '900', '5.5'],
      ['Euro D', '100', '12'],
      ['Euro E', '450', null],
    ] as const;
    const owners: Array<{ id: string; individualId: string }> = [];
    for (const [index, [name, amount]] of euros.entries()) {
      const owner = await seedSubscriber(suite.database.db, {
        id: `e${index}`,
        name,
        currency: 'EUR',
        subscriptionDate: '2025-01-01',
        subscriptionAmount: amount,
      });
      await allocate(`ea${index}`, owner.id, 's1', '50');
      owners.push(owner);
    }
    const runId = await investorRun(5, 'EUR');
    const rows = euros.flatMap(([, , profit], index) =>
      profit
        ? [{ individualId: owners[index]!.individualId, subscriberId: owners[index]!.id, share: profit, distributionType: 'profit' as const, note: '' }]
        : [],
    );
    await insertProfitRows(suite.database.db, { runId, currency: 'EUR', profitDate: '2026-05-31', rows });
    type Item = TPrimarySplit & { id: string };
    const list = async (query: Record<string, string>) => {
      const page = (await send(`?${new URLSearchParams(query).toString()}`)).json();
      return { ...page, items: (page.items as TPrimarySplit[]).map((item) => ({ ...item, id: item.primarySubscriberId })) } as TSubProfitSplitPage & {
        items: Item[];
      };
    };
    await expectSortedPaging<Item>(
      list,
      { year: '2026', month: '5', currency: 'EUR' },
      { decimals: ['subscriptionAmount', 'profit'], computed: { primary: (item) => item.primaryName } },
    );
    const byProfit = await list({ year: '2026', month: '5', currency: 'EUR', sort: 'profit-desc', limit: '10' });
    expect(byProfit.items.map((item) => item.primaryName)).toEqual(['Euro D', 'Euro C', 'Euro B', 'Euro E', 'Euro A']);
    expect(byProfit.totals).toEqual({ primaryCount: 5, profit: '29.50' });
    await expectCursorsRefused('profit-desc', '12', (cursor) =>
      send(`?${new URLSearchParams({ year: '2026', month: '5', currency: 'EUR', sort: 'profit-desc', cursor }).toString()}`),
    );
  });

  it('shows primaries without profit at zero in a month with no distribution, and none in a currency they do not hold', async () => {
    const empty = (await send('?year=2026&month=4&currency=XAF')).json();
    expect(empty.items.map((item: TPrimarySplit) => [item.profit, item.primaryShare])).toEqual([
      ['0', '0'],
      ['0', '0'],
      ['0', '0'],
    ]);
    expect((await send('?year=2026&month=3&currency=USD')).json()).toMatchObject({ items: [], totals: { primaryCount: 0, profit: '0.00' } });
  });

  it('exports one row per primary as the screen shows them, as CSV with BOM, CRLF and translated columns, every column when none are named', async () => {
    const answer = await send('/export.csv?year=2026&month=3&currency=XAF&lang=ar');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-disposition']).toContain('sub-profit-split-2026-03-XAF.csv');
    expect(answer.body.startsWith('\uFEFF')).toBe(true);
    expect(answer.body).toContain('\r\n');
    const [header, ...rows] = csvRecords(answer.body.slice(1));
    // Each amount's currency in the column before it: the subscription's for the weights, the month's for the profit and shares.
    expect(header).toEqual(['المشترك الرئيسي', 'عملة الاشتراك', 'الاشتراك', 'المحتفظ به للرئيسي', 'العملة', 'ربح الرئيسي', 'حصص الربح']);
    // By name, as the screen lists them unless sorted otherwise; the shares cell lists each beneficiary on a line, the primary first.
    expect(rows).toEqual([
      ['Primary Idle', 'XAF', '500', '400', 'XAF', '0', 'Primary Idle (رئيسي): 0\nSub One (مشترك فرعي): 0'],
      ['Primary Split', 'XAF', '1000', '500', 'XAF', '1001', 'Primary Split (رئيسي): 501\nSub One (مشترك فرعي): 300\nSub Two (مشترك فرعي): 200'],
      ['Primary Whole', 'XAF', '600', '0', 'XAF', '77', 'Primary Whole (رئيسي): 0\n@Sub Three (مشترك فرعي): 77'],
    ]);
  });

  it('exports the primaries in the order the screen sorts them', async () => {
    const [, ...rows] = csvRecords((await send('/export.csv?year=2026&month=3&currency=XAF&sort=profit-desc')).body.slice(1));
    expect(rows.map((row) => row[0])).toEqual(['Primary Split', 'Primary Whole', 'Primary Idle']);
    expect((await send('/export.csv?year=2026&month=3&currency=XAF&sort=weight-asc')).statusCode).toBe(400);
  });

  it.each([
    ['profit,primary', ['Primary subscriber', 'Currency', "Primary's profit"], (item: TPrimarySplit) => [item.primaryName, 'XAF', item.profit]],
    ['keptAmount', ['Subscription currency', 'Kept by the primary'], (item: TPrimarySplit) => [item.subscriptionCurrency, item.keptAmount]],
    [
      'shares,subscriptionAmount',
      ['Subscription currency', 'Subscription', 'Currency', 'Shares of the profit'],
      (item: TPrimarySplit) => [
        item.subscriptionCurrency,
        item.subscriptionAmount,
        'XAF',
        [`${item.primaryName} (Primary): ${item.primaryShare}`, ...item.parts.map((part) => `${part.subName} (Sub-subscriber): ${part.share}`)].join('\n'),
      ],
    ],
  ])('writes only the visible columns %s, in the list’s order, for the same rows in the same order as the screen', async (columns, labels, cellsOf) => {
    const view = { year: '2026', month: '3', currency: 'XAF', sort: 'profit-desc' };
    const screen = (await send(`?${new URLSearchParams(view).toString()}`)).json<TSubProfitSplitPage>();
    const answer = await send(`/export.csv?${new URLSearchParams({ ...view, columns, lang: 'en' }).toString()}`);
    expect(answer.statusCode, answer.body).toBe(200);
    const [header, ...rows] = csvRecords(answer.body.slice(1));
    expect(header).toEqual(labels);
    expect(rows).toEqual(screen.items.map(cellsOf));
  });

  it.each([
    ['month 13', '?year=2026&month=13&currency=XAF', [400, 'VALIDATION_FAILED']],
    ['a number-looking year', '?year=26&month=1&currency=XAF', [400, 'VALIDATION_FAILED']],
    ['an unknown currency', '?year=2026&month=1&currency=XYZ', [400, 'VALIDATION_FAILED']],
    ['an unknown filter', '?year=2026&month=1&currency=XAF&primary=x', [400, 'VALIDATION_FAILED']],
    ['a page size off the list', '?year=2026&month=1&currency=XAF&limit=7', [400, 'VALIDATION_FAILED']],
    ['an empty cursor', '?year=2026&month=1&currency=XAF&cursor=', [400, 'VALIDATION_FAILED']],
    ['an export in an unknown language', '/export.csv?year=2026&month=1&currency=XAF&lang=de', [400, 'VALIDATION_FAILED']],
    ['an export of a column the list does not have', '/export.csv?year=2026&month=1&currency=XAF&columns=primary,weight', [400, 'VALIDATION_FAILED']],
  ])('refuses %s', async (_title, url, expected) => {
    const answer = await send(url);
    expect([answer.statusCode, answer.json().code]).toEqual(expected);
  });

  it('refuses a user without the permission, and anyone signed out', async () => {
    const { headers } = await suite.signIn(['mediator-percentages']);
    expect((await send('?year=2026&month=3&currency=XAF', headers)).statusCode).toBe(403);
    expect((await send('/export.csv?year=2026&month=3&currency=XAF', {})).statusCode).toBe(401);
  });
});
