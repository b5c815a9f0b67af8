import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../client';
import type { PeriodKey } from './periods';
import { rowsOf } from './raw-rows';

/** One account's balance in a trial balance: on its debit side or its credit side, the other zero (numeric text). */
export type TrialBalanceRow = { accountCode: string; debit: string; credit: string };

/**
 * The trial balance of one currency as of a day (docs/accounting.md §6): every account with lines
 * dated up to that day, its debits less its credits on the side they leave, accounts at zero left out.
 * With `stampOf`, only the entries made by the time that month's stamp was written count: the trial
 * balance the close saw. Exact numeric throughout; ordered by account code.
 */
export function trialBalanceAsOf(db: Tx, params: { currency: string; asOf: string; stampOf?: PeriodKey }): Promise<TrialBalanceRow[]> {
  const stamp = params.stampOf;
  // The entries the stamp counted: visible in the snapshot it was computed in (made before it, by
  // the database's clock, for a database restored from another one's backup whose new transaction
  // ids are not comparable). A stamp written before the snapshot was kept falls back on the time.
  const madeByStamp = stamp
    ? sql`and exists (select 1 from periods p where p.year = ${stamp.year} and p.month = ${stamp.month} and p.currency = ${stamp.currency}
          and e.created_at <= p.trial_balance_at
          and (p.trial_balance_snapshot is null or pg_visible_in_snapshot(e.created_xact, p.trial_balance_snapshot::pg_snapshot)))`
    : sql``;
  return rowsOf<TrialBalanceRow>(db, sql`${trialBalanceSql(params.currency, params.asOf, madeByStamp)} order by account_code`);
}

const trialBalanceSql = (currency: string, asOf: string, filter: SQL) =>
  sql`select account_code as "accountCode",
        greatest(sum(l.debit) - sum(l.credit), 0)::numeric(20,2)::text as debit,
        greatest(sum(l.credit) - sum(l.debit), 0)::numeric(20,2)::text as credit
      from journal_lines l join journal_entries e on e.id = l.entry_id
      where l.currency = ${currency} and e.entry_date <= ${asOf}::date ${filter}
      group by account_code
      having sum(l.debit) <> sum(l.credit)`;

/**
 * Stamps a month being closed (docs/accounting.md §6), in the closing transaction: its trial balance
 * and the snapshot it was computed in, read by one statement so that the stamp counts exactly the
 * entries visible in that snapshot (whatever month they are dated in, and whenever their transaction
 * began), with the database's clock at that moment.
 */
export async function stampTrialBalance(db: Tx, key: PeriodKey, asOf: string): Promise<void> {
  await db.execute(sql`delete from period_trial_balances where year = ${key.year} and month = ${key.month} and currency = ${key.currency}`);
  await db.execute(sql`
    with stamp as (select pg_current_snapshot()::text as snapshot, clock_timestamp() as at),
      balances as (${trialBalanceSql(key.currency, asOf, sql``)}),
      written as (
        insert into period_trial_balances (year, month, currency, account_code, debit, credit)
        select ${key.year}::int, ${key.month}::int, ${key.currency}::text, "accountCode", debit::numeric, credit::numeric from balances)
    update periods set trial_balance_at = stamp.at, trial_balance_snapshot = stamp.snapshot from stamp
    where year = ${key.year} and month = ${key.month} and currency = ${key.currency}`);
}

/** The month's stamped trial balance, ordered by account code; null when it was never stamped. */
export async function stampedTrialBalance(db: Tx, key: PeriodKey): Promise<{ stampedAt: string; rows: TrialBalanceRow[] } | null> {
  const [period] = await rowsOf<{ stampedAt: string | null }>(
    db,
    sql`select to_char(trial_balance_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "stampedAt"
        from periods where year = ${key.year} and month = ${key.month} and currency = ${key.currency}`,
  );
  if (!period?.stampedAt) return null;
  const rows = await rowsOf<TrialBalanceRow>(
    db,
    sql`select account_code as "accountCode", debit::text as debit, credit::text as credit
        from period_trial_balances where year = ${key.year} and month = ${key.month} and currency = ${key.currency}
        order by account_code`,
  );
  return { stampedAt: period.stampedAt, rows };
}

/** The closed months that carry a stamp, oldest first. */
export function stampedClosedMonths(db: Tx): Promise<PeriodKey[]> {
  return rowsOf<PeriodKey>(
    db,
    sql`select year, month, currency from periods where status = 'closed' and trial_balance_at is not null order by year, month, currency`,
  );
}
