import { beforeAll, describe, expect, it } from 'vitest';
import type { TOperationBody, TOperationRow } from '../../../contract/operations';
import type { TSaleRow } from '../../../contract/product-sales';
import { currencyTotals } from '../../../domain';
import { sql } from 'drizzle-orm';
import { journalEntriesOf, type JournalEntryRecord } from '../../../db/queries/books';
import { rowsOf } from '../../../db/queries/raw-rows';
import { findSubscriberById } from '../../../db/queries/subscribers';
import { DATABASE_KINDS } from '../../test/helper';
import { useApiSuite } from '../../test/api-suite';
import { auditRows } from '../../test/audit-rows';
import { createTestIndividual } from '../../test/people';
import { addLedgerDebit, addLedgerRow, makeSubscriber } from '../../test/people-fixtures';
import { SAMPLE_OPERATION_TERMS } from '../../../contract/test-support/sample-operation';
import { SAMPLE_SALE } from '../../test/sample-sale';
import { shownLines } from '../../../domain/test-support/journal-lines';

describe.each(DATABASE_KINDS)('posting money events to the books on %s (docs/accounting.md §3)', (kind) => {
  const suite = useApiSuite(kind, {
    users: { clerk: ['transactions', 'complete-operations', 'product-sales', 'subscribers', 'individuals', 'update-balance'] },
  });
  const { clerk } = suite.users;
  const parties = {} as { client: { id: string }; mediator: { id: string } };
  beforeAll(async () => {
    parties.client = await createTestIndividual(suite.database, { name: 'Books Client' });
    parties.mediator = await createTestIndividual(suite.database, { name: 'Books Mediator', type: 'mediator' });
  });

  /** The one entry a source posted, balanced per currency and linked to the audit row of `action` on it. */
  async function onlyEntry(source: { kind: string; id: string }, action: string, entityId = source.id): Promise<JournalEntryRecord> {
    const entries = await journalEntriesOf(suite.database.db, source);
    expect(entries, `${source.kind} ${source.id}`).toHaveLength(1);
    const [entry] = entries;
    for (const total of currencyTotals(entry!.lines).values()) expect(total.debitMinor).toBe(total.creditMinor);
    const [audit] = await auditRows(suite.database, action, entityId);
    expect(entry!.auditId).toBe(audit!.id);
    expect(entry!.number).toMatch(/^JE-\d{6}$/);
    return entry!;
  }
  const entriesOf = (id: string) => journalEntriesOf(suite.database.db, { kind: 'balance-transaction', id });

  it('posts a completed credit and debit, with the row and its audit entry; a pending row only once completed; a cancelled row never', async () => {
    const subscriber = await makeSubscriber(suite.app, clerk.cookie, { amount: '100000' });
    const credit = await addLedgerRow(suite.app, clerk.cookie, { subscriberId: subscriber.id, amount: '25000' });
    expect(credit.balanceAfter).toBe('125000');
    const creditEntry = await onlyEntry({ kind: 'balance-transaction', id: credit.row.id }, 'balance-transaction.create');
    expect([creditEntry.entryDate, ...shownLines(creditEntry.lines)]).toEqual(['2025-03-01', 'D 1000 25000', `C 3100:${subscriber.id} 25000`]);

    const debit = await addLedgerDebit(suite.app, clerk.cookie, { subscriberId: subscriber.id, amount: '5000', transactionDate: '2025-04-01' });
    expect(debit.balanceAfter).toBe('120000');
    expect(shownLines((await onlyEntry({ kind: 'balance-transaction', id: debit.row.id }, 'balance-transaction.create')).lines)).toEqual([
      `D 3100:${subscriber.id} 5000`,
      'C 1000 5000',
    ]);

    const pending = await addLedgerRow(suite.app, clerk.cookie, { subscriberId: subscriber.id, amount: '700', status: 'pending', creditType: 'profit' });
    expect(await entriesOf(pending.row.id)).toEqual([]);
    const completed = await clerk.call('POST', `/api/balance-transactions/${pending.row.id}/complete`, {});
    expect(completed.statusCode, completed.body).toBe(200);
    // A profit credited without a profit row: the company bears it (5150).
    expect(shownLines((await onlyEntry({ kind: 'balance-transaction', id: pending.row.id }, 'balance-transaction.complete')).lines)).toEqual([
      'D 5150 700',
      `C 3100:${subscriber.id} 700`,
    ]);

    const other = await addLedgerRow(suite.app, clerk.cookie, { subscriberId: subscriber.id, amount: '10', status: 'pending' });
    expect((await clerk.call('POST', `/api/balance-transactions/${other.row.id}/cancel`, {})).statusCode).toBe(200);
    expect(await entriesOf(other.row.id)).toEqual([]);
  });

  it('posts a reversal as the mirror of the reversed row, on the update-balance screen too', async () => {
    const subscriber = await makeSubscriber(suite.app, clerk.cookie, { amount: '1000.50', currency: 'USD' });
    const topUp = await clerk.call('POST', '/api/update-balance', { subscriberId: subscriber.id, type: 'credit', creditType: 'new-amount', amount: '99.50' });
    expect(topUp.statusCode, topUp.body).toBe(200);
    const rowId = topUp.json().row.id as string;
    expect(shownLines((await onlyEntry({ kind: 'balance-transaction', id: rowId }, 'balance-transaction.update-balance')).lines)).toEqual([
      'D 1000 9950',
      `C 3100:${subscriber.id} 9950`,
    ]);
    const reversed = await clerk.call('POST', `/api/balance-transactions/${rowId}/reverse`, {});
    expect(reversed.statusCode, reversed.body).toBe(200);
    expect(reversed.json().balanceAfter).toBe('1000.50');
    const reversal = await onlyEntry({ kind: 'balance-transaction', id: reversed.json().row.id }, 'balance-transaction.reverse');
    expect(shownLines(reversal.lines)).toEqual(['C 1000 9950', `D 3100:${subscriber.id} 9950`]);
    expect(reversal.lines.every((line) => line.currency === 'USD')).toBe(true);
  });

  it('posts a subscription opened and its terms changed, so that its capital account equals its balance', async () => {
    const subscriber = await makeSubscriber(suite.app, clerk.cookie, { amount: '1000', date: '2025-01-15' });
    const source = { kind: 'subscriber', id: subscriber.id };
    const opened = await onlyEntry(source, 'subscriber.create');
    expect([opened.entryDate, ...shownLines(opened.lines)]).toEqual(['2025-01-15', 'D 1000 1000', `C 3100:${subscriber.id} 1000`]);
    const raised = await clerk.call('PUT', `/api/subscribers/${subscriber.id}`, { subscriptionDate: '2025-01-15', subscriptionAmount: '2500' });
    expect(raised.statusCode, raised.body).toBe(200);
    const moved = await clerk.call('PUT', `/api/subscribers/${subscriber.id}`, { subscriptionDate: '2025-02-01', subscriptionAmount: '900' });
    expect(moved.statusCode, moved.body).toBe(200);
    const entries = await journalEntriesOf(suite.database.db, source);
    // The rise on its date; then the old opening taken back on its date and the new one on the new date.
    expect(entries.map((entry) => [entry.entryDate, ...shownLines(entry.lines)])).toEqual([
      ['2025-01-15', 'D 1000 1000', `C 3100:${subscriber.id} 1000`],
      ['2025-01-15', 'D 1000 1500', `C 3100:${subscriber.id} 1500`],
      ['2025-01-15', 'C 1000 2500', `D 3100:${subscriber.id} 2500`],
      ['2025-02-01', 'D 1000 900', `C 3100:${subscriber.id} 900`],
    ]);
    await addLedgerDebit(suite.app, clerk.cookie, { subscriberId: subscriber.id, amount: '400' });
    const capital = await rowsOf<{ net: string }>(
      suite.database.db,
      sql`select coalesce(sum(credit - debit), 0)::text as net from journal_lines where account_code = '3100' and party_id = ${subscriber.id}`,
    );
    expect(capital[0]!.net).toBe('500.00');
    expect((await findSubscriberById(suite.database.db, subscriber.id))!.balanceMinor).toBe(500n);
  });

  it('posts a completed operation: its fee, each share, the company keeping the rest; nothing while pending or when cancelled', async () => {
    const body: TOperationBody = {
      ...SAMPLE_OPERATION_TERMS,
      clientId: parties.client.id,
      mediatorId: parties.mediator.id,
      mediatorType: 'normal',
      mediatorAmount: '2000',
      operationDate: '2026-03-10',
    };
    const create = async (): Promise<TOperationRow> => {
      const answer = await clerk.call('POST', '/api/operations', body);
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json();
    };
    const operation = await create();
    expect(await journalEntriesOf(suite.database.db, { kind: 'operation', id: operation.id })).toEqual([]);
    const completed = await clerk.call('POST', `/api/operations/${operation.id}/complete`);
    expect(completed.statusCode, completed.body).toBe(200);
    // The figures the operation already shows: revenue 30,000 = 15,000 + 2,000 + 650 + 12,350 (docs/operations.md §4).
    expect(completed.json()).toMatchObject({ revenue: '30000', investorShare: '15000', mediatorShare: '2000', specialShare: '650', companyShare: '12350' });
    const entry = await onlyEntry({ kind: 'operation', id: operation.id }, 'operation.complete');
    expect([entry.entryDate, ...shownLines(entry.lines)]).toEqual([
      '2026-03-10',
      'D 1000 30000',
      'C 4100 30000',
      'D 5100 15000',
      'C 2100 15000',
      'D 5200 2000',
      `C 2300:${parties.mediator.id} 2000`,
      'D 5300 650',
      'C 2310 650',
    ]);
    const cancelled = await create();
    expect((await clerk.call('POST', `/api/operations/${cancelled.id}/cancel`)).statusCode).toBe(200);
    expect(await journalEntriesOf(suite.database.db, { kind: 'operation', id: cancelled.id })).toEqual([]);
  });

  it('posts a sale sold: the price collected and the costs paid', async () => {
    const created = await clerk.call('POST', '/api/product-sales', SAMPLE_SALE);
    expect(created.statusCode, created.body).toBe(200);
    const sale = created.json<TSaleRow>();
    const sold = await clerk.call('POST', `/api/product-sales/${sale.id}/sell`);
    expect(sold.statusCode, sold.body).toBe(200);
    const entry = await onlyEntry({ kind: 'product-sale', id: sale.id }, 'product-sale.sell');
    // cost 2550.75, sale 3000.00: the profit 449.25 stays between 4200 and 5600.
    expect([entry.entryDate, ...shownLines(entry.lines)]).toEqual(['2026-02-14', 'D 1000 300000', 'C 4200 300000', 'D 5600 255075', 'C 1000 255075']);
  });
});
