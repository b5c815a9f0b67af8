import { and, asc, eq, gte, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../client';
import { individuals } from '../schema';
import { containsPattern } from './keyset';

export type IndividualRecord = typeof individuals.$inferSelect;
export type IndividualFields = Pick<IndividualRecord, 'name' | 'phone' | 'email' | 'type' | 'nni' | 'nationality' | 'isActive'>;

export async function findIndividualById(db: Tx, id: string): Promise<IndividualRecord | null> {
  const rows = await db.select().from(individuals).where(eq(individuals.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function findIndividualByIdForUpdate(db: Tx, id: string): Promise<IndividualRecord | null> {
  const rows = await db.select().from(individuals).where(eq(individuals.id, id)).limit(1).for('update');
  return rows[0] ?? null;
}

export async function insertIndividual(db: Tx, params: IndividualFields & { id: string }): Promise<IndividualRecord> {
  const [row] = await db.insert(individuals).values(params).returning();
  if (!row) throw new Error('insert into individuals returned no row');
  return row;
}

export async function updateIndividual(db: Tx, id: string, changes: Partial<IndividualFields>): Promise<IndividualRecord> {
  const [row] = await db
    .update(individuals)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(individuals.id, id))
    .returning();
  if (!row) throw new Error(`individual ${id} vanished during update`);
  return row;
}

export type ListIndividualsParams = {
  search?: string;
  type?: string;
  isActive?: boolean;
  /** Keyset position: name and id of the last row seen (index individuals_name_id_idx). */
  after?: { name: string; id: string };
  limit: number;
};

/** Search covers name (trigram index), e-mail, phone and NNI. */
function searchCondition(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  return or(ilike(individuals.name, pattern), ilike(individuals.email, pattern), ilike(individuals.phone, pattern), ilike(individuals.nni, pattern));
}

export async function listIndividuals(db: Tx, params: ListIndividualsParams): Promise<IndividualRecord[]> {
  const conditions = [
    searchCondition(params.search),
    params.type ? eq(individuals.type, params.type) : undefined,
    params.isActive === undefined ? undefined : eq(individuals.isActive, params.isActive),
    // The plain `name >=` lets the planner start the index scan at the cursor; the row comparison breaks ties.
    params.after ? gte(individuals.name, params.after.name) : undefined,
    params.after ? sql`(${individuals.name}, ${individuals.id}) > (${params.after.name}, ${params.after.id})` : undefined,
  ].filter((condition): condition is SQL => condition !== undefined);
  return db
    .select()
    .from(individuals)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(asc(individuals.name), asc(individuals.id))
    .limit(params.limit);
}
