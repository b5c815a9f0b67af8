import { sql } from 'drizzle-orm';
import type { Tx } from '../client';
import { ledgerSumsWhere, type InvestorLedgerSums } from './distribution-investors';
import { rowsOf } from './raw-rows';

/**
 * Whether the monthly_profits row `p` can be explained (docs/distribution.md §17): a profit of a
 * subscription written by an investor run that recorded what it distributed, its base total or its
 * sources. One definition for the lists' `explainable` and the explanation's refusal.
 */
export const EXPLAINABLE_PROFIT = sql`(p.distribution_type = 'profit' and p.subscriber_id is not null and exists (
  select 1 from distribution_runs er where er.id = p.run_id and er.kind = 'investor'
    and (er.totals ->> 'baseTotal' is not null or exists (select 1 from distribution_sources es where es.run_id = er.id))))`;

/** A profit row with the run that wrote it and the subscriber's owner (docs/distribution.md §17). */
export type ExplainedRowRecord = {
  id: string;
  share: string;
  currency: string;
  type: string;
  profitDate: string;
  subscriberId: string | null;
  ownerIndividualId: string | null;
  investorName: string | null;
  runId: string;
  runKind: string;
  runSource: string | null;
  year: number;
  month: number;
  parameters: Record<string, unknown>;
  totals: Record<string, unknown>;
  /** The run's timestamp as PostgreSQL's text, exact to the microsecond, for the as-of reads. */
  runAt: string;
  /** EXPLAINABLE_PROFIT of the row. */
  explainable: boolean;
};

export async function findExplainedRow(db: Tx, id: string): Promise<ExplainedRowRecord | null> {
  const [row] = await rowsOf<ExplainedRowRecord>(
    db,
    sql`select p.id::text, p.share::text, p.currency, p.distribution_type as type, p.profit_date::text as "profitDate", p.subscriber_id as "subscriberId",
          s.individual_id as "ownerIndividualId", i.name as "investorName", r.id as "runId", r.kind as "runKind", r.source as "runSource",
          r.year, r.month, r.parameters, r.totals, r.created_at::text as "runAt", ${EXPLAINABLE_PROFIT} as explainable
        from monthly_profits p join distribution_runs r on r.id = p.run_id
        left join subscribers s on s.id = p.subscriber_id left join individuals i on i.id = s.individual_id
        where p.id = ${id}::bigint`,
  );
  return row ?? null;
}

/** The sum of the amounts of the sources a run distributed: its base total, for runs that did not store it. */
export async function runSourcesTotal(db: Tx, runId: string): Promise<string> {
  const [row] = await rowsOf<{ total: string }>(db, sql`select coalesce(sum(amount), 0)::text as total from distribution_sources where run_id = ${runId}`);
  return row?.total ?? '0';
}

export type AsOfRunScope = { currency: string; monthStart: string; monthEnd: string; runId: string; runAt: string; ledgerWatermark: string | null };

/** The last ledger row's id: a run records it, so that its ledger can be read again exactly (docs/distribution.md §17). */
export async function ledgerWatermark(db: Tx): Promise<string> {
  const [row] = await rowsOf<{ id: string }>(db, sql`select coalesce(max(id), 0)::text as id from balance_transactions`);
  return row?.id ?? '0';
}

/**
 * The investors' ledger sums as the run read them (docs/distribution.md §17): subscribers that
 * existed at the run, active then (an investor the run paid was active; others by their status),
 * and the completed ledger rows completed by then (or written in the run's transaction), no later than
 * the last ledger row the run recorded when it did. Completed rows are never edited or deleted
 * (docs/operations.md §1), so this is the ledger the run saw, in the shape of investorLedgerSums.
 */
export async function investorLedgerSumsAsOfRun(db: Tx, scope: AsOfRunScope): Promise<InvestorLedgerSums[]> {
  const runAt = sql`${scope.runAt}::timestamptz`;
  const paid = sql`exists (select 1 from monthly_profits m where m.run_id = ${scope.runId} and m.subscriber_id = s.id)`;
  const eligible = sql`s.currency = ${scope.currency} and s.subscription_date <= ${scope.monthEnd} and s.created_at <= ${runAt} and (s.status = 'active' or ${paid})`;
  // A row written in the run's own transaction (created_at is the transaction's start, as the run's is)
  // was there when the run read the ledger: the demo data writes its history that way.
  const written = scope.ledgerWatermark === null ? sql`` : sql` and t.id <= ${scope.ledgerWatermark}::bigint`;
  const counted = sql`t.status = 'completed' and (coalesce(t.completed_at, t.created_at) <= ${runAt} or t.created_at = ${runAt})${written}`;
  const sums = await ledgerSumsWhere(db, scope, { eligible, counted, status: sql`case when ${paid} then 'active' else s.status end` });
  // The explanation lists each balance segment in date order.
  return sums.map((row) => ({ ...row, days: [...row.days].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0)) }));
}

export type ExplainedLinkRecord = { mediatorId: string; mediatorName: string; percentage: string; status: string; postedTotal: string | null };

/**
 * docs/distribution.md §9 for one investor: its month's profit rows summed, the month's commission
 * run if any, and the investor's mediator links with each mediator's posted commission row.
 */
export async function investorCommissionInputs(
  db: Tx,
  params: { subscriberId: string; profitDate: string; currency: string; year: number; month: number },
): Promise<{ monthProfit: string; commissionRunId: string | null; links: ExplainedLinkRecord[] }> {
  const [profit] = await rowsOf<{ total: string }>(
    db,
    sql`select coalesce(sum(share), 0)::text as total from monthly_profits
        where subscriber_id = ${params.subscriberId} and profit_date = ${params.profitDate} and currency = ${params.currency} and distribution_type = 'profit'`,
  );
  const [run] = await rowsOf<{ id: string }>(
    db,
    sql`select id from distribution_runs where kind = 'commission' and year = ${params.year} and month = ${params.month} and currency = ${params.currency}`,
  );
  if (!run) return { monthProfit: profit?.total ?? '0', commissionRunId: null, links: [] };
  const links = await rowsOf<ExplainedLinkRecord>(
    db,
    sql`select mp.mediator_id as "mediatorId", i.name as "mediatorName", mp.percentage::text as percentage, mp.status,
          (select sum(c.share)::text from monthly_profits c where c.run_id = ${run.id} and c.individual_id = mp.mediator_id and c.distribution_type = 'commission') as "postedTotal"
        from mediator_percentages mp join individuals i on i.id = mp.mediator_id
        where mp.investor_id = ${params.subscriberId} order by mp.mediator_id`,
  );
  return { monthProfit: profit?.total ?? '0', commissionRunId: run.id, links };
}
