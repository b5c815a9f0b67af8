import { and, asc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { Tx } from '../client';
import { individuals } from '../schema';

/** `%text%` for ILIKE with %, _ and \ taken literally. */
export function infixPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export type LookupIndividualsParams = { search?: string; type?: string; limit: number };

/** Active individuals by infix of the name (trigram index), for pickers: id, name and type only. */
export async function lookupIndividuals(db: Tx, params: LookupIndividualsParams) {
  const conditions = [
    eq(individuals.isActive, true),
    params.search ? ilike(individuals.name, infixPattern(params.search)) : undefined,
    params.type ? eq(individuals.type, params.type) : undefined,
  ].filter((condition): condition is SQL => condition !== undefined);
  return db
    .select({ id: individuals.id, name: individuals.name, type: individuals.type })
    .from(individuals)
    .where(and(...conditions))
    .orderBy(asc(individuals.name), asc(individuals.id))
    .limit(params.limit);
}

/** The individuals of the given ids that exist, locked so that they stay while an operation refers to them. */
export async function findIndividualIds(db: Tx, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: individuals.id }).from(individuals).where(inArray(individuals.id, ids)).for('share');
  return new Set(rows.map((row) => row.id));
}
