import { aliasedTable, and, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { AllocationSortColumn } from '../../contract/subscribers';
import { parseCurrency, type Currency } from '../../domain';
import type { Tx } from '../client';
import { minorToNumeric, numericToMinor } from '../money-columns';
import { individuals, subAllocations, subscribers } from '../schema';
import { keysetOrder, keysetPage, sortableColumns, type KeysetPage, type SortableColumn } from './sorted-keyset';

export type Allocation = {
  id: string;
  primarySubscriberId: string;
  primaryName: string;
  subSubscriberId: string;
  subName: string;
  currency: Currency;
  amountMinor: bigint;
  primarySubscriptionAmountMinor: bigint;
  status: string;
  /** ISO text to the microsecond, as the list sorts by it. */
  createdAt: string;
};

const primary = aliasedTable(subscribers, 'primary_subscriber');
const primaryPerson = aliasedTable(individuals, 'primary_person');
const sub = aliasedTable(subscribers, 'sub_subscriber');
const subPerson = aliasedTable(individuals, 'sub_person');

const columns = {
  id: subAllocations.id,
  primarySubscriberId: subAllocations.primarySubscriberId,
  primaryName: primaryPerson.name,
  subSubscriberId: subAllocations.subSubscriberId,
  subName: subPerson.name,
  currency: primary.currency,
  amount: subAllocations.amount,
  primarySubscriptionAmount: primary.subscriptionAmount,
  status: subAllocations.status,
  createdAt: sql<string>`to_char(${subAllocations.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
};

/** What the allocations list sorts by, the allocation's id breaking ties. */
export const ALLOCATION_SORTS = sortableColumns({
  text: { primary: primaryPerson.name, sub: subPerson.name, status: subAllocations.status },
  decimal: { amount: subAllocations.amount },
  time: { createdAt: subAllocations.createdAt },
}) satisfies Record<AllocationSortColumn, SortableColumn>;

type Selected = Awaited<ReturnType<typeof selectAllocations<Record<never, SQL>>>>[number];

function toAllocation(row: Selected): Allocation {
  const currency = parseCurrency(row.currency);
  return {
    ...row,
    currency,
    amountMinor: numericToMinor(row.amount, currency),
    primarySubscriptionAmountMinor: numericToMinor(row.primarySubscriptionAmount, currency),
  };
}

function selectAllocations<Extra extends Record<string, SQL>>(db: Tx, extra: Extra = {} as Extra) {
  return db
    .select({ ...columns, ...extra })
    .from(subAllocations)
    .innerJoin(primary, eq(primary.id, subAllocations.primarySubscriberId))
    .innerJoin(primaryPerson, eq(primaryPerson.id, primary.individualId))
    .innerJoin(sub, eq(sub.id, subAllocations.subSubscriberId))
    .innerJoin(subPerson, eq(subPerson.id, sub.individualId));
}

export async function findAllocation(db: Tx, id: string): Promise<Allocation | null> {
  const rows = await selectAllocations(db).where(eq(subAllocations.id, id)).limit(1);
  return rows[0] ? toAllocation(rows[0]) : null;
}

export type ListAllocationsParams = { primarySubscriberId?: string; status?: string } & KeysetPage<AllocationSortColumn>;

export async function listAllocations(db: Tx, params: ListAllocationsParams): Promise<Array<Allocation & { sortValue: string }>> {
  const order = keysetOrder(ALLOCATION_SORTS, subAllocations.id, params.sort);
  const conditions = [
    params.primarySubscriberId ? eq(subAllocations.primarySubscriberId, params.primarySubscriberId) : undefined,
    params.status ? eq(subAllocations.status, params.status) : undefined,
  ];
  const rows = await keysetPage(selectAllocations(db, { sortValue: order.sortValue }).$dynamic(), order, conditions, params.limit);
  return rows.map((row) => Object.assign(toAllocation(row), { sortValue: row.sortValue }));
}

/** Amounts of a primary's active allocations, optionally leaving one out (the one being changed). */
export async function activeAllocationsOf(db: Tx, params: { primarySubscriberId: string; currency: Currency; excludingId?: string }) {
  const rows = await db
    .select({ id: subAllocations.id, amount: subAllocations.amount })
    .from(subAllocations)
    .where(
      and(
        eq(subAllocations.primarySubscriberId, params.primarySubscriberId),
        eq(subAllocations.status, 'active'),
        params.excludingId ? ne(subAllocations.id, params.excludingId) : undefined,
      ),
    );
  return rows.map((row) => ({ id: row.id, amountMinor: numericToMinor(row.amount, params.currency) }));
}

export async function insertAllocation(
  db: Tx,
  params: { id: string; primarySubscriberId: string; subSubscriberId: string; amountMinor: bigint; currency: Currency },
): Promise<void> {
  await db.insert(subAllocations).values({
    id: params.id,
    primarySubscriberId: params.primarySubscriberId,
    subSubscriberId: params.subSubscriberId,
    amount: minorToNumeric(params.amountMinor, params.currency),
  });
}

export async function updateAllocation(db: Tx, id: string, params: { currency: Currency; amountMinor?: bigint; status?: string }): Promise<void> {
  await db
    .update(subAllocations)
    .set({
      amount: params.amountMinor === undefined ? undefined : minorToNumeric(params.amountMinor, params.currency),
      status: params.status,
      updatedAt: new Date(),
    })
    .where(eq(subAllocations.id, id));
}
