import { and, eq, getTableColumns, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { UserSortColumn } from '../../contract/users';
import type { Tx } from '../client';
import { accounts, sessions, users, userStatusKey, utcMilliseconds } from '../schema';
import { containsPattern } from './keyset';
import { givenFilters, pageStatements, type FilteredShape } from './planned-once';
import { rowById, updateRowById } from './row-by-id';
import { keysetShape, keysetStatementPage, keysetValues, sortableColumns, type KeysetPage, type KeysetShape, type SortableColumn } from './sorted-keyset';

export type UserRecord = typeof users.$inferSelect;

export function findUserById(db: Tx, id: string): Promise<UserRecord | null> {
  return rowById(db, users, id);
}

/** Locks the row so that concurrent changes to one user are applied one after the other. */
export function findUserByIdForUpdate(db: Tx, id: string): Promise<UserRecord | null> {
  return rowById(db, users, id, true);
}

export async function findUserByEmail(db: Tx, email: string): Promise<UserRecord | null> {
  const rows = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return rows[0] ?? null;
}

export async function countUsers(db: Tx): Promise<number> {
  const rows = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  return rows[0]?.count ?? 0;
}

/** Who a user is and whether they may sign in: the columns a new user is given and every request reads. */
export type UserIdentity = {
  name: string;
  email: string;
  phone: string | null;
  type: string;
  isActive: boolean;
  canLogin: boolean;
};

export type InsertUserParams = UserIdentity & {
  id: string;
  approvedAt: Date | null;
  permissions: string[];
  passwordHash: string;
};

/** The user row and its credential account, as better-auth would write them, in one go. */
export async function insertUserWithPassword(db: Tx, params: InsertUserParams): Promise<UserRecord> {
  const { passwordHash, ...fields } = params;
  const [row] = await db.insert(users).values(fields).returning();
  if (!row) throw new Error('insert into users returned no row');
  await db.insert(accounts).values({
    id: `acc_${params.id}`,
    accountId: params.id,
    providerId: 'credential',
    userId: params.id,
    password: passwordHash,
  });
  return row;
}

export type UpdateUserParams = Partial<
  Pick<UserRecord, 'name' | 'phone' | 'type' | 'isActive' | 'canLogin' | 'permissions' | 'lastLogin' | 'approvedAt' | 'individualId'>
>;

export function updateUser(db: Tx, id: string, changes: UpdateUserParams): Promise<UserRecord> {
  return updateRowById(db, users, id, changes, 'user');
}

export async function deleteSessionsOfUser(db: Tx, userId: string): Promise<number> {
  const rows = await db.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
  return rows.length;
}

export async function deleteSessionByToken(db: Tx, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.token, token));
}

export async function deleteSessionById(db: Tx, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

export type ListUsersParams = KeysetPage<UserSortColumn> & {
  search?: string;
  type?: string;
  status?: 'pending' | 'active' | 'disabled' | 'inactive';
};

/**
 * PostgreSQL keeps microseconds but the API's dates only milliseconds: the sorts use the
 * millisecond value, so that rows created within one millisecond are ordered by id as the list shows them.
 */
const createdAtMs = utcMilliseconds(users.createdAt);
/** Pending sign-ups (active, never approved) first, then active, disabled and inactive users; each by creation. */
const statusQueue = userStatusKey(users);

/**
 * What the list sorts by, the id breaking ties; nullable columns are coalesced (a never-used login
 * sorts as oldest). Each expression is the one an index of db/schema/auth.ts holds (issue 31).
 */
export const USER_SORTS = sortableColumns({
  text: { status: statusQueue, name: users.name, email: users.email, phone: sql`coalesce(${users.phone}, '')`, type: users.type },
  time: { lastLogin: sql`coalesce(${utcMilliseconds(users.lastLogin)}, timestamptz 'epoch')`, createdAt: createdAtMs },
}) satisfies Record<UserSortColumn, SortableColumn>;

/**
 * The part of the status order's key (userStatusKey) a status filter keeps: said beside the filter,
 * it starts and ends the scan of the status index there instead of walking the users of every other
 * status first. Pending takes its active users that can log in too, as its filter does.
 */
const STATUS_KEYS = { pending: ['0', '2'], active: ['1', '2'], disabled: ['2', '3'], inactive: ['3', '4'] } as const;

function statusKeyRange(status: ListUsersParams['status']): SQL | undefined {
  if (!status) return undefined;
  const [from, before] = STATUS_KEYS[status];
  return sql`${statusQueue} >= ${from} and ${statusQueue} < ${before}`;
}

function statusCondition(status: ListUsersParams['status']): SQL | undefined {
  switch (status) {
    case 'pending':
      return and(eq(users.isActive, true), sql`${users.approvedAt} is null`);
    case 'active':
      return and(eq(users.isActive, true), eq(users.canLogin, true));
    case 'disabled':
      return and(eq(users.isActive, true), eq(users.canLogin, false), sql`${users.approvedAt} is not null`);
    case 'inactive':
      return eq(users.isActive, false);
    default:
      return undefined;
  }
}

const placeholder = sql.placeholder;

/** The filters a page names whose values are the statement's placeholders (a search's is its `pattern`). */
const USER_FILTERS = {
  search: () => or(ilike(users.name, placeholder('pattern')), ilike(users.email, placeholder('pattern')), ilike(users.phone, placeholder('pattern'))),
  type: () => eq(users.type, placeholder('type')),
};

type UserFilter = keyof typeof USER_FILTERS;

/**
 * What decides the text of a page's statement: the keyset's shape, the filters given, and the
 * status, whose condition and key range are written in the statement (planned once: each status
 * reads its own range of the status index).
 */
type PageShape = KeysetShape<UserSortColumn> & FilteredShape<UserFilter> & { status: ListUsersParams['status'] | null };

/**
 * The page of every visit, one statement per shape (planned-once.ts); a search or a type is planned
 * for its value. The user's columns are selected flat: a nested selection is built again for each row.
 */
const pageStatement = pageStatements('users_page', (db: Tx, shape: PageShape) => {
  const status = shape.status ?? undefined;
  return keysetStatementPage(
    (sortValue) =>
      db
        .select({ ...getTableColumns(users), sortValue })
        .from(users)
        .$dynamic(),
    USER_SORTS,
    users.id,
    shape,
    [...shape.filters.map((filter) => USER_FILTERS[filter]()), statusCondition(status), statusKeyRange(status)],
  );
});

export function listUsers(db: Tx, params: ListUsersParams): Promise<Array<UserRecord & { sortValue: string }>> {
  const { search, type, status } = params;
  const shape: PageShape = { ...keysetShape(params.sort), filters: givenFilters(Object.keys(USER_FILTERS) as UserFilter[], params), status: status ?? null };
  return pageStatement(db, shape, { ...keysetValues(params), pattern: search ? containsPattern(search) : undefined, type });
}
