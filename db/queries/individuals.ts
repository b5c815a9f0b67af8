import { eq, getTableColumns, ilike, or, type SQL } from 'drizzle-orm';
import type { IndividualSortColumn } from '../../contract/individuals';
import type { Tx } from '../client';
import { individuals } from '../schema';
import { containsPattern } from './keyset';
import { rowById, updateRowById } from './row-by-id';
import { ascendingStart, keysetOrder, keysetPage, sortableColumns, type KeysetPage, type SortableColumn } from './sorted-keyset';

export type IndividualRecord = typeof individuals.$inferSelect;
export type IndividualFields = Pick<IndividualRecord, 'name' | 'phone' | 'email' | 'type' | 'nni' | 'nationality' | 'isActive'>;

export function findIndividualById(db: Tx, id: string): Promise<IndividualRecord | null> {
  return rowById(db, individuals, id);
}

export function findIndividualByIdForUpdate(db: Tx, id: string): Promise<IndividualRecord | null> {
  return rowById(db, individuals, id, true);
}

export async function insertIndividual(db: Tx, params: IndividualFields & { id: string }): Promise<IndividualRecord> {
  const [row] = await db.insert(individuals).values(params).returning();
  if (!row) throw new Error('insert into individuals returned no row');
  return row;
}

export function updateIndividual(db: Tx, id: string, changes: Partial<IndividualFields>): Promise<IndividualRecord> {
  return updateRowById(db, individuals, id, changes, 'individual');
}

/** What the list sorts by (name first by default, served by index individuals_name_id_idx). */
export const INDIVIDUAL_SORTS = sortableColumns({
  text: { name: individuals.name, email: individuals.email, type: individuals.type, nni: individuals.nni, nationality: individuals.nationality },
  boolean: { active: individuals.isActive },
  time: { createdAt: individuals.createdAt },
}) satisfies Record<IndividualSortColumn, SortableColumn>;

export type ListIndividualsParams = KeysetPage<IndividualSortColumn> & {
  search?: string;
  type?: string;
  isActive?: boolean;
};

/** Search covers name (trigram index), e-mail, phone and NNI. */
function searchCondition(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  return or(ilike(individuals.name, pattern), ilike(individuals.email, pattern), ilike(individuals.phone, pattern), ilike(individuals.nni, pattern));
}

export async function listIndividuals(db: Tx, params: ListIndividualsParams): Promise<Array<IndividualRecord & { sortValue: string }>> {
  const order = keysetOrder(INDIVIDUAL_SORTS, individuals.id, params.sort);
  const conditions = [
    searchCondition(params.search),
    params.type ? eq(individuals.type, params.type) : undefined,
    params.isActive === undefined ? undefined : eq(individuals.isActive, params.isActive),
    ascendingStart(params.sort, 'name', individuals.name),
  ];
  const query = db.select({ ...getTableColumns(individuals), sortValue: order.sortValue }).from(individuals);
  return keysetPage(query.$dynamic(), order, conditions, params.limit);
}
