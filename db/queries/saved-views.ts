import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Tx } from '../client';
import { savedViews } from '../schema';

export type SavedViewRecord = typeof savedViews.$inferSelect;
/** The owner of a view: a user's id, or null for a view shared with everyone. */
export type ViewOwner = string | null;

const ownedBy = (owner: ViewOwner) => (owner === null ? isNull(savedViews.ownerId) : eq(savedViews.ownerId, owner));

/** A list's views the user sees: their own, then the shared ones, each by name. */
export async function listSavedViews(db: Tx, params: { list: string; userId: string }): Promise<SavedViewRecord[]> {
  return db
    .select()
    .from(savedViews)
    .where(and(eq(savedViews.list, params.list), or(eq(savedViews.ownerId, params.userId), isNull(savedViews.ownerId))))
    .orderBy(sql`${savedViews.ownerId} is null`, asc(savedViews.name), asc(savedViews.id));
}

/** One view, if the user sees it (their own or a shared one); another user's own view is never read. */
export async function findVisibleSavedView(db: Tx, params: { id: string; userId: string }): Promise<SavedViewRecord | null> {
  const rows = await db
    .select()
    .from(savedViews)
    .where(and(eq(savedViews.id, params.id), or(eq(savedViews.ownerId, params.userId), isNull(savedViews.ownerId))))
    .limit(1);
  return rows[0] ?? null;
}

/** The owner's view of that name for the list, locked for the write that follows. */
export async function findSavedViewByNameForUpdate(db: Tx, params: { owner: ViewOwner; list: string; name: string }): Promise<SavedViewRecord | null> {
  const rows = await db
    .select()
    .from(savedViews)
    .where(and(ownedBy(params.owner), eq(savedViews.list, params.list), eq(savedViews.name, params.name)))
    .limit(1)
    .for('update');
  return rows[0] ?? null;
}

export async function insertSavedView(db: Tx, row: { id: string; owner: ViewOwner; list: string; name: string; view: unknown }): Promise<SavedViewRecord> {
  const [saved] = await db.insert(savedViews).values({ id: row.id, ownerId: row.owner, list: row.list, name: row.name, view: row.view }).returning();
  return saved!;
}

export async function updateSavedView(db: Tx, params: { id: string; view: unknown }): Promise<SavedViewRecord> {
  const [saved] = await db.update(savedViews).set({ view: params.view, updatedAt: new Date() }).where(eq(savedViews.id, params.id)).returning();
  return saved!;
}

export async function deleteSavedView(db: Tx, id: string): Promise<void> {
  await db.delete(savedViews).where(eq(savedViews.id, id));
}
