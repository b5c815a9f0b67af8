import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../client';
import { rowsOf } from './raw-rows';

/**
 * The books' reports (docs/accounting.md §8). A balance as of a day is the monthly balances of the
 * months before the day's month plus the lines of that month up to the day: a handful of rows per
 * account and month, however many lines the books hold.
 */

export type AccountRow = { code: string; nameEn: string; nameFr: string; nameAr: string; type: string };

/** Every account of the chart, by code. */
export async function readChart(db: Tx): Promise<AccountRow[]> {
  return rowsOf<AccountRow>(db, sql`select code, name_en as "nameEn", name_fr as "nameFr", name_ar as "nameAr", type from gl_accounts order by code`);
}

export type AsOfSums = AccountRow & { currency: string; debit: string; credit: string; yearDebit: string; yearCredit: string };

const currencyIs = (column: SQL, currency: string | undefined) => (currency ? sql` and ${column} = ${currency}` : sql``);

/**
 * Each account's sums per currency through `date`, and the part of them since `yearStart` (the
 * first day of a month, at or before the day's month): what the trial balance and balance sheet read.
 * `monthStart` is the first day of the day's month; when the day is its month's last (`wholeMonth`),
 * the month is read from the monthly balances too and no line is read.
 */
export async function sumsAsOf(
  db: Tx,
  params: { date: string; monthStart: string; wholeMonth: boolean; yearStart: string; currency?: string },
): Promise<AsOfSums[]> {
  const months = params.wholeMonth ? sql`m.month <= ${params.monthStart}::date` : sql`m.month < ${params.monthStart}::date`;
  const monthLines = params.wholeMonth
    ? sql``
    : // Each entry of the month summed through its own lines (the lines' entry index), never a scan of every line.
      sql`union all
        select l.account_code, l.currency, l.debit, l.credit, true
        from journal_entries e cross join lateral (
          select account_code, currency, sum(debit) as debit, sum(credit) as credit from journal_lines
          where entry_id = e.id${currencyIs(sql`currency`, params.currency)} group by account_code, currency
        ) l
        where e.entry_date >= ${params.monthStart}::date and e.entry_date <= ${params.date}::date`;
  return rowsOf<AsOfSums>(
    db,
    sql`with sums as (
        select m.account_code, m.currency, m.debit_total as debit, m.credit_total as credit, m.month >= ${params.yearStart}::date as this_year
        from gl_account_months m where ${months}${currencyIs(sql`m.currency`, params.currency)}
        ${monthLines}
      )
      select a.code, a.name_en as "nameEn", a.name_fr as "nameFr", a.name_ar as "nameAr", a.type, s.currency,
        sum(s.debit)::text as debit, sum(s.credit)::text as credit,
        coalesce(sum(s.debit) filter (where s.this_year), 0)::text as "yearDebit", coalesce(sum(s.credit) filter (where s.this_year), 0)::text as "yearCredit"
      from sums s join gl_accounts a on a.code = s.account_code
      group by a.code, s.currency order by s.currency, a.code`,
  );
}

export type PeriodSums = { code: string; currency: string; debit: string; credit: string; previousDebit: string; previousCredit: string };

/** The income and expense accounts' sums over a span of whole months and the span before it, per currency. */
export async function incomeAndExpenseSums(db: Tx, params: { from: string; to: string; previousFrom: string; currency?: string }): Promise<PeriodSums[]> {
  return rowsOf<PeriodSums>(
    db,
    sql`select m.account_code as code, m.currency,
          coalesce(sum(m.debit_total) filter (where m.month >= ${params.from}::date), 0)::text as debit,
          coalesce(sum(m.credit_total) filter (where m.month >= ${params.from}::date), 0)::text as credit,
          coalesce(sum(m.debit_total) filter (where m.month < ${params.from}::date), 0)::text as "previousDebit",
          coalesce(sum(m.credit_total) filter (where m.month < ${params.from}::date), 0)::text as "previousCredit"
        from gl_account_months m join gl_accounts a on a.code = m.account_code
        where a.type in ('income', 'expense') and m.month >= ${params.previousFrom}::date and m.month <= ${params.to}::date${currencyIs(sql`m.currency`, params.currency)}
        group by m.account_code, m.currency order by m.currency, m.account_code`,
  );
}

