import { sql } from 'drizzle-orm';
import type { Tx } from '../client';
import { rowsOf } from './raw-rows';

/**
 * Completed operations of a mediator and commission type that share one revenue figure. Grouping by
 * the revenue keeps the per-operation rounding exact (equal revenues round alike) while the rows
 * that leave the database stay few even for a month of many thousand operations.
 */
export type MediatorRevenueGroup = {
  mediatorId: string;
  mediatorName: string;
  mediatorType: string;
  revenue: string;
  operationCount: number;
  storedShare: string;
};

export type PeriodParams = { from: string; to: string; currency: string };

export function mediatorRevenueGroups(db: Tx, params: PeriodParams): Promise<MediatorRevenueGroup[]> {
  return rowsOf<MediatorRevenueGroup>(
    db,
    sql`select o.mediator_id as "mediatorId", i.name as "mediatorName", o.mediator_type as "mediatorType", o.revenue::text as revenue,
          count(*)::int as "operationCount", sum(o.mediator_share)::text as "storedShare"
        from operations o join individuals i on i.id = o.mediator_id
        where o.status = 'completed' and o.currency = ${params.currency}
          and o.operation_date between ${params.from}::date and ${params.to}::date
        group by o.mediator_id, i.name, o.mediator_type, o.revenue
        order by i.name, o.mediator_id, o.mediator_type`,
  );
}

export type MediatorMonthFigure = { mediatorId: string; mediatorName: string; month: number; operationCount: number; storedShare: string };

/** Each mediator's completed operations of a year, per month: count and summed stored mediator share. */
export function mediatorMonthFigures(db: Tx, params: { year: number; currency: string }): Promise<MediatorMonthFigure[]> {
  return rowsOf<MediatorMonthFigure>(
    db,
    sql`select o.mediator_id as "mediatorId", i.name as "mediatorName", extract(month from o.operation_date)::int as month,
          count(*)::int as "operationCount", sum(o.mediator_share)::text as "storedShare"
        from operations o join individuals i on i.id = o.mediator_id
        where o.status = 'completed' and o.currency = ${params.currency}
          and o.operation_date between make_date(${params.year}, 1, 1) and make_date(${params.year}, 12, 31)
        group by o.mediator_id, i.name, extract(month from o.operation_date)
        order by i.name, o.mediator_id, month`,
  );
}
