import { eq } from 'drizzle-orm';
import type { Tx } from '../client';
import { outbox } from '../schema';

export type InsertOutboxParams = { recipient: string; subject: string; body: string };

export async function insertOutbox(db: Tx, params: InsertOutboxParams): Promise<bigint> {
  const [row] = await db.insert(outbox).values(params).returning({ id: outbox.id });
  if (!row) throw new Error('insert into outbox returned no row');
  return row.id;
}

export async function markOutboxSent(db: Tx, id: bigint, error: string | null): Promise<void> {
  await db
    .update(outbox)
    .set(error ? { error } : { sentAt: new Date(), error: null })
    .where(eq(outbox.id, id));
}
