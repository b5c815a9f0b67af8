import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BULK_LIMIT, type TBulkSummary } from '../../../contract/bulk-actions';
import { closePeriodRow } from '../../../db/queries/periods';
import { operations } from '../../../db/schema';
import { auditRows } from '../../test/audit-rows';
import { asBrowser, DATABASE_KINDS } from '../../test/helper';
import { useOperationsSuite } from '../../test/operations-suite';

/** docs/operations.md §12: completing many operations, each through the single completion. */
describe.each(DATABASE_KINDS)('completing many operations on %s', (kind) => {
  const { suite, manager, clerk, create, page } = useOperationsSuite(kind);
  let keys = 0;
  const completeMany = (payload: object, cookie = manager.cookie, key = `bulk-${kind}-${(keys += 1)}`) =>
    suite.app.inject({ method: 'POST', url: '/api/operations/complete-many', headers: { ...asBrowser(cookie), 'idempotency-key': key }, payload });
  const statuses = async (ids: string[]) =>
    Object.fromEntries(
      (await suite.database.db.select({ id: operations.id, status: operations.status }).from(operations).where(inArray(operations.id, ids))).map((row) => [
        row.id,
        row.status,
      ]),
    );
  const journalOf = async (ids: string[]) => (await auditRows(suite.database, 'operation.complete', ids)).length;

  it('completes the completable rows once each, lists the refused ones with their code, and leaves those as they were', async () => {
    const good = [await create(), await create(), await create()];
    const completed = await create();
    expect((await suite.app.inject({ method: 'POST', url: `/api/operations/${completed.id}/complete`, headers: asBrowser(manager.cookie) })).statusCode).toBe(
      200,
    );
    // An operation of a month closed since it was recorded.
    const closed = await create({ operationDate: '2024-05-10', currency: 'USD', amount: '1000', exchangeRate: '1', mediatorAmount: '2' });
    await closePeriodRow(suite.database.db, { year: 2024, month: 5, currency: 'USD' }, manager.id);
    const missing = '00000000-0000-4000-8000-0000000000aa';
    const ids = [good[0]!.id, completed.id, good[1]!.id, closed.id, missing, good[2]!.id, good[0]!.id];
    const before = await statuses([completed.id, closed.id]);

    const key = `mixed-${kind}`;
    const answer = await completeMany({ ids }, manager.cookie, key);
    expect(answer.statusCode, answer.body).toBe(200);
    const summary: TBulkSummary = answer.json();
    expect(summary).toEqual({
      total: 6,
      done: 3,
      sentForApproval: 0,
      refused: [
        { id: completed.id, code: 'OPERATION_LOCKED', params: { status: 'completed' } },
        { id: closed.id, code: 'PERIOD_CLOSED', params: { period: '2024-05', currency: 'USD' } },
        { id: missing, code: 'OPERATION_NOT_FOUND', params: {} },
      ],
    });
    expect(await statuses(good.map((row) => row.id))).toEqual(Object.fromEntries(good.map((row) => [row.id, 'completed'])));
    expect(await statuses([completed.id, closed.id])).toEqual(before);
    // Each good row audited once, as the single completion audits it; the refused ones not at all.
    expect(await journalOf(good.map((row) => row.id))).toBe(3);
    expect(await journalOf([closed.id])).toBe(0);

    // The same key again: the same summary, nothing written.
    const replay = await completeMany({ ids }, manager.cookie, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(summary);
    expect(await journalOf(good.map((row) => row.id))).toBe(3);
    // Another key: the rows now refused as completed, still written once.
    const again: TBulkSummary = (await completeMany({ ids })).json();
    expect([again.done, again.refused.map((row) => row.code)]).toEqual([
      0,
      ['OPERATION_LOCKED', 'OPERATION_LOCKED', 'OPERATION_LOCKED', 'PERIOD_CLOSED', 'OPERATION_NOT_FOUND', 'OPERATION_LOCKED'],
    ]);
    expect(await journalOf(good.map((row) => row.id))).toBe(3);
  });

  it('refuses a user without the completing permission (403) and completes nothing', async () => {
    const row = await create();
    const answer = await completeMany({ ids: [row.id] }, clerk.cookie);
    expect([answer.statusCode, answer.json().code]).toEqual([403, 'FORBIDDEN']);
    expect(await statuses([row.id])).toEqual({ [row.id]: 'pending' });
  });

  it('refuses more ids than the bound, and no selection at all, with 400 and nothing done', async () => {
    const row = await create();
    const many = Array.from({ length: BULK_LIMIT + 1 }, (_, index) => `op-${index}`);
    for (const payload of [{ ids: [row.id, ...many] }, { ids: [] }, {}, { ids: [row.id], filter: {} }]) {
      const answer = await completeMany(payload);
      expect([answer.statusCode, answer.json().code]).toEqual([400, 'VALIDATION_FAILED']);
    }
    expect(await statuses([row.id])).toEqual({ [row.id]: 'pending' });
  });

  it("takes the list's own filter: the rows the list shows for it, and refuses a filter above the bound with its code", async () => {
    // A month of its own: the filter keeps exactly the rows the list shows for it.
    const mine = [await create({ operationDate: '2023-02-03' }), await create({ operationDate: '2023-02-04' })];
    await create({ operationDate: '2023-03-01' });
    const filter = { from: '2023-02-01', to: '2023-02-28', status: 'pending' };
    const listed = (await page({ ...filter, limit: '100' })).items.map((row) => row.id);
    expect(listed.sort()).toEqual(mine.map((row) => row.id).sort());
    const count = await suite.app.inject({
      method: 'GET',
      url: `/api/operations/matching-count?${new URLSearchParams(filter).toString()}`,
      headers: asBrowser(manager.cookie),
    });
    expect(count.json()).toEqual({ count: 2, limit: BULK_LIMIT, overLimit: false });

    const summary: TBulkSummary = (await completeMany({ filter })).json();
    expect([summary.total, summary.done, summary.refused]).toEqual([2, 2, []]);
    expect(await statuses(listed)).toEqual(Object.fromEntries(listed.map((id) => [id, 'completed'])));
    expect((await page({ ...filter, limit: '100' })).items).toEqual([]);

    // Above the bound: refused before any row, translated code and the bound.
    // One past the bound of copies of a recorded operation, in a month of their own.
    await suite.database.db.execute(sql`
      insert into operations (id, number, source_country, destination_country, amount, currency, exchange_rate, service_rate, equivalent_usd, revenue,
        investor_rule_kind, investor_rule_value, mediator_type, mediator_rule_kind, mediator_rule_value, special_rule_kind, special_rule_value,
        investor_share, mediator_share, special_share, company_share, operation_date, client_id, mediator_id, created_by)
      select ${`bulk-big-${kind}-`} || n, ${'OPX-'} || n, source_country, destination_country, amount, currency, exchange_rate, service_rate, equivalent_usd, revenue,
        investor_rule_kind, investor_rule_value, mediator_type, mediator_rule_kind, mediator_rule_value, special_rule_kind, special_rule_value,
        investor_share, mediator_share, special_share, company_share, date '2022-07-01', client_id, mediator_id, created_by
      from operations, generate_series(1, ${BULK_LIMIT + 1}) as n where id = ${mine[0]!.id}`);
    const tooMany = { from: '2022-07-01', to: '2022-07-31' };
    const over = await completeMany({ filter: tooMany });
    expect([over.statusCode, over.json().code, over.json().params]).toEqual([400, 'BULK_SELECTION_TOO_LARGE', { limit: BULK_LIMIT }]);
    const overCount = await suite.app.inject({
      method: 'GET',
      url: `/api/operations/matching-count?${new URLSearchParams(tooMany).toString()}`,
      headers: asBrowser(manager.cookie),
    });
    expect(overCount.json()).toEqual({ count: BULK_LIMIT, limit: BULK_LIMIT, overLimit: true });
    const [pendingLeft] = await suite.database.db.select({ id: operations.id }).from(operations).where(eq(operations.operationDate, '2022-07-01')).limit(1);
    expect(await statuses([pendingLeft!.id])).toEqual({ [pendingLeft!.id]: 'pending' });
  });

  it('streams its progress row by row to a client that asks, then the summary', async () => {
    const rows = [await create(), await create()];
    const answer = await suite.app.inject({
      method: 'POST',
      url: '/api/operations/complete-many',
      headers: { ...asBrowser(manager.cookie), 'idempotency-key': `stream-${kind}`, accept: 'application/x-ndjson, application/json' },
      payload: { ids: rows.map((row) => row.id) },
    });
    expect(answer.headers['content-type']).toContain('application/x-ndjson');
    const lines = answer.body
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as object);
    expect(lines).toEqual([
      { rowsDone: 0, rowsTotal: 2 },
      { rowsDone: 1, rowsTotal: 2 },
      { rowsDone: 2, rowsTotal: 2 },
      { answer: { total: 2, done: 2, sentForApproval: 0, refused: [] } },
    ]);
  });
});
