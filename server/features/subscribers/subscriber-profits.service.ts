import type { TSubscriberProfitPage, TSubscriberProfitRow, TSubscriberProfitsQuery } from '../../../contract/subscribers';
import { SUBSCRIBER_PROFIT_SORTS, subscriberProfits } from '../../../db/queries/subscriber-profits';
import { findSubscriberById } from '../../../db/queries/subscribers';
import { parseCurrency } from '../../../domain';
import { AppError } from '../../app-error';
import type { Deps } from '../../deps';
import { sortedListPage } from '../sorted-cursor';
import { wireAmount } from '../wire-amount';

/** The list's one order: newest first. Its cursors are the sorted cursors of every list (docs/architecture.md §8). */
const NEWEST_FIRST = 'date-desc' as const;

/**
 * A subscriber's profit rows for staff, newest first, a page at a time: the subscriber page's
 * profits list, whose profit rows open their explanation (docs/distribution.md §17).
 */
export async function subscriberProfitPage(deps: Deps, id: string, query: TSubscriberProfitsQuery): Promise<TSubscriberProfitPage> {
  const subscriber = await findSubscriberById(deps.database.db, id);
  if (!subscriber) throw new AppError('SUBSCRIBER_NOT_FOUND');
  const list = { sorts: SUBSCRIBER_PROFIT_SORTS, defaultSort: NEWEST_FIRST, idKind: 'integer' } as const;
  return sortedListPage(
    query,
    list,
    (page) => subscriberProfits(deps.database.db, { subscriberId: subscriber.id, ...page }),
    (row): TSubscriberProfitRow => ({
      id: row.id,
      type: row.type as TSubscriberProfitRow['type'],
      amount: wireAmount(row.amount, row.currency),
      currency: parseCurrency(row.currency),
      profitDate: row.profitDate,
      paid: row.paid,
      explainable: row.explainable,
    }),
  );
}
