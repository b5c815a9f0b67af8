import { holdsPermission, normalizePermissions, type Permission } from '../../../contract/permissions';
import type { NotificationKind, TListNotificationsQuery, TMarkNotificationsBody, TNotification, TNotificationList } from '../../../contract/notifications';
import type { Tx } from '../../../db/client';
import {
  countUnread,
  insertNotifications,
  listNotifications,
  NOTIFICATION_SORTS,
  markRead,
  notifyRunMembers,
  permissionCandidates,
  type NotificationParams,
  type NotificationRecord,
} from '../../../db/queries/notifications';
import { AppError } from '../../app-error';
import type { SortValue } from '../../../contract/list-view';
import { sortOfQuery, sortedPage } from '../sorted-cursor';
import type { Deps } from '../../deps';

/** docs/operations.md §14: written in the caller's transaction, so a notification exists only if what it tells committed. */
export function notifyUsers(tx: Tx, userIds: readonly string[], kind: NotificationKind, params: NotificationParams): Promise<number> {
  return insertNotifications(tx, { userIds, kind, params });
}

/** Every active holder of `permission` (or `all`), but the users in `except` (whoever caused it). */
export async function notifyHolders(
  tx: Tx,
  params: { permission: Permission; except: readonly string[]; kind: NotificationKind; params: NotificationParams },
): Promise<number> {
  const candidates = await permissionCandidates(tx, params.permission);
  const userIds = candidates
    .filter((user) => !params.except.includes(user.id) && holdsPermission(normalizePermissions(user.permissions), params.permission))
    .map((user) => user.id);
  return notifyUsers(tx, userIds, params.kind, params.params);
}

/** A run posted profit rows: one notification per member user of the run, one statement (docs/operations.md §14). */
export function notifyProfitPosted(
  tx: Tx,
  run: { runId: string; year: number; month: number; currency: string; kind: 'investor' | 'commission' },
): Promise<number> {
  return notifyRunMembers(tx, run);
}

/** The bell's page when the query names none, and its one order (the cursor names it, as a list's does). */
const NOTIFICATION_PAGE_DEFAULT = '20';
const NOTIFICATION_SORT: SortValue<'at'> = 'at-desc';

const toNotification = (row: NotificationRecord): TNotification => ({
  id: row.id,
  kind: row.kind as NotificationKind,
  params: (typeof row.params === 'string' ? JSON.parse(row.params) : (row.params ?? {})) as NotificationParams,
  createdAt: row.createdAt,
  read: row.read,
});

/**
 * A page of the user's notifications, newest first, with the cursor of the older ones (keyset, as
 * the lists page, docs/operations.md §14): a forged cursor is refused before any SQL runs.
 */
export async function listOwnNotifications(deps: Deps, userId: string, query: TListNotificationsQuery): Promise<TNotificationList> {
  const db = deps.database.db;
  const limit = Number(query.limit ?? NOTIFICATION_PAGE_DEFAULT);
  const sort = sortOfQuery(NOTIFICATION_SORT, query.cursor, () => NOTIFICATION_SORTS.at.kind, 'integer');
  const rows = await listNotifications(db, { userId, unreadOnly: query.unread === 'true', page: { sort, limit: limit + 1 } });
  const page = sortedPage(rows, limit, NOTIFICATION_SORT, toNotification);
  return { ...page, unread: await countUnread(db, userId) };
}

export async function markOwnRead(deps: Deps, userId: string, body: TMarkNotificationsBody): Promise<{ marked: number; unread: number }> {
  const db = deps.database.db;
  const marked = await markRead(db, { userId, id: 'id' in body ? body.id : null });
  if (marked === null) throw new AppError('NOTIFICATION_NOT_FOUND');
  return { marked, unread: await countUnread(db, userId) };
}
