import type { Permission } from '../../../contract/permissions';
import { normalizePermissions } from '../../../contract/permissions';
import type { UserType } from '../../../contract/user-types';
import type { TListUsersQuery, TUserPage, TUserRow } from '../../../contract/users';
import { insertAudit } from '../../../db/queries/audit';
import { findIndividualById } from '../../../db/queries/individuals';
import {
  deleteSessionsOfUser,
  findUserByIdForUpdate,
  listUsers,
  updateUser,
  USER_SORTS,
  type UpdateUserParams,
  type UserRecord,
} from '../../../db/queries/users';
import { AppError } from '../../app-error';
import type { Deps } from '../../deps';
import type { Tx } from '../../../db/client';
import { accountApprovedMail } from '../../mail/templates';
import type { AuditContext } from '../audit-context';
import { sortedListPage } from '../sorted-cursor';
import { auditUser, toUserRow } from './user-view';

export async function listUserPage(deps: Deps, query: TListUsersQuery): Promise<TUserPage> {
  const filters = { search: query.search || undefined, type: query.type, status: query.status };
  const list = { sorts: USER_SORTS, defaultSort: 'status-asc' } as const;
  return sortedListPage(query, list, (page) => listUsers(deps.database.db, { ...filters, ...page }), toUserRow);
}

type Change = (row: UserRecord, tx: Tx) => UpdateUserParams | Promise<UpdateUserParams>;

/**
 * One change to one user: row lock, change, sessions ended when access is withdrawn, audit with
 * before and after — all in one transaction.
 */
async function changeUser(deps: Deps, params: { id: string; action: string; context: AuditContext; change: Change; endsSessions: boolean }) {
  const { row, before } = await deps.database.db.transaction(async (tx) => {
    const current = await findUserByIdForUpdate(tx, params.id);
    if (!current) throw new AppError('USER_NOT_FOUND');
    const updated = await updateUser(tx, current.id, await params.change(current, tx));
    if (params.endsSessions) await deleteSessionsOfUser(tx, current.id);
    await insertAudit(tx, {
      ...params.context,
      action: params.action,
      entity: 'user',
      entityId: current.id,
      before: auditUser(current),
      after: auditUser(updated),
    });
    return { row: updated, before: current };
  });
  return { row: toUserRow(row), before };
}

function refuseSelf(context: AuditContext, id: string) {
  if (context.actorId === id) throw new AppError('CANNOT_CHANGE_SELF');
}

export async function approveUser(deps: Deps, id: string, context: AuditContext): Promise<TUserRow> {
  const { row, before } = await changeUser(deps, {
    id,
    action: 'user.approve',
    context,
    endsSessions: false,
    change: (current) => ({ canLogin: true, approvedAt: current.approvedAt ?? new Date() }),
  });
  if (!before.canLogin) await deps.mailer.send(accountApprovedMail({ to: row.email, link: `${deps.config.appUrl}/login` }));
  return row;
}

export async function disableLogin(deps: Deps, id: string, context: AuditContext): Promise<TUserRow> {
  refuseSelf(context, id);
  const { row } = await changeUser(deps, {
    id,
    action: 'user.disable-login',
    context,
    endsSessions: true,
    change: (current) => ({ canLogin: false, approvedAt: current.approvedAt ?? new Date() }),
  });
  return row;
}

export async function setActive(deps: Deps, id: string, isActive: boolean, context: AuditContext): Promise<TUserRow> {
  if (!isActive) refuseSelf(context, id);
  const { row } = await changeUser(deps, {
    id,
    action: isActive ? 'user.activate' : 'user.deactivate',
    context,
    endsSessions: !isActive,
    change: () => ({ isActive }),
  });
  return row;
}

export async function setUserType(deps: Deps, id: string, type: UserType, context: AuditContext): Promise<TUserRow> {
  const { row } = await changeUser(deps, { id, action: 'user.type', context, endsSessions: false, change: () => ({ type }) });
  return row;
}

export async function setPermissions(deps: Deps, id: string, permissions: Permission[], context: AuditContext): Promise<TUserRow> {
  const next = normalizePermissions(permissions);
  const { row } = await changeUser(deps, {
    id,
    action: 'user.permissions',
    context,
    endsSessions: false,
    change: (current) => {
      const heldAll = normalizePermissions(current.permissions).includes('all');
      if (context.actorId === id && heldAll && !next.includes('all')) throw new AppError('CANNOT_CHANGE_SELF');
      return { permissions: next };
    },
  });
  return row;
}

/** Members see only their own individual's data: the link says which one (docs/permissions.md §7). */
export async function linkIndividual(deps: Deps, id: string, individualId: string | null, context: AuditContext): Promise<TUserRow> {
  const { row } = await changeUser(deps, {
    id,
    action: 'user.individual',
    context,
    endsSessions: false,
    change: async (_current, tx) => {
      if (individualId !== null && !(await findIndividualById(tx, individualId))) throw new AppError('INDIVIDUAL_NOT_FOUND');
      return { individualId };
    },
  });
  return row;
}
