import type { Permission } from '../../../contract/permissions';
import { normalizePermissions } from '../../../contract/permissions';
import type { UserType } from '../../../contract/user-types';
import type { TListUsersQuery, TUserPage, TUserRow } from '../../../contract/users';
import { insertAudit } from '../../../db/queries/audit';
import { findIndividualById } from '../../../db/queries/individuals';
import { deleteSessionsOfUser, findUserByIdForUpdate, listUsers, updateUser, type UpdateUserParams, type UserRecord } from '../../../db/queries/users';
import { AppError } from '../../app-error';
import type { App } from '../../app';
import type { Tx } from '../../../db/client';
import { accountApprovedMail } from '../../mail/templates';
import type { AuditContext } from '../audit-context';
import { auditUser, toUserRow } from './user-view';

type Cursor = { rank: number; createdAt: Date; id: string };

function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.rank, cursor.createdAt.toISOString(), cursor.id])).toString('base64url');
}

function decodeCursor(text: string): Cursor {
  try {
    const [rank, createdAt, id] = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as unknown[];
    const date = new Date(String(createdAt));
    if ((rank === 0 || rank === 1) && typeof id === 'string' && !Number.isNaN(date.getTime())) return { rank, createdAt: date, id };
  } catch {
    // falls through to the refusal below
  }
  throw new AppError('VALIDATION_FAILED', { fields: [{ path: 'cursor', issue: 'invalid_value' }] });
}

export async function listUserPage(app: App, query: TListUsersQuery): Promise<TUserPage> {
  const limit = Number.parseInt(query.limit ?? '25', 10);
  const rows = await listUsers(app.database.db, {
    search: query.search || undefined,
    type: query.type,
    status: query.status,
    after: query.cursor ? decodeCursor(query.cursor) : undefined,
    limit: limit + 1,
  });
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map(toUserRow),
    nextCursor: rows.length > limit && last ? encodeCursor({ rank: last.rank, createdAt: last.createdAt, id: last.id }) : null,
  };
}

type Change = (row: UserRecord, tx: Tx) => UpdateUserParams | Promise<UpdateUserParams>;

/**
 * One change to one user: row lock, change, sessions ended when access is withdrawn, audit with
 * before and after — all in one transaction.
 */
async function changeUser(app: App, params: { id: string; action: string; context: AuditContext; change: Change; endsSessions: boolean }) {
  const { row, before } = await app.database.db.transaction(async (tx) => {
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

export async function approveUser(app: App, id: string, context: AuditContext): Promise<TUserRow> {
  const { row, before } = await changeUser(app, {
    id,
    action: 'user.approve',
    context,
    endsSessions: false,
    change: (current) => ({ canLogin: true, approvedAt: current.approvedAt ?? new Date() }),
  });
  if (!before.canLogin) await app.mailer.send(accountApprovedMail({ to: row.email, link: `${app.config.appUrl}/login` }));
  return row;
}

export async function disableLogin(app: App, id: string, context: AuditContext): Promise<TUserRow> {
  refuseSelf(context, id);
  const { row } = await changeUser(app, {
    id,
    action: 'user.disable-login',
    context,
    endsSessions: true,
    change: (current) => ({ canLogin: false, approvedAt: current.approvedAt ?? new Date() }),
  });
  return row;
}

export async function setActive(app: App, id: string, isActive: boolean, context: AuditContext): Promise<TUserRow> {
  if (!isActive) refuseSelf(context, id);
  const { row } = await changeUser(app, {
    id,
    action: isActive ? 'user.activate' : 'user.deactivate',
    context,
    endsSessions: !isActive,
    change: () => ({ isActive }),
  });
  return row;
}

export async function setUserType(app: App, id: string, type: UserType, context: AuditContext): Promise<TUserRow> {
  const { row } = await changeUser(app, { id, action: 'user.type', context, endsSessions: false, change: () => ({ type }) });
  return row;
}

export async function setPermissions(app: App, id: string, permissions: Permission[], context: AuditContext): Promise<TUserRow> {
  const next = normalizePermissions(permissions);
  const { row } = await changeUser(app, {
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
export async function linkIndividual(app: App, id: string, individualId: string | null, context: AuditContext): Promise<TUserRow> {
  const { row } = await changeUser(app, {
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
