import { randomUUID } from 'node:crypto';
import { holdsAny, holdsPermission } from '../../../contract/permissions';
import {
  SAVED_VIEW_LISTS,
  SHARED_VIEW_PERMISSION,
  type SavedViewList,
  type TSavedView,
  type TSavedViews,
  type TSaveViewRequest,
} from '../../../contract/saved-views';
import { zSavedListView } from '../../../contract/list-view';
import {
  deleteSavedView,
  findSavedViewByNameForUpdate,
  findVisibleSavedView,
  insertSavedView,
  listSavedViews,
  updateSavedView,
  type SavedViewRecord,
} from '../../../db/queries/saved-views';
import { violatedUniqueIndex } from '../../../db/queries/unique-violation';
import { AppError } from '../../app-error';
import type { Deps } from '../../deps';
import type { SessionUser } from '../../plugins/access';
import { serverDay } from '../server-day';

type Viewer = Pick<SessionUser, 'id' | 'permissions'>;

/** A list's saved views are read with the list's own permissions (contract/saved-views.ts). */
function requireListAccess(user: Viewer, list: SavedViewList): void {
  if (!holdsAny(user.permissions, SAVED_VIEW_LISTS[list])) throw new AppError('FORBIDDEN');
}

const mayShare = (user: Viewer) => holdsPermission(user.permissions, SHARED_VIEW_PERMISSION);

function toSavedView(row: SavedViewRecord, user: Viewer): TSavedView {
  const shared = row.ownerId === null;
  return {
    id: row.id,
    list: row.list as SavedViewList,
    name: row.name,
    shared,
    editable: shared ? mayShare(user) : row.ownerId === user.id,
    // Stored only after the list-view contract accepted it; read back through it all the same.
    view: zSavedListView.parse(row.view),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The user's own views of a list, then the shared ones; and the company's day for the date presets. */
export async function listViews(deps: Deps, user: Viewer, list: SavedViewList): Promise<TSavedViews> {
  requireListAccess(user, list);
  const rows = await listSavedViews(deps.database.db, { list, userId: user.id });
  return { today: serverDay(), items: rows.map((row) => toSavedView(row, user)) };
}

/**
 * Saves a view under its name, for the user or (an administrator) for everyone: a new one, or with
 * `replace` the owner's view of that name. The unique index decides under concurrency.
 */
export async function saveView(deps: Deps, user: Viewer, body: TSaveViewRequest): Promise<TSavedView> {
  requireListAccess(user, body.list);
  if (body.shared && !mayShare(user)) throw new AppError('FORBIDDEN');
  const owner = body.shared ? null : user.id;
  try {
    const saved = await deps.database.db.transaction(async (tx) => {
      const existing = await findSavedViewByNameForUpdate(tx, { owner, list: body.list, name: body.name });
      if (existing && !body.replace) throw nameTaken();
      if (existing) return updateSavedView(tx, { id: existing.id, view: body.view });
      return insertSavedView(tx, { id: randomUUID(), owner, list: body.list, name: body.name, view: body.view });
    });
    return toSavedView(saved, user);
  } catch (error) {
    if (violatedUniqueIndex(error) === 'saved_views_owner_list_name') throw nameTaken();
    throw error;
  }
}

const nameTaken = () => new AppError('SAVED_VIEW_NAME_TAKEN', { fields: [{ path: 'name', issue: 'invalid_value' }] });

/** Deletes the user's own view, or (an administrator) a shared one; another user's own view is not found. */
export async function deleteView(deps: Deps, user: Viewer, id: string): Promise<void> {
  const row = await findVisibleSavedView(deps.database.db, { id, userId: user.id });
  if (!row) throw new AppError('SAVED_VIEW_NOT_FOUND');
  requireListAccess(user, row.list as SavedViewList);
  if (row.ownerId === null && !mayShare(user)) throw new AppError('FORBIDDEN');
  await deleteSavedView(deps.database.db, row.id);
}
