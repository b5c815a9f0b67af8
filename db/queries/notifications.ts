import { sql } from 'drizzle-orm';
import type { Tx } from '../client';
import { isoInstant } from './iso-instant';
import { rowsOf } from './raw-rows';
import { keysetOrder, type KeysetPage, type SortableColumn } from './sorted-keyset';

export type NotificationParams = Record<string, string | number | null>;

/** One notification for each of these users (docs/operations.md §14). */
export async function insertNotifications(db: Tx, params: { userIds: readonly string[]; kind: string; params: NotificationParams }): Promise<number> {
  if (params.userIds.length === 0) return 0;
  const [row] = await rowsOf<{ count: number }>(
    db,
    sql`with added as (
          insert into notifications (user_id, kind, params)
          select id, ${params.kind}, ${JSON.stringify(params.params)}::jsonb from unnest(${sql.param([...new Set(params.userIds)])}::text[]) as t(id)
          returning 1
        ) select count(*)::int as count from added`,
  );
  return row?.count ?? 0;
}

/**
 * docs/operations.md §14: one `profit-posted` notification per user linked to an individual with a
 * row in the run, in one statement whatever the run's size (a hash semi-join of the run's rows,
 * read through their run index, against the users).
 */
export async function notifyRunMembers(db: Tx, params: { runId: string; year: number; month: number; currency: string; kind: string }): Promise<number> {
  const [row] = await rowsOf<{ count: number }>(
    db,
    sql`with added as (
          insert into notifications (user_id, kind, params)
          select u.id, 'profit-posted', jsonb_build_object('runId', ${params.runId}::text, 'year', ${params.year}::int, 'month', ${params.month}::int,
                 'currency', ${params.currency}::text, 'kind', ${params.kind}::text)
          from users u
          where u.individual_id is not null and u.is_active
            and exists (select 1 from monthly_profits mp where mp.run_id = ${params.runId} and mp.individual_id = u.individual_id)
          returning 1
        ) select count(*)::int as count from added`,
  );
  return row?.count ?? 0;
}

/**
 * Active users whose stored permissions may name `permission` or `all` (a coarse text match on the
 * stored JSON, which keeps legacy forms): the caller normalises and checks them.
 */
export function permissionCandidates(db: Tx, permission: string): Promise<Array<{ id: string; permissions: unknown }>> {
  const loose = `%${permission.replace(/-/g, '%')}%`;
  return rowsOf(
    db,
    sql`select id, permissions from users where is_active and (permissions::text ilike ${loose} or permissions::text ilike '%all%') order by id`,
  );
}

export type NotificationRecord = { id: string; kind: string; params: unknown; createdAt: string; read: boolean; sortValue: string };

/** The bell's one order, newest first (docs/operations.md §14), served by the (user_id, created_at, id) index. */
export const NOTIFICATION_SORTS = { at: { expr: sql`created_at`, kind: 'time' } } satisfies Record<'at', SortableColumn>;

/** A page of the user's notifications after the keyset's position, `limit` of them; `sortValue` is what the next cursor holds. */
export function listNotifications(db: Tx, params: { userId: string; unreadOnly: boolean; page: KeysetPage<'at'> }): Promise<NotificationRecord[]> {
  const unread = params.unreadOnly ? sql` and read_at is null` : sql``;
  // The table's id, not the selected `id::text` (an ORDER BY name means the output column first): ties
  // in time order by number, as the cursor compares them.
  const order = keysetOrder(NOTIFICATION_SORTS, sql`notifications.id`, params.page.sort, 'integer');
  return rowsOf(
    db,
    sql`select id::text, kind, params, ${isoInstant(sql`created_at`)} as "createdAt", read_at is not null as read,
               ${order.sortValue} as "sortValue"
        from notifications where user_id = ${params.userId}${unread}${order.andWhere} order by ${order.orderList} limit ${params.page.limit}`,
  );
}

export async function countUnread(db: Tx, userId: string): Promise<number> {
  const [row] = await rowsOf<{ count: number }>(db, sql`select count(*)::int as count from notifications where user_id = ${userId} and read_at is null`);
  return row?.count ?? 0;
}

/** Marks one of the user's notifications read (another user's reads as missing: null), or all their unread ones. */
export async function markRead(db: Tx, params: { userId: string; id: string | null }): Promise<number | null> {
  if (params.id === null) {
    const rows = await rowsOf<{ id: string }>(
      db,
      sql`update notifications set read_at = now() where user_id = ${params.userId} and read_at is null returning id::text`,
    );
    return rows.length;
  }
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`update notifications set read_at = coalesce(read_at, now()) where user_id = ${params.userId} and id = ${params.id}::bigint returning id::text`,
  );
  return rows.length === 0 ? null : rows.length;
}