export type LedgerScope = { account: string; party?: string; currency: string };

/**
 * An account's (or one party's) debits minus credits through a point: the months before `date`'s
 * month, then that month's lines on days before `date`, or, with `throughLine`, on `date` up to that line.
 */
export async function balanceBefore(db: Tx, scope: LedgerScope, point: { date: string; throughLine?: string }): Promise<string> {
  const monthStart = `${point.date.slice(0, 7)}-01`;
  const months = scope.party
    ? sql`select coalesce(sum(debit_total - credit_total), 0) as net from gl_monthly_balances
          where account_code = ${scope.account} and currency = ${scope.currency} and party_id = ${scope.party}
            and month < ${monthStart}::date`
    : sql`select coalesce(sum(debit_total - credit_total), 0) as net from gl_account_months
          where account_code = ${scope.account} and currency = ${scope.currency} and month < ${monthStart}::date`;
  const upTo =
    point.throughLine === undefined
      ? sql`e.entry_date < ${point.date}::date`
      : sql`(e.entry_date, l.id) <= (${point.date}::date, ${point.throughLine}::bigint)`;
  const [row] = await rowsOf<{ net: string }>(
    db,
    sql`select ((${months}) + coalesce((
          select sum(l.debit - l.credit) from journal_entries e join journal_lines l on l.entry_id = e.id
          where e.entry_date >= ${monthStart}::date and ${upTo}
            and l.account_code = ${scope.account} and l.currency = ${scope.currency}${scope.party ? sql` and l.party_id = ${scope.party}` : sql``}
        ), 0))::text as net`,
  );
  return row!.net;
}

export type LedgerLineRow = {
  id: string;
  entryId: string;
  entryNumber: string;
  date: string;
  memo: string;
  sourceKind: string;
  sourceId: string;
  party: string | null;
  debit: string;
  credit: string;
  sortValue: string;
};

/** One page of an account's lines between two days, by date then line, after the previous page's last line. */
export async function ledgerLines(
  db: Tx,
  scope: LedgerScope,
  page: { from?: string; to?: string; direction: 'asc' | 'desc'; after?: { value: string; id: string }; limit: number },
): Promise<LedgerLineRow[]> {
  const order = page.direction === 'asc' ? sql`e.entry_date asc, l.id asc` : sql`e.entry_date desc, l.id desc`;
  const after = page.after
    ? page.direction === 'asc'
      ? sql` and (e.entry_date, l.id) > (${page.after.value}::date, ${page.after.id}::bigint)`
      : sql` and (e.entry_date, l.id) < (${page.after.value}::date, ${page.after.id}::bigint)`
    : sql``;
  return rowsOf<LedgerLineRow>(
    db,
    sql`select l.id::text as id, e.id::text as "entryId", e.number as "entryNumber", e.entry_date::text as date, e.memo,
          e.source_kind as "sourceKind", e.source_id as "sourceId", l.party_id as party, l.debit::text as debit, l.credit::text as credit,
          e.entry_date::text as "sortValue"
        from journal_lines l join journal_entries e on e.id = l.entry_id
        where l.account_code = ${scope.account} and l.currency = ${scope.currency}${scope.party ? sql` and l.party_id = ${scope.party}` : sql``}
          ${page.from ? sql` and e.entry_date >= ${page.from}::date` : sql``}${page.to ? sql` and e.entry_date <= ${page.to}::date` : sql``}${after}
        order by ${order} limit ${page.limit}`,
  );
}

/** How many lines an account (or one party) has between two days: the general ledger's PDF is refused above its row limit. */
export async function countLedgerLines(db: Tx, scope: LedgerScope, days: { from?: string; to: string }): Promise<number> {
  const [row] = await rowsOf<{ count: number }>(
    db,
    sql`select count(*)::int as count
        from journal_lines l join journal_entries e on e.id = l.entry_id
        where l.account_code = ${scope.account} and l.currency = ${scope.currency}${scope.party ? sql` and l.party_id = ${scope.party}` : sql``}
          ${days.from ? sql` and e.entry_date >= ${days.from}::date` : sql``} and e.entry_date <= ${days.to}::date`,
  );
  return row!.count;
}
