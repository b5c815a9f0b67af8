import { sql, type SQL } from 'drizzle-orm';
import type { Currency } from '../../domain';
import type { Tx } from '../client';
import { numericToMinor } from '../money-columns';
import { packedRowsOf, type PackedFields } from './packed-rows';
import type { MonthScope } from './distribution-sources';
import { rowsOf } from './raw-rows';

/**
 * A subscriber that may share in the month, with its ledger already summed by the database and
 * converted once to minor units: `openingMinor` is the net of completed rows before the month
 * (subscription amount excluded) and `days` the net of each day of the month that moved.
 */
export type InvestorLedgerSums = {
  subscriberId: string;
  individualId: string;
  status: string;
  subscriptionDate: string;
  subscriptionAmountMinor: bigint;
  openingMinor: bigint;
  days: Array<{ date: string; netMinor: bigint }>;
};

/** `opening` is '' when it is summed from the ledger and the subscriber has no completed row before the month. */
type OpeningRow = { subscriberId: string; individualId: string; status: string; subscriptionDate: string; subscriptionAmount: string; opening: string };

const SUBSCRIBER_FIELDS: PackedFields<Omit<OpeningRow, 'status' | 'opening'>> = {
  subscriberId: sql`s.id`,
  individualId: sql`s.individual_id`,
  subscriptionDate: sql`s.subscription_date`,
  subscriptionAmount: sql`s.subscription_amount`,
};
type DayRow = { subscriberId: string; date: string; net: string };

/**
 * Two aggregate queries, never one row at a time, issued together (on PostgreSQL outside a
 * transaction they run on two connections): the net before the month per subscriber and the
 * month's net per subscriber and day. The net before the month comes from the balance cache, which
 * equals subscription + every completed row (docs/operations.md §1), less the completed rows dated
 * from the month's start on: a month is distributed soon after its end, so those rows are few,
 * where summing every row before the month reads the whole ledger (2,000,000 rows cost PGlite
 * 1.6 s). Measured faster than one query grouping both, which has to sort every row by a computed
 * key. Both are read packed (packed-rows.ts): 100,000 rows of six fields cost PGlite's reader a
 * second. Only subscribers of the currency that are active and subscribed by month end are read;
 * the core checks eligibility again.
 */
export async function investorLedgerSums(db: Tx, scope: MonthScope): Promise<InvestorLedgerSums[]> {
  return ledgerSumsWhere(db, scope, {
    eligible: sql`s.currency = ${scope.currency} and s.status = 'active' and s.subscription_date <= ${scope.monthEnd}`,
    counted: sql`t.status = 'completed'`,
    status: sql`s.status`,
    openingFromBalance: true,
  });
}

/**
 * The two queries of investorLedgerSums over the subscribers `eligible` keeps and the ledger rows
 * `counted` keeps, each subscriber's status read as `status`: the explanation of a share reads the
 * ledger as of its run through it (docs/distribution.md §17). `openingFromBalance` reads the net
 * before the month as the cache less the subscription and the completed rows from the month's
 * start on: the cache sums the completed rows, whatever `counted` keeps.
 */
export async function ledgerSumsWhere(
  db: Tx,
  scope: MonthScope,
  where: { eligible: SQL; counted: SQL; status: SQL; openingFromBalance?: boolean },
): Promise<InvestorLedgerSums[]> {
  const { eligible, counted } = where;
  const net = sql`sum(case when t.type = 'credit' then t.amount else -t.amount end)`;
  // The counted rows before the month, or (from the cache) the completed rows from its start on.
  const fromCache = where.openingFromBalance === true;
  const summed = fromCache
    ? sql`t.status = 'completed' and t.transaction_date >= ${scope.monthStart}`
    : sql`${counted} and t.transaction_date < ${scope.monthStart}`;
  const ledger = sql`left join (select t.subscriber_id, ${net} as net from balance_transactions t where ${summed} group by t.subscriber_id) l
    on l.subscriber_id = s.id`;
  const opening = fromCache ? sql`(s.balance - s.subscription_amount - coalesce(l.net, 0))` : sql`l.net`;
  const [openings, movements] = await Promise.all([
    packedRowsOf<OpeningRow>(db, { ...SUBSCRIBER_FIELDS, status: where.status, opening }, sql`from subscribers s ${ledger} where ${eligible}`),
    packedRowsOf<DayRow>(
      db,
      { subscriberId: sql`t.subscriber_id`, date: sql`t.transaction_date`, net },
      sql`from balance_transactions t join subscribers s on s.id = t.subscriber_id
          where ${counted} and t.transaction_date between ${scope.monthStart} and ${scope.monthEnd} and ${eligible}
          group by t.subscriber_id, t.transaction_date`,
    ),
  ]);
  const currency = scope.currency as Currency;
  const daysBySubscriber = new Map<string, Array<{ date: string; netMinor: bigint }>>();
  for (const movement of movements) {
    const days = daysBySubscriber.get(movement.subscriberId) ?? [];
    days.push({ date: movement.date, netMinor: numericToMinor(movement.net, currency) });
    daysBySubscriber.set(movement.subscriberId, days);
  }
  return openings.map((row) => ({
    subscriberId: row.subscriberId,
    individualId: row.individualId,
    status: row.status,
    subscriptionDate: row.subscriptionDate,
    subscriptionAmountMinor: numericToMinor(row.subscriptionAmount, currency),
    openingMinor: row.opening === '' ? 0n : numericToMinor(row.opening, currency),
    days: daysBySubscriber.get(row.subscriberId) ?? [],
  }));
}

export type NamedSubscriber = { subscriberId: string; name: string };

/** Names of the few subscribers a preview shows. */
export function subscriberNames(db: Tx, subscriberIds: readonly string[]): Promise<NamedSubscriber[]> {
  if (subscriberIds.length === 0) return Promise.resolve([]);
  return rowsOf<NamedSubscriber>(
    db,
    sql`select s.id as "subscriberId", i.name from subscribers s join individuals i on i.id = s.individual_id
        where s.id in (select jsonb_array_elements_text(${JSON.stringify(subscriberIds)}::jsonb))`,
  );
}

/** Investors the period card counts: active subscribers of the currency subscribed by month end. */
export async function countActiveInvestors(db: Tx, scope: MonthScope): Promise<number> {
  const [row] = await rowsOf<{ count: number }>(
    db,
    sql`select count(*)::int as count from subscribers s
        where s.currency = ${scope.currency} and s.status = 'active' and s.subscription_date <= ${scope.monthEnd}`,
  );
  return row?.count ?? 0;
}

export type DistributionSettings = {
  specialServiceRatio: string;
  weightingMethod: string;
  specialBeneficiaryId: string | null;
  specialBeneficiaryName: string | null;
};

/** The three company settings a distribution reads (docs/distribution.md §3, §5, §7); defaults when the row is missing. */
export async function findDistributionSettings(db: Tx): Promise<DistributionSettings> {
  const [row] = await rowsOf<DistributionSettings>(
    db,
    sql`select c.special_service_ratio::text as "specialServiceRatio", c.weighting_method as "weightingMethod",
          c.special_beneficiary_id as "specialBeneficiaryId", i.name as "specialBeneficiaryName"
        from company_settings c left join individuals i on i.id = c.special_beneficiary_id where c.id = 1`,
  );
  return row ?? { specialServiceRatio: '5', weightingMethod: 'month-end', specialBeneficiaryId: null, specialBeneficiaryName: null };
}
