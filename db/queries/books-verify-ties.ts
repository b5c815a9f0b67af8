import { sql } from 'drizzle-orm';
import type { Tx } from '../client';
import { rowsOf } from './raw-rows';

/** The accounts of the profit rows' types: the legs that credit each type's payable (docs/accounting.md §3). */
export type PayableAccounts = { profit: string; commission: string; special: string };

export type PayableMismatch = { account: string; currency: string; partyId: string; books: string; unpaid: string };

/**
 * The first account (then currency, then party) of profits payable whose balance (Σ credits −
 * Σ debits) differs from the unpaid profit rows it carries (docs/accounting.md §4): rows of type
 * profit under their subscriber, of types commission and special under their individual. Two types
 * posting to one account are summed together; a line without a party counts under ''.
 */
export async function firstPayableMismatch(db: Tx, accounts: PayableAccounts): Promise<PayableMismatch | null> {
  const codes = [...new Set(Object.values(accounts))];
  const [row] = await rowsOf<PayableMismatch>(
    db,
    sql`with books as (
          select account_code as account, currency, coalesce(party_id, '') as party, sum(credit - debit) as net
          from journal_lines where account_code in ${codes} group by 1, 2, 3
        ),
        unpaid as (
          select (case p.distribution_type when 'profit' then ${accounts.profit}::text when 'commission' then ${accounts.commission}::text
                  else ${accounts.special}::text end) as account,
            p.currency, coalesce(case when p.distribution_type = 'profit' then p.subscriber_id else p.individual_id end, '') as party,
            sum(p.share) as total
          from monthly_profits p where not p.paid and p.distribution_type in ('profit', 'commission', 'special') group by 1, 2, 3
          -- An adjustment's difference is owed until paid, and no screen pays one yet (docs/distribution.md §18).
          union all
          select (case a.distribution_type when 'profit' then ${accounts.profit}::text else ${accounts.commission}::text end) as account,
            a.currency, coalesce(case when a.distribution_type = 'profit' then a.subscriber_id else a.individual_id end, '') as party,
            sum(a.difference) as total
          from profit_adjustments a group by 1, 2, 3
        ),
        owed as (
          select account, currency, party, sum(total) as total from unpaid group by 1, 2, 3
        )
        select coalesce(b.account, u.account) as account, coalesce(b.currency, u.currency) as currency, coalesce(b.party, u.party) as "partyId",
          coalesce(b.net, 0)::text as books, coalesce(u.total, 0)::text as unpaid
        from books b full join owed u on u.account = b.account and u.currency = b.currency and u.party = b.party
        where coalesce(b.net, 0) <> coalesce(u.total, 0)
        order by 1, 2, 3 limit 1`,
  );
  return row ?? null;
}

/**
 * The first currency whose investors' pool (Σ credits − Σ debits of `account`) differs from the
 * investor shares of the completed operations no run has distributed (no `distribution_sources`
 * row names them, docs/distribution.md §8).
 */
export async function firstPoolMismatch(db: Tx, account: string): Promise<{ currency: string; books: string; undistributed: string } | null> {
  const [row] = await rowsOf<{ currency: string; books: string; undistributed: string }>(
    db,
    sql`with books as (select currency, sum(credit - debit) as net from journal_lines where account_code = ${account} group by 1),
          pool as (
            select o.currency, sum(o.investor_share) as total from operations o
            where o.status = 'completed' and not exists (select 1 from distribution_sources d where d.operation_id = o.id) group by 1
          )
        select coalesce(b.currency, p.currency) as currency, coalesce(b.net, 0)::text as books, coalesce(p.total, 0)::text as undistributed
        from books b full join pool p on p.currency = b.currency
        where coalesce(b.net, 0) <> coalesce(p.total, 0) order by 1 limit 1`,
  );
  return row ?? null;
}

/** The accounts of the legs of a completed operation that the month check ties (docs/accounting.md §3). */
export type OperationMonthAccounts = { revenue: string; investor: string; mediator: string; special: string };

export type OperationMonthMismatch = { month: string; currency: string; account: string; books: string; operations: string };

/**
 * The first month (then currency, then account) in which an account of a completed operation's legs
 * moved by other than the completed operations dated in that month: fee revenue credited by their
 * revenues, the shares debited by their investor, mediator and special shares. Both sides are read
 * as Σ credits − Σ debits, so legs sharing one account are summed with their sides.
 */
export async function firstOperationMonthMismatch(db: Tx, accounts: OperationMonthAccounts): Promise<OperationMonthMismatch | null> {
  const codes = [...new Set(Object.values(accounts))];
  const [row] = await rowsOf<OperationMonthMismatch>(
    db,
    sql`with books as (
          select to_char(e.entry_date, 'YYYY-MM') as month, l.currency, l.account_code as account, sum(l.credit - l.debit) as net
          from journal_lines l join journal_entries e on e.id = l.entry_id
          where l.account_code in ${codes} group by 1, 2, 3
        ),
        figures as (
          select to_char(o.operation_date, 'YYYY-MM') as month, o.currency, leg.account, sum(leg.amount) as total
          from operations o cross join lateral (values
            (${accounts.revenue}::text, o.revenue), (${accounts.investor}::text, -o.investor_share),
            (${accounts.mediator}::text, -o.mediator_share), (${accounts.special}::text, -o.special_share)
          ) as leg(account, amount)
          where o.status = 'completed' group by 1, 2, 3
        )
        select coalesce(b.month, f.month) as month, coalesce(b.currency, f.currency) as currency, coalesce(b.account, f.account) as account,
          coalesce(b.net, 0)::text as books, coalesce(f.total, 0)::text as operations
        from books b full join figures f on f.month = b.month and f.currency = b.currency and f.account = b.account
        where coalesce(b.net, 0) <> coalesce(f.total, 0)
        order by 1, 2, 3 limit 1`,
  );
  return row ?? null;
}

export type LateEntry = { number: string; entryDate: string; createdAt: string; currency: string; period: string; closedAt: string };

/**
 * The first entry (by id) dated inside a closed month of one of its currencies but made after that
 * month was (last) closed (docs/accounting.md §4). A close waits for the writes in flight and
 * refuses the later ones (docs/distribution.md §15), so no such entry can come from the app.
 */
export async function firstEntryAfterClose(db: Tx): Promise<LateEntry | null> {
  const [row] = await rowsOf<LateEntry>(
    db,
    sql`select e.number, e.entry_date::text as "entryDate", e.created_at::text as "createdAt", p.currency,
          p.year::text || '-' || lpad(p.month::text, 2, '0') as period, p.closed_at::text as "closedAt"
        from periods p
        join journal_entries e on e.entry_date >= make_date(p.year, p.month, 1)
          and e.entry_date < (make_date(p.year, p.month, 1) + interval '1 month')::date and e.created_at > p.closed_at
        where p.status = 'closed' and exists (select 1 from journal_lines l where l.entry_id = e.id and l.currency = p.currency)
        order by e.id, p.currency limit 1`,
  );
  return row ?? null;
}
