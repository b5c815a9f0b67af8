import { sql } from 'drizzle-orm';
import type { Tx } from '../client';
import { profitAdjustments } from '../schema';
import { rowsOf } from './raw-rows';

/** A posted profit or commission row as an adjustment reads it (docs/distribution.md §18), with its adjustments so far. */
export type AdjustableRow = {
  id: string;
  type: string;
  share: string;
  adjusted: string;
  currency: string;
  profitDate: string;
  individualId: string;
  subscriberId: string | null;
  beneficiary: string;
  runSource: 'operations' | 'sales' | null;
};

/**
 * The row, locked: FOR SHARE while a correction is proposed, FOR UPDATE when one posts, so that two
 * approvals of corrections of one row run one after the other and the second sees the first.
 */
export async function findAdjustableRow(db: Tx, id: string, lock: 'share' | 'update'): Promise<AdjustableRow | null> {
  const mode = lock === 'update' ? sql`for update of p` : sql`for share of p`;
  const [row] = await rowsOf<Omit<AdjustableRow, 'adjusted'>>(
    db,
    sql`select p.id::text as id, p.distribution_type as type, p.share::text as share, p.currency, p.profit_date::text as "profitDate",
          p.individual_id as "individualId", p.subscriber_id as "subscriberId", coalesce(i.name, '') as beneficiary, r.source as "runSource"
        from monthly_profits p join distribution_runs r on r.id = p.run_id left join individuals i on i.id = p.individual_id
        where p.id = ${id}::bigint ${mode}`,
  );
  if (!row) return null;
  const [sum] = await rowsOf<{ adjusted: string }>(
    db,
    sql`select coalesce(sum(difference), 0)::numeric(20,2)::text as adjusted from profit_adjustments where corrected_row_id = ${id}::bigint`,
  );
  return { ...row, adjusted: sum?.adjusted ?? '0.00' };
}

export type NewAdjustment = typeof profitAdjustments.$inferInsert;

export async function insertAdjustment(db: Tx, adjustment: NewAdjustment): Promise<void> {
  await db.insert(profitAdjustments).values(adjustment);
}

/** A posted adjustment as a statement or an explanation shows it. */
export type AdjustmentRecord = {
  id: string;
  correctedRowId: string;
  correctedDate: string;
  type: string;
  currency: string;
  profitDate: string;
  difference: string;
  reason: string;
};

const selectAdjustments = sql`select a.id, a.corrected_row_id::text as "correctedRowId", p.profit_date::text as "correctedDate", a.distribution_type as type,
    a.currency, a.profit_date::text as "profitDate", a.difference::text as difference, a.reason
  from profit_adjustments a join monthly_profits p on p.id = a.corrected_row_id`;

/** The adjustments of one row, in the order they were posted. */
export function adjustmentsOfRow(db: Tx, rowId: string): Promise<AdjustmentRecord[]> {
  return rowsOf<AdjustmentRecord>(db, sql`${selectAdjustments} where a.corrected_row_id = ${rowId}::bigint order by a.created_at, a.id`);
}

/** An individual's adjustments posted in months `from`..`to`, oldest first (a member's statement: filtered by the session's individual). */
export function adjustmentsOfIndividual(db: Tx, params: { individualId: string; from: string; to: string }): Promise<AdjustmentRecord[]> {
  return rowsOf<AdjustmentRecord>(
    db,
    sql`${selectAdjustments} where a.individual_id = ${params.individualId} and a.profit_date between ${params.from}::date and ${params.to}::date
        order by a.profit_date, a.created_at, a.id`,
  );
}

/** How many of these runs' rows were corrected: a reset would delete the rows their adjustments correct. */
export async function countAdjustedRows(db: Tx, runIds: readonly string[]): Promise<number> {
  if (runIds.length === 0) return 0;
  const [row] = await rowsOf<{ count: number }>(
    db,
    sql`select count(distinct p.id)::int as count from monthly_profits p join profit_adjustments a on a.corrected_row_id = p.id
        where p.run_id in ${runIds}`,
  );
  return row?.count ?? 0;
}
