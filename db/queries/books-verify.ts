import { sql, type SQL } from 'drizzle-orm';
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
 * The day a movement dated `day` is checked at (docs/accounting.md §4): the end of its month, or
 * today for a day of the current month up to today. Balances are compared at every such day that
 * has a movement, which covers every month end with activity and today.
 */
const checkDay = (day: SQL) =>
  sql`(case when ${day} <= current_date and ${day} >= date_trunc('month', current_date)::date then current_date
        else (date_trunc('month', ${day}) + interval '1 month' - interval '1 day')::date end)`;

export type CapitalAtDay = { day: string; currency: string; subscriberId: string; books: string; balances: string };

/**
 * The first day (then currency, then subscriber) on which the capital account's balance up to that
 * day (Σ credits − Σ debits) differs from the subscribers' derived balances on that day
 * (docs/operations.md §1: the subscription from its date, plus completed credits, less completed
 * debits dated on or before the day). Set-based: the movements are summed per check day and the
 * running sums compared by a window, one statement whatever the number of subscribers and months.
 * Per subscriber, or (`perSubscriber` false) per currency, `subscriberId` then ''; a line of the
 * account without a party counts under ''.
 */
export async function firstCapitalMismatchAtDay(db: Tx, account: string, perSubscriber: boolean): Promise<CapitalAtDay | null> {
  const party = perSubscriber ? sql`party` : sql`''`;
  const [row] = await rowsOf<CapitalAtDay>(
    db,
    sql`with moves as (
          select l.currency, coalesce(l.party_id, '') as party, ${checkDay(sql`e.entry_date`)} as day, sum(l.credit - l.debit) as books, 0::numeric as balances
            from journal_lines l join journal_entries e on e.id = l.entry_id where l.account_code = ${account} group by 1, 2, 3
          union all
          select s.currency, s.id, ${checkDay(sql`s.subscription_date`)}, 0, s.subscription_amount from subscribers s
          union all
          select s.currency, s.id, ${checkDay(sql`t.transaction_date`)}, 0, sum(case when t.type = 'credit' then t.amount else -t.amount end)
            from balance_transactions t join subscribers s on s.id = t.subscriber_id where t.status = 'completed' group by 1, 2, 3
        ),
        by_day as (select currency, ${party} as party, day, sum(books) as books, sum(balances) as balances from moves group by 1, 2, 3),
        running as (
          select currency, party, day, sum(books) over w as books, sum(balances) over w as balances
          from by_day window w as (partition by currency, party order by day)
        )
        select day::text as day, currency, party as "subscriberId", books::text as books, balances::text as balances
        from running where books <> balances order by day, currency, party limit 1`,
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

export async function journalSize(db: Tx): Promise<{ entries: number; lines: number }> {
  const [row] = await rowsOf<{ entries: number; lines: number }>(
    db,
    sql`select (select count(*)::int from journal_entries) as entries, (select count(*)::int from journal_lines) as lines`,
  );
  return row!;
}
