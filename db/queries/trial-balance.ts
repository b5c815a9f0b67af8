import { sql } from 'drizzle-orm';
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
  const madeByStamp = stamp
    ? sql`and e.created_at <= (select trial_balance_at from periods where year = ${stamp.year} and month = ${stamp.month} and currency = ${stamp.currency})`
    : sql``;
  return rowsOf<TrialBalanceRow>(
    db,
    sql`select account_code as "accountCode",
          greatest(sum(l.debit) - sum(l.credit), 0)::numeric(20,2)::text as debit,
          greatest(sum(l.credit) - sum(l.debit), 0)::numeric(20,2)::text as credit
        from journal_lines l join journal_entries e on e.id = l.entry_id
        where l.currency = ${params.currency} and e.entry_date <= ${params.asOf}::date ${madeByStamp}
        group by account_code
        having sum(l.debit) <> sum(l.credit)
        order by account_code`,
  );
}

/** Replaces the month's stamp with these rows and records when it was stamped, in the closing transaction. */
export async function stampTrialBalance(db: Tx, key: PeriodKey, rows: readonly TrialBalanceRow[]): Promise<void> {
  await db.execute(sql`delete from period_trial_balances where year = ${key.year} and month = ${key.month} and currency = ${key.currency}`);
  if (rows.length > 0) {
    await db.execute(sql`
      insert into period_trial_balances (year, month, currency, account_code, debit, credit)
      select ${key.year}::int, ${key.month}::int, ${key.currency}::text, r->>'accountCode', (r->>'debit')::numeric, (r->>'credit')::numeric
      from jsonb_array_elements(${JSON.stringify(rows)}::jsonb) as r`);
  }
  await db.execute(sql`update periods set trial_balance_at = now() where year = ${key.year} and month = ${key.month} and currency = ${key.currency}`);
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
