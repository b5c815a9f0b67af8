import { sql } from 'drizzle-orm';
import type { Tx } from '../client';
import { rowsOf } from './raw-rows';

/** The first entry (by id) whose lines do not balance in one currency, with its sums. */
export async function firstUnbalancedEntry(db: Tx): Promise<{ number: string; currency: string; debit: string; credit: string } | null> {
  const [row] = await rowsOf<{ number: string; currency: string; debit: string; credit: string }>(
    db,
    sql`select e.number, l.currency, sum(l.debit)::text as debit, sum(l.credit)::text as credit
        from journal_lines l join journal_entries e on e.id = l.entry_id
        group by e.id, e.number, l.currency having sum(l.debit) <> sum(l.credit)
        order by e.id, l.currency limit 1`,
  );
  return row ?? null;
}

/**
 * The first subscriber (by currency, then id) whose line of the capital account differs from its
 * balance: Σ credits − Σ debits of `account` under the subscriber as party, against the subscriber's
 * balance column, which equals its derived balance (docs/operations.md §1). A party of the account
 * that is no subscriber counts too.
 */
export async function firstCapitalMismatch(
  db: Tx,
  account: string,
): Promise<{ subscriberId: string; currency: string; books: string; balance: string } | null> {
  const [row] = await rowsOf<{ subscriberId: string; currency: string; books: string; balance: string }>(
    db,
    sql`with books as (
          select party_id as id, currency, sum(credit - debit) as net from journal_lines where account_code = ${account} group by 1, 2
        )
        select coalesce(s.id, b.id) as "subscriberId", coalesce(s.currency, b.currency) as currency,
          coalesce(b.net, 0)::text as books, coalesce(s.balance, 0)::text as balance
        from subscribers s full join books b on b.id = s.id and b.currency = s.currency
        where coalesce(b.net, 0) <> coalesce(s.balance, 0)
        order by 2, 1 limit 1`,
  );
  return row ?? null;
}

/** Σ of the capital account and of the subscribers' balances per currency (the control account's check). */
export async function capitalTotals(db: Tx, account: string): Promise<Array<{ currency: string; books: string; balances: string }>> {
  return rowsOf<{ currency: string; books: string; balances: string }>(
    db,
    sql`with books as (select currency, sum(credit - debit) as net from journal_lines where account_code = ${account} group by 1),
          balances as (select currency, sum(balance) as total from subscribers group by 1)
        select coalesce(b.currency, s.currency) as currency, coalesce(b.net, 0)::text as books, coalesce(s.total, 0)::text as balances
        from books b full join balances s on s.currency = b.currency order by 1`,
  );
}

export async function journalSize(db: Tx): Promise<{ entries: number; lines: number }> {
  const [row] = await rowsOf<{ entries: number; lines: number }>(
    db,
    sql`select (select count(*)::int from journal_entries) as entries, (select count(*)::int from journal_lines) as lines`,
  );
  return row!;
}
