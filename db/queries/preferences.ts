import { and, eq } from 'drizzle-orm';
import type { Tx } from '../client';
import { userPreferences } from '../schema';

export type PreferenceParams = { userId: string; key: string };

export async function findPreference(db: Tx, params: PreferenceParams): Promise<unknown> {
  const rows = await db
    .select({ preference: userPreferences.preference })
    .from(userPreferences)
    .where(and(eq(userPreferences.userId, params.userId), eq(userPreferences.key, params.key)))
    .limit(1);
  return rows[0]?.preference ?? null;
}

export async function upsertPreference(db: Tx, params: PreferenceParams & { preference: unknown }): Promise<void> {
  await db
    .insert(userPreferences)
    .values({ userId: params.userId, key: params.key, preference: params.preference })
    .onConflictDoUpdate({ target: [userPreferences.userId, userPreferences.key], set: { preference: params.preference, updatedAt: new Date() } });
}
