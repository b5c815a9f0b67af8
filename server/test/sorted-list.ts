import { expect } from 'vitest';

type Page<Item> = { items: Item[]; nextCursor: string | null };
type Fetch<Item> = (query: Record<string, string>) => Promise<Page<Item>>;

/** Every row of a list under one query, page after page through its cursors. */
export async function walkList<Item>(fetchPage: Fetch<Item>, query: Record<string, string>): Promise<Item[]> {
  const seen: Item[] = [];
  let cursor: string | null = null;
  do {
    const page: Page<Item> = await fetchPage(cursor ? { ...query, cursor } : query);
    seen.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return seen;
}

/** Compares two sort values the way SQL orders them: numbers as numbers, the rest as text (ASCII test data). */
function compareValues(left: string | number | boolean, right: string | number | boolean): number {
  if (typeof left === 'number' && typeof right === 'number') return left - right;
  if (typeof left === 'boolean' && typeof right === 'boolean') return Number(left) - Number(right);
  const [a, b] = [String(left), String(right)];
  return a < b ? -1 : a > b ? 1 : 0;
}

type SortValue = string | number | boolean;

/** The names of the fields of Item whose values are of type Value. */
type FieldOf<Item, Value> = { [Name in keyof Item]-?: Item[Name] extends Value ? Name : never }[keyof Item] & string;

/** A list's sort keys, by how each one orders the rows. */
export type SortColumns<Item> = {
  /** Keys named as the field they order by, compared as they are (text, numbers, flags). */
  fields?: Array<FieldOf<Item, SortValue>>;
  /** Keys named as the decimal-text field they order by, compared as numbers (as SQL orders numeric). */
  decimals?: Array<FieldOf<Item, string>>;
  /** Keys that order by anything else: another field, a rank, a stand-in for a missing value. */
  computed?: Record<string, (item: Item) => SortValue>;
};

/** Each sort key with the value it orders a row by. */
function sortValues<Item>({ fields = [], decimals = [], computed = {} }: SortColumns<Item>): Array<[string, (item: Item) => SortValue]> {
  return [
    ...fields.map((field): [string, (item: Item) => SortValue] => [field, (item) => item[field] as SortValue]),
    ...decimals.map((field): [string, (item: Item) => SortValue] => [field, (item) => Number(item[field])]),
    ...Object.entries(computed),
  ];
}

/**
 * Sorts the list by each column both ways in small pages, and checks that the walk holds every
 * row once, in the column's order with the id breaking ties the same way (what a user paging a
 * sorted list relies on: no row twice, none missed, none out of place).
 */
export async function expectSortedPaging<Item extends { id: string }>(fetchPage: Fetch<Item>, query: Record<string, string>, columns: SortColumns<Item>) {
  const all = await walkList(fetchPage, { ...query, limit: '100' });
  expect(all.length).toBeGreaterThan(3);
  for (const [column, valueOf] of sortValues(columns)) {
    for (const direction of ['asc', 'desc'] as const) {
      const walked = await walkList(fetchPage, { ...query, sort: `${column}-${direction}`, limit: '10' });
      const sign = direction === 'asc' ? 1 : -1;
      const expected = [...all].sort((a, b) => sign * (compareValues(valueOf(a), valueOf(b)) || compareValues(a.id, b.id)));
      expect(
        walked.map((item) => item.id),
        `${column}-${direction}`,
      ).toEqual(expected.map((item) => item.id));
    }
  }
}

/** A cursor made under one sort, replayed under another, or forged with a value its column cannot hold: each a 400. */
export function forgedCursors(sort: string, value: string): string[] {
  const encode = (values: string[]) => Buffer.from(JSON.stringify(values)).toString('base64url');
  return [encode(['other-asc', value, 'x1']), encode([sort, 'not-a-value-\u0000'.repeat(40), 'x1']), encode([sort, value]), 'forged'];
}

type Refusal = { statusCode: number; json: () => { code?: string } };

/** Sends each cursor of forgedCursors(sort, value), then each of `more`, and expects every one refused as invalid input. */
export async function expectCursorsRefused(sort: string, value: string, send: (cursor: string) => Promise<Refusal>, more: string[] = []): Promise<void> {
  for (const cursor of [...forgedCursors(sort, value), ...more]) {
    const answer = await send(cursor);
    expect([answer.statusCode, answer.json().code], cursor).toEqual([400, 'VALIDATION_FAILED']);
  }
}
