import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { currencyTotals } from '../../../domain';
import { journalEntriesOf } from '../../../db/queries/books';
import { rowsOf } from '../../../db/queries/raw-rows';
import { seedLedgerRows, seedMediatorLink, seedOperation, seedSubscriber, seedPartiesPostingAtOnce } from '../../test/distribution-seed';
import { confirmedBody } from '../../test/distribution-requests';
import { DATABASE_KINDS } from '../../test/helper';
import { useApiSuite } from '../../test/api-suite';
import { shownLines } from '../../../domain/test-support/journal-lines';

describe.each(DATABASE_KINDS)('posting distribution runs and resets on %s (docs/accounting.md §3)', (kind) => {
  const suite = useApiSuite(kind, { users: { manager: ['profit-distribution'] } });
  const { manager } = suite.users;
  const parties = {} as { mediator: string; beneficiary: string };
  const post = (url: string, payload: object) =>
    suite.app.inject({ method: 'POST', url: `/api/profit-distribution/${url}`, headers: manager.headers, payload });
  const period = { year: '2026', month: '3', currency: 'USD' };

  beforeAll(async () => {
    const db = suite.database.db;
    const seeded = await seedPartiesPostingAtOnce(db, { mediators: [{ name: 'Books Mediator' }], beneficiary: 'Books Programmer' });
    parties.mediator = seeded.mediators[0];
    parties.beneficiary = seeded.beneficiary;
    await seedSubscriber(db, { id: 'books-a', currency: 'USD', subscriptionDate: '2025-01-01', subscriptionAmount: '3000.00', name: 'Books A' });
    await seedSubscriber(db, { id: 'books-b', currency: 'USD', subscriptionDate: '2026-03-16', subscriptionAmount: '2000.00', name: 'Books B' });
    await seedLedgerRows(db, [{ subscriberId: 'books-a', date: '2025-06-01', type: 'credit', status: 'completed', amount: '1000.00' }]);
    for (const share of ['600.00', '400.00']) {
      await seedOperation(db, { date: '2026-03-05', currency: 'USD', investorShare: share, clientId: seeded.client, mediatorId: parties.mediator });
    }
    await seedMediatorLink(db, { mediatorId: parties.mediator, investorId: 'books-a', percentage: '10' });
  });

  const profitOf = async (type: string, party: string) =>
    (
      await rowsOf<{ share: string }>(
        suite.database.db,
        sql`select (share * 100)::bigint::text as share from monthly_profits where distribution_type = ${type} and coalesce(subscriber_id, individual_id) = ${party}`,
      )
    ).map((row) => row.share);

  it('posts a run: the pool out, each profit row payable, the percentage and the loss retained, the special row borne by the company; then the commissions; a reset mirrors both', async () => {
    const body = { ...period, source: 'operations', selection: { kind: 'all' }, investorPercentage: '80', loss: '50.00' };
    const preview = (await post('preview', body)).json();
    const distributed = await post('distribute', confirmedBody(body, preview));
    expect(distributed.statusCode, distributed.body).toBe(200);
    const runId = distributed.json().runId as string;
    const [run, ...others] = await journalEntriesOf(suite.database.db, { kind: 'distribution-run', id: runId });
    expect(others).toEqual([]);
    const [shareA] = await profitOf('profit', 'books-a');
    const [shareB] = await profitOf('profit', 'books-b');
    // base 1000.00; 80 % → 800.00 (200.00 retained); loss 50.00 → distributable 750.00; special 5 % of the base.
    expect(BigInt(shareA!) + BigInt(shareB!)).toBe(75000n);
    expect([run!.entryDate, ...shownLines(run!.lines)]).toEqual([
      '2026-03-31',
      'D 2100 100000',
      `C 2200:books-a ${shareA}`,
      `C 2200:books-b ${shareB}`,
      'C 4300 20000',
      'C 4310 5000',
      'D 5310 5000',
      `C 2220:${parties.beneficiary} 5000`,
    ]);
    const [audit] = await rowsOf<{ id: string }>(
      suite.database.db,
      sql`select id::text as id from audit_log where action = 'profit-distribution.distribute' and entity_id = ${runId}`,
    );
    expect(run!.auditId).toBe(BigInt(audit!.id));

    const commissionPreview = (await post('commissions/preview', period)).json();
    const commissions = await post('commissions/distribute', { ...period, confirmation: 'YES', expectedTotal: commissionPreview.total });
    expect(commissions.statusCode, commissions.body).toBe(200);
    const [commissionEntry] = await journalEntriesOf(suite.database.db, { kind: 'distribution-run', id: commissions.json().runId });
    const [commission] = await profitOf('commission', parties.mediator);
    expect(shownLines(commissionEntry!.lines)).toEqual([`D 5400 ${commission}`, `C 2210:${parties.mediator} ${commission}`]);

    const reset = await post('reset', period);
    expect(reset.statusCode, reset.body).toBe(200);
    for (const [id, original] of [
      [runId, run!],
      [commissions.json().runId as string, commissionEntry!],
    ] as const) {
      const [mirror, ...more] = await journalEntriesOf(suite.database.db, { kind: 'distribution-run-reset', id });
      expect(more).toEqual([]);
      expect(mirror!.entryDate).toBe('2026-03-31');
      expect(mirror!.lines).toEqual(original.lines.map((line) => ({ ...line, debitMinor: line.creditMinor, creditMinor: line.debitMinor })));
      // The run's own entry stays: nothing in the books is deleted.
      expect(await journalEntriesOf(suite.database.db, { kind: 'distribution-run', id })).toHaveLength(1);
    }
    // Every account of the month is back where it was before the run.
    const net = await rowsOf<{ account: string; net: string }>(
      suite.database.db,
      sql`select l.account_code as account, sum(l.debit - l.credit)::text as net from journal_lines l join journal_entries e on e.id = l.entry_id
          where e.source_kind in ('distribution-run', 'distribution-run-reset') group by 1 having sum(l.debit - l.credit) <> 0`,
    );
    expect(net).toEqual([]);
    const all = await rowsOf<{ currency: string; debit: string; credit: string }>(
      suite.database.db,
      sql`select currency, sum(debit)::text as debit, sum(credit)::text as credit from journal_lines group by 1`,
    );
    for (const total of all) expect(total.debit).toBe(total.credit);
    expect(currencyTotals(run!.lines).get('USD')).toEqual({ debitMinor: 105000n, creditMinor: 105000n });
  });
});
