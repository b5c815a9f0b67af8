import type { TSubscriberProfitPage, TSubscriberProfitRow, TSubscriberProfitsQuery } from '../../../contract/subscribers';
import { subscriberProfits } from '../../../db/queries/subscriber-profits';
import { findSubscriberById } from '../../../db/queries/subscribers';
import { parseCurrency } from '../../../domain';
import { AppError } from '../../app-error';
import type { Deps } from '../../deps';
import { BIGINT_KEY, DATE_KEY, decodePageCursor, pageOf, pageSize, wireAmount } from '../member/page-cursor';

/**
 * A subscriber's profit rows for staff, newest first, a page at a time: the subscriber page's
 * profits list, whose profit rows open their explanation (docs/distribution.md §17).
 */
export async function subscriberProfitPage(deps: Deps, id: string, query: TSubscriberProfitsQuery): Promise<TSubscriberProfitPage> {
  const subscriber = await findSubscriberById(deps.database.db, id);
  if (!subscriber) throw new AppError('SUBSCRIBER_NOT_FOUND');
  const limit = pageSize(query.limit);
  const cursor = decodePageCursor(query.cursor, [DATE_KEY, BIGINT_KEY]);
  const rows = await subscriberProfits(deps.database.db, {
    subscriberId: subscriber.id,
    after: cursor ? { date: cursor[0]!, id: cursor[1]! } : null,
    limit: limit + 1,
  });
  return pageOf(
    rows,
    limit,
    (row): TSubscriberProfitRow => ({
      id: row.id,
      type: row.type as TSubscriberProfitRow['type'],
      amount: wireAmount(row.amount, row.currency),
      currency: parseCurrency(row.currency),
      profitDate: row.profitDate,
      paid: row.paid,
    }),
    (row) => [row.profitDate, row.id],
  );
}
