import { asc } from 'drizzle-orm';
import type { Tx } from '../client';
import { userTypes } from '../schema';

export type UserTypeRecord = typeof userTypes.$inferSelect;

export async function listUserTypes(db: Tx): Promise<UserTypeRecord[]> {
  return db.select().from(userTypes).orderBy(asc(userTypes.code));
}

export async function upsertUserTypes(db: Tx, rows: UserTypeRecord[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(userTypes).values(rows).onConflictDoNothing();
}
