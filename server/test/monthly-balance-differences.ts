import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/queries/raw-rows';

/**
 * Rows of the monthly balances (per party in gl_monthly_balances, then per account in gl_account_months)
 * that differ from the sums of the journal lines: none when the books keep them right.
 */
export async function monthlyBalanceDifferences(db: Db): Promise<number> {
  const [byParty] = await rowsOf<{ count: number }>(
    db,
    sql`select count(*)::int as count from (
          (select l.account_code, l.party_id, l.currency, date_trunc('month', e.entry_date)::date as month, sum(l.debit), sum(l.credit)
           from journal_lines l join journal_entries e on e.id = l.entry_id group by 1, 2, 3, 4
           except select account_code, party_id, currency, month, debit_total, credit_total from gl_monthly_balances)
          union all
          (select account_code, party_id, currency, month, debit_total, credit_total from gl_monthly_balances
           except select l.account_code, l.party_id, l.currency, date_trunc('month', e.entry_date)::date, sum(l.debit), sum(l.credit)
           from journal_lines l join journal_entries e on e.id = l.entry_id group by 1, 2, 3, 4)
        ) as d`,
  );
  const [whole] = await rowsOf<{ count: number }>(
    db,
    sql`select count(*)::int as count from (
          (select account_code, currency, month, sum(debit_total), sum(credit_total) from gl_monthly_balances group by 1, 2, 3
           except select account_code, currency, month, debit_total, credit_total from gl_account_months)
          union all
          (select account_code, currency, month, debit_total, credit_total from gl_account_months
           except select account_code, currency, month, sum(debit_total), sum(credit_total) from gl_monthly_balances group by 1, 2, 3)) as d`,
  );
  return byParty!.count + whole!.count;
}
