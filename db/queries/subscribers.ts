import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { SubscriberSortColumn } from '../../contract/subscribers';
import { parseCurrency, type Currency } from '../../domain';
import type { Tx } from '../client';
import { minorToNumeric, numericToMinor } from '../money-columns';
import { balanceTransactions, individuals, subscribers } from '../schema';
import { containsPattern } from './keyset';
import { filteredPages } from './filtered-pages';
import { sortableColumns, type KeysetPage, type SortableColumn } from './sorted-keyset';

/** A subscriber with its amounts in minor units of its currency and its individual's name. */
export type Subscriber = {
  id: string;
  individualId: string;
  name: string;
  phone: string;
  currency: Currency;
  subscriptionDate: string;
  subscriptionAmountMinor: bigint;
  balanceMinor: bigint;
  status: string;
  hasLedgerRows: boolean;
};

/**
 * Whether any ledger row names the subscriber, read for each row of the page from the ledger's
 * subscriber index. Not `exists (…)`: PostgreSQL may answer an `exists` of the select list by hashing
 * the whole ledger first, which it reckons cheaper for all the rows the page is sorted from, not for
 * the page's 26 (100 ms at 100,000 ledger rows, issue 31); a scalar subquery is never hashed.
 */
const hasLedgerRows = sql<boolean>`coalesce((select true from ${balanceTransactions} where ${balanceTransactions.subscriberId} = ${subscribers.id} limit 1), false)`;

const columns = {
  id: subscribers.id,
  individualId: subscribers.individualId,
  name: individuals.name,
  phone: individuals.phone,
  currency: subscribers.currency,
  subscriptionDate: subscribers.subscriptionDate,
  subscriptionAmount: subscribers.subscriptionAmount,
  balance: subscribers.balance,
  status: subscribers.status,
  hasLedgerRows,
};

type Selected = Awaited<ReturnType<typeof selectSubscribers<Record<never, never>>>>[number];

function toSubscriber(row: Selected): Subscriber {
  const currency = parseCurrency(row.currency);
  return {
    id: row.id,
    individualId: row.individualId,
    name: row.name,
    phone: row.phone,
    currency,
    subscriptionDate: row.subscriptionDate,
    subscriptionAmountMinor: numericToMinor(row.subscriptionAmount, currency),
    balanceMinor: numericToMinor(row.balance, currency),
    status: row.status,
    hasLedgerRows: Boolean(row.hasLedgerRows),
  };
}

/** Subscribers with their individual's name and phone, and `extra` columns (a list page's sort value). */
function selectSubscribers<Extra extends Record<string, SQL> = Record<never, never>>(db: Tx, extra = {} as Extra) {
  return db
    .select({ ...columns, ...extra })
    .from(subscribers)
    .innerJoin(individuals, eq(individuals.id, subscribers.individualId));
}

export async function findSubscriberById(db: Tx, id: string): Promise<Subscriber | null> {
  const rows = await selectSubscribers(db).where(eq(subscribers.id, id)).limit(1);
  return rows[0] ? toSubscriber(rows[0]) : null;
}

/**
 * Locks the subscriber's row: every ledger write and every allocation check on it runs one after
 * the other, so two clerks cannot both spend the same balance.
 */
export async function findSubscriberByIdForUpdate(db: Tx, id: string): Promise<Subscriber | null> {
  const rows = await selectSubscribers(db).where(eq(subscribers.id, id)).limit(1).for('update', { of: subscribers });
  return rows[0] ? toSubscriber(rows[0]) : null;
}

export type InsertSubscriberParams = {
  id: string;
  individualId: string;
  currency: Currency;
  subscriptionDate: string;
  subscriptionAmountMinor: bigint;
};

export async function insertSubscriber(db: Tx, params: InsertSubscriberParams): Promise<void> {
  const amount = minorToNumeric(params.subscriptionAmountMinor, params.currency);
  await db.insert(subscribers).values({
    id: params.id,
    individualId: params.individualId,
    currency: params.currency,
    subscriptionDate: params.subscriptionDate,
    subscriptionAmount: amount,
    // An empty ledger: the balance is the subscription amount.
    balance: amount,
  });
}

export type UpdateSubscriberParams = {
  currency: Currency;
  subscriptionDate?: string;
  subscriptionAmountMinor?: bigint;
  balanceMinor?: bigint;
  status?: string;
};

export async function updateSubscriber(db: Tx, id: string, params: UpdateSubscriberParams): Promise<void> {
  const money = (minor: bigint | undefined) => (minor === undefined ? undefined : minorToNumeric(minor, params.currency));
  await db
    .update(subscribers)
    .set({
      subscriptionDate: params.subscriptionDate,
      subscriptionAmount: money(params.subscriptionAmountMinor),
      balance: money(params.balanceMinor),
      status: params.status,
      updatedAt: new Date(),
    })
    .where(eq(subscribers.id, id));
}

/**
 * What the list sorts by, the subscriber's id breaking ties. By name (the default), the scan walks
 * index individuals_name_id_idx and only sorts the few subscribers of one name by id.
 */
export const SUBSCRIBER_SORTS = sortableColumns({
  text: { name: individuals.name, phone: individuals.phone, status: subscribers.status },
  day: { subscriptionDate: subscribers.subscriptionDate },
  decimal: { subscriptionAmount: subscribers.subscriptionAmount, balance: subscribers.balance },
}) satisfies Record<SubscriberSortColumn, SortableColumn>;

export type ListSubscribersParams = KeysetPage<SubscriberSortColumn> & {
  search?: string;
  status?: string;
};

const placeholder = sql.placeholder;

/** The filters a page names; their values are the statement's placeholders (a search's is its `pattern`). */
const SUBSCRIBER_FILTERS = {
  search: () =>
    or(ilike(individuals.name, placeholder('pattern')), ilike(individuals.phone, placeholder('pattern')), ilike(individuals.email, placeholder('pattern'))),
  status: () => eq(subscribers.status, placeholder('status')),
};

/**
 * The page of every visit, one statement per shape (planned-once.ts); a search's or a status's is
 * planned for its value: the generic plan of a status matching no row walks the whole name index
 * (692 ms at 100,000 subscribers, 3 ms planned for the value).
 */
const subscriberPages = filteredPages('subscribers_page', {
  select: (db, sortValue) => selectSubscribers(db, { sortValue }).$dynamic(),
  sorts: SUBSCRIBER_SORTS,
  id: subscribers.id,
  filters: SUBSCRIBER_FILTERS,
  start: { column: 'name', expr: individuals.name },
});

export async function listSubscribers(db: Tx, params: ListSubscribersParams): Promise<Array<Subscriber & { sortValue: string }>> {
  const { search, status } = params;
  const rows = await subscriberPages.page(db, params, { pattern: search ? containsPattern(search) : undefined, status });
  return rows.map((row) => Object.assign(toSubscriber(row), { sortValue: row.sortValue }));
}

/** The pickers' search: by name (trigram index) or phone, active subscribers first. */
export async function lookupSubscribers(db: Tx, params: { search?: string; id?: string; limit: number }): Promise<Subscriber[]> {
  const pattern = params.search ? containsPattern(params.search) : null;
  const rows = await selectSubscribers(db)
    .where(
      and(pattern ? or(ilike(individuals.name, pattern), ilike(individuals.phone, pattern)) : undefined, params.id ? eq(subscribers.id, params.id) : undefined),
    )
    .orderBy(asc(individuals.name), asc(individuals.id), asc(subscribers.id))
    .limit(params.limit);
  return rows.map(toSubscriber);
}
