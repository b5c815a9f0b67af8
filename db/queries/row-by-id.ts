import { eq } from 'drizzle-orm';
import type { Tx } from '../client';
import type { individuals, users } from '../schema';

/** The tables whose rows are read whole by their id. */
type TableById = typeof users | typeof individuals;

/**
 * The row of `table` with this id, or null. With `lock`, its row lock is taken (select … for
 * update), so that concurrent changes to one row are applied one after the other.
 */
export async function rowById<Table extends TableById>(db: Tx, table: Table, id: string, lock = false): Promise<Table['$inferSelect'] | null> {
  const query = db
    .select()
    .from(table as TableById)
    .where(eq(table.id, id))
    .limit(1);
  const rows = await (lock ? query.for('update') : query);
  return rows[0] ?? null;
}

/**
 * Changes the row of `table` with this id, stamping its `updatedAt`, and answers the row as it now
 * stands; a row that vanished meanwhile (its caller read it under lock) is a bug, thrown as such.
 */
export async function updateRowById<Table extends TableById>(
  db: Tx,
  table: Table,
  id: string,
  changes: Partial<Table['$inferInsert']>,
  noun: string,
): Promise<Table['$inferSelect']> {
  const [row] = await db
    .update(table as TableById)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(table.id, id))
    .returning();
  if (!row) throw new Error(`${noun} ${id} vanished during update`);
  return row;
}
