import { sql, type SQL } from 'drizzle-orm';
import type { LinkSortColumn } from '../../contract/mediator-percentages';
import type { Tx } from '../client';
import { rowsOf } from './raw-rows';
import { keysetOrder, sortableColumns, type KeysetPage, type SortableColumn } from './sorted-keyset';

/** A link with the names the screens show; `percentage` is the column's decimal text. */
export type MediatorLinkRecord = {
  id: string;
  mediatorId: string;
  mediatorName: string;
  mediatorType: string;
  investorId: string;
  investorName: string;
  investorIndividualId: string;
  percentage: string;
  subscriptionDate: string;
  status: 'active' | 'inactive';
  createdAt: string;
};

const LINK_COLUMNS = sql.raw(`select mp.id, mp.mediator_id as "mediatorId", m.name as "mediatorName", m.type as "mediatorType",
    mp.investor_id as "investorId", i.name as "investorName", s.individual_id as "investorIndividualId",
    mp.percentage::text as percentage, s.subscription_date::text as "subscriptionDate", mp.status,
    to_char(mp.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "createdAt"`);
const LINK_TABLES = sql.raw(` from mediator_percentages mp
  join individuals m on m.id = mp.mediator_id
  join subscribers s on s.id = mp.investor_id
  join individuals i on i.id = s.individual_id`);
const SELECT_LINKS = sql`${LINK_COLUMNS}${LINK_TABLES}`;

/** What the links list sorts by, the link's id breaking ties (aliases of the query above). */
export const LINK_SORTS = sortableColumns({
  text: { mediator: sql.raw('m.name'), investor: sql.raw('i.name'), status: sql.raw('mp.status') },
  decimal: { percentage: sql.raw('mp.percentage') },
  day: { subscriptionDate: sql.raw('s.subscription_date') },
  time: { createdAt: sql.raw('mp.created_at') },
}) satisfies Record<LinkSortColumn, SortableColumn>;

export type ListLinksParams = KeysetPage<LinkSortColumn> & {
  mediatorId?: string;
  investorId?: string;
  status?: 'active' | 'inactive';
};

export function listMediatorLinks(db: Tx, params: ListLinksParams): Promise<Array<MediatorLinkRecord & { sortValue: string }>> {
  const order = keysetOrder(LINK_SORTS, sql.raw('mp.id'), params.sort);
  const conditions: SQL[] = [sql`true`];
  if (params.mediatorId) conditions.push(sql`mp.mediator_id = ${params.mediatorId}`);
  if (params.investorId) conditions.push(sql`mp.investor_id = ${params.investorId}`);
  if (params.status) conditions.push(sql`mp.status = ${params.status}`);
  if (order.where) conditions.push(order.where);
  return rowsOf<MediatorLinkRecord & { sortValue: string }>(
    db,
    sql`${LINK_COLUMNS}, ${order.sortValue} as "sortValue"${LINK_TABLES} where ${sql.join(conditions, sql` and `)} order by ${sql.join(order.orderBy, sql`, `)} limit ${params.limit}`,
  );
}

/** Every active link, for the commission calculation and the mediator tab. */
export function activeMediatorLinks(db: Tx): Promise<MediatorLinkRecord[]> {
  return rowsOf<MediatorLinkRecord>(db, sql`${SELECT_LINKS} where mp.status = 'active' order by m.name, i.name, mp.id`);
}

export async function findMediatorLink(db: Tx, id: string, forUpdate = false): Promise<MediatorLinkRecord | null> {
  const lock = forUpdate ? sql` for update of mp` : sql``;
  const [row] = await rowsOf<MediatorLinkRecord>(db, sql`${SELECT_LINKS} where mp.id = ${id}${lock}`);
  return row ?? null;
}

export type LinkFields = { mediatorId: string; investorId: string; percentage: string; status: 'active' | 'inactive' };

export async function insertMediatorLink(db: Tx, params: LinkFields & { id: string }): Promise<void> {
  await db.execute(
    sql`insert into mediator_percentages (id, mediator_id, investor_id, percentage, status)
        values (${params.id}, ${params.mediatorId}, ${params.investorId}, ${params.percentage}::numeric, ${params.status})`,
  );
}

export async function updateMediatorLink(db: Tx, id: string, params: LinkFields): Promise<void> {
  await db.execute(
    sql`update mediator_percentages set mediator_id = ${params.mediatorId}, investor_id = ${params.investorId},
          percentage = ${params.percentage}::numeric, status = ${params.status}, updated_at = now() where id = ${id}`,
  );
}

export async function deleteMediatorLink(db: Tx, id: string): Promise<void> {
  await db.execute(sql`delete from mediator_percentages where id = ${id}`);
}

/** The two parties of a link as stored: is the mediator an individual, which individual holds the subscriber. */
export async function findLinkParties(
  db: Tx,
  params: { mediatorId: string; investorId: string },
): Promise<{ mediatorExists: boolean; investorIndividualId: string | null }> {
  const [row] = await rowsOf<{ mediatorExists: boolean; investorIndividualId: string | null }>(
    db,
    sql`select exists(select 1 from individuals where id = ${params.mediatorId}) as "mediatorExists",
          (select individual_id from subscribers where id = ${params.investorId}) as "investorIndividualId"`,
  );
  return row ?? { mediatorExists: false, investorIndividualId: null };
}

export const MEDIATOR_LINK_PAIR_INDEX = 'mediator_percentages_pair_key';
