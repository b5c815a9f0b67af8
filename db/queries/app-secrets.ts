import { eq } from 'drizzle-orm';
import type { Tx } from '../client';
import { appSecrets } from '../schema';

/** Returns the stored secret, storing `candidate` first if none exists (first instance wins). */
export async function ensureAppSecret(db: Tx, name: string, candidate: string): Promise<string> {
  await db.insert(appSecrets).values({ name, secret: candidate }).onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, name)).limit(1);
  if (!row) throw new Error(`secret ${name} could not be stored`);
  return row.secret;
}
