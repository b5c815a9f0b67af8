import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../client';
import { periods } from '../schema';
import { rowsOf } from './raw-rows';

export type PeriodKey = { year: number; month: number; currency: string };
export type PeriodStatus = 'open' | 'closed';

/**
 * Makes sure the month's row exists, then locks it: FOR SHARE for a write dated in the month (many
 * writes may hold it at once), FOR UPDATE for closing and reopening (which wait for those writes
 * and make later ones wait). A separate statement after the insert, so under READ COMMITTED it
 * reads the row as last committed, a close included.
 */
export async function lockPeriod(db: Tx, key: PeriodKey, mode: 'share' | 'update'): Promise<PeriodStatus> {
  await db.insert(periods).values(key).onConflictDoNothing();
  const rows = await db
    .select({ status: periods.status })
    .from(periods)
    .where(and(eq(periods.year, key.year), eq(periods.month, key.month), eq(periods.currency, key.currency)))
    .for(mode);
  const status = rows[0]?.status;
  if (status !== 'open' && status !== 'closed') throw new Error(`period ${key.year}-${key.month} ${key.currency} has no row after its insert`);
  return status;
}

/** Stamps the audit chain's head (`id:hash`) on a month just closed (docs/architecture.md §9). */
export async function stampPeriodAuditHead(db: Tx, key: PeriodKey, auditHead: string): Promise<void> {
  await db
    .update(periods)
    .set({ auditHead })
    .where(and(eq(periods.year, key.year), eq(periods.month, key.month), eq(periods.currency, key.currency)));
}

export async function closePeriodRow(db: Tx, key: PeriodKey, actorId: string): Promise<void> {
  await db
    .update(periods)
    .set({ status: 'closed', closedBy: actorId, closedAt: sql`now()` })
    .where(and(eq(periods.year, key.year), eq(periods.month, key.month), eq(periods.currency, key.currency)));
}

export async function reopenPeriodRow(db: Tx, key: PeriodKey, params: { actorId: string; reason: string }): Promise<void> {
  await db
    .update(periods)
    .set({ status: 'open', reopenedBy: params.actorId, reopenedAt: sql`now()`, reopenReason: params.reason })
    .where(and(eq(periods.year, key.year), eq(periods.month, key.month), eq(periods.currency, key.currency)));
}

/** A month counts as distributed once it has an investor run in the currency, of either source. */
export async function hasInvestorRun(db: Tx, key: PeriodKey): Promise<boolean> {
  const rows = await rowsOf<{ found: boolean }>(
    db,
    sql`select exists (select 1 from distribution_runs
          where kind = 'investor' and year = ${key.year} and month = ${key.month} and currency = ${key.currency}) as found`,
  );
  return rows[0]?.found === true;
}

export type PeriodRecord = PeriodKey & {
  status: PeriodStatus;
  distributed: boolean;
  closedAt: string | null;
  closedByName: string | null;
  auditHead: string | null;
  reopenedAt: string | null;
  reopenedByName: string | null;
  reopenReason: string | null;
};

export type ListPeriodsParams = { year?: number; currency?: string };

/**
 * The months worth showing: those with an investor run, and those ever closed (a closed month
 * whose distribution was reset before closing cannot exist, but a reopened and reset one can).
 * Rows written only by the guard (open, never closed) carry nothing to show.
 */
export function listPeriods(db: Tx, params: ListPeriodsParams): Promise<PeriodRecord[]> {
  const year = params.year ?? null;
  const currency = params.currency ?? null;
  return rowsOf<PeriodRecord>(
    db,
    sql`with months as (
          select distinct year, month, currency from distribution_runs where kind = 'investor'
          union
          select year, month, currency from periods where closed_at is not null
        )
        select m.year, m.month, m.currency,
          coalesce(p.status, 'open') as status,
          exists (select 1 from distribution_runs r where r.kind = 'investor' and r.year = m.year and r.month = m.month and r.currency = m.currency) as distributed,
          to_char(p.closed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "closedAt",
          closer.name as "closedByName",
          p.audit_head as "auditHead",
          to_char(p.reopened_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "reopenedAt",
          opener.name as "reopenedByName",
          p.reopen_reason as "reopenReason"
        from months m
        left join periods p on p.year = m.year and p.month = m.month and p.currency = m.currency
        left join users closer on closer.id = p.closed_by
        left join users opener on opener.id = p.reopened_by
        where (${year}::int is null or m.year = ${year}::int) and (${currency}::text is null or m.currency = ${currency}::text)
        order by m.year desc, m.month desc, m.currency`,
  );
}

export async function findPeriod(db: Tx, key: PeriodKey): Promise<PeriodRecord | null> {
  const rows = await listPeriods(db, { year: key.year, currency: key.currency });
  return rows.find((row) => row.month === key.month) ?? null;
}
