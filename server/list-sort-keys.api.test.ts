import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TLedgerPage } from '../contract/ledger';
import type { TSaleBody, TSaleRow } from '../contract/product-sales';
import { rowsOf } from '../db/queries/raw-rows';
import { DATABASE_KINDS } from './test/helper';
import { useApiSuite } from './test/api-suite';
import { addLedgerRow, individualBody, makeIndividual, makeSubscriber } from './test/people-fixtures';

// The sort keys the database keeps on the row (docs/architecture.md §8): a sale's copy of its customer's
// name, a ledger row's copy of its subscriber's currency. Whatever writes the row, the key follows what it copies.

const SALE: TSaleBody = {
  currency: 'USD',
  productName: 'Keyed piece',
  description: '',
  quantity: '1',
  purchasePrice: '100',
  additionalCost: '0',
  customsFees: '0',
  salePrice: '120',
  saleDate: '2023-05-10',
};

describe.each(DATABASE_KINDS)('list sort keys on %s', (kind) => {
  const suite = useApiSuite(kind, { users: { clerk: ['product-sales', 'individuals', 'subscribers', 'transactions', 'update-balance'] } });
  const { clerk } = suite.users;

  const saleKey = async (id: string) =>
    (await rowsOf<{ key: string }>(suite.database.db, sql`select customer_sort_name as key from product_sales where id = ${id}`))[0]?.key;
  const ledgerKey = async (id: string) =>
    (await rowsOf<{ key: string }>(suite.database.db, sql`select currency as key from balance_transactions where id = ${id}::bigint`))[0]?.key;
  /** Rows whose key differs from what it copies: none, ever. */
  const strayKeys = async () =>
    rowsOf<{ id: string }>(
      suite.database.db,
      sql`select p.id from product_sales p left join individuals i on i.id = p.customer_id where p.customer_sort_name <> coalesce(i.name, '')
          union all
          select b.id::text from balance_transactions b join subscribers s on s.id = b.subscriber_id where b.currency <> s.currency`,
    );

  const createSale = async (customerId: string | null, productName = SALE.productName): Promise<TSaleRow> => {
    const answer = await clerk.call('POST', '/api/product-sales', { ...SALE, productName, customerId });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json();
  };
  /** The customers of the sales of one product, sorted by customer. */
  const salesByCustomer = async (productName: string, direction: 'asc' | 'desc') => {
    const answer = await clerk.call('GET', `/api/product-sales?${new URLSearchParams({ search: productName, sort: `customer-${direction}` }).toString()}`);
    expect(answer.statusCode, answer.body).toBe(200);
    return (answer.json() as { items: TSaleRow[] }).items.map((item) => item.customerName);
  };

  it("gives a new sale its customer's name as its key, follows an edit of its customer, and keeps no key given by hand", async () => {
    const customer = await makeIndividual(suite.app, clerk.cookie, { name: 'Keyed Customer' });
    const other = await makeIndividual(suite.app, clerk.cookie, { name: 'Keyed Other' });
    const sale = await createSale(customer.id);
    expect(await saleKey(sale.id)).toBe('Keyed Customer');
    expect(await saleKey((await createSale(null)).id)).toBe('');

    const edited = await clerk.call('PUT', `/api/product-sales/${sale.id}`, { ...SALE, customerId: other.id });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await saleKey(sale.id)).toBe('Keyed Other');
    await clerk.call('PUT', `/api/product-sales/${sale.id}`, { ...SALE, customerId: null });
    expect(await saleKey(sale.id)).toBe('');

    await suite.database.db.execute(sql`update product_sales set customer_id = ${customer.id}, customer_sort_name = 'Forged' where id = ${sale.id}`);
    expect(await saleKey(sale.id)).toBe('Keyed Customer');
    await suite.database.db.execute(sql`update product_sales set customer_sort_name = 'Forged' where id = ${sale.id}`);
    expect(await saleKey(sale.id)).toBe('Keyed Customer');
    expect(await strayKeys()).toEqual([]);
  });

  it('re-orders the sales by customer when a customer is renamed', async () => {
    const alpha = await makeIndividual(suite.app, clerk.cookie, { name: 'Keyed Alpha' });
    const beta = await makeIndividual(suite.app, clerk.cookie, { name: 'Keyed Beta' });
    for (const customerId of [alpha.id, null, beta.id, alpha.id]) await createSale(customerId, 'Renamed piece');
    expect(await salesByCustomer('Renamed piece', 'asc')).toEqual([null, 'Keyed Alpha', 'Keyed Alpha', 'Keyed Beta']);

    const renamed = await clerk.call('PUT', `/api/individuals/${alpha.id}`, individualBody({ name: 'Keyed Zulu' }));
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await salesByCustomer('Renamed piece', 'asc')).toEqual([null, 'Keyed Beta', 'Keyed Zulu', 'Keyed Zulu']);
    expect(await salesByCustomer('Renamed piece', 'desc')).toEqual(['Keyed Zulu', 'Keyed Zulu', 'Keyed Beta', null]);
    expect(await strayKeys()).toEqual([]);
  });

  it("gives a new ledger row its subscriber's currency as its key and follows a change of that currency", async () => {
    const euro = await makeSubscriber(suite.app, clerk.cookie, { currency: 'EUR', date: '2018-01-02', amount: '5000' });
    const dollar = await makeSubscriber(suite.app, clerk.cookie, { currency: 'USD', date: '2018-01-02', amount: '5000' });
    const euroRow = await addLedgerRow(suite.app, clerk.cookie, { subscriberId: euro.id, amount: '100', transactionDate: '2018-06-05' });
    const dollarRow = await addLedgerRow(suite.app, clerk.cookie, { subscriberId: dollar.id, amount: '100', transactionDate: '2018-06-06' });
    expect([await ledgerKey(euroRow.row.id), await ledgerKey(dollarRow.row.id)]).toEqual(['EUR', 'USD']);

    const byCurrency = async () => {
      const answer = await clerk.call('GET', '/api/balance-transactions?from=2018-06-01&to=2018-06-30&sort=currency-asc');
      expect(answer.statusCode, answer.body).toBe(200);
      return (answer.json() as TLedgerPage).items.map((item) => [item.id, item.currency]);
    };
    expect(await byCurrency()).toEqual([
      [euroRow.row.id, 'EUR'],
      [dollarRow.row.id, 'USD'],
    ]);

    // The code never changes a subscriber's currency; should anything do it, its rows' keys follow.
    await suite.database.db.execute(sql`update subscribers set currency = 'XAF' where id = ${euro.id}`);
    expect(await byCurrency()).toEqual([
      [dollarRow.row.id, 'USD'],
      [euroRow.row.id, 'XAF'],
    ]);
    await suite.database.db.execute(sql`update balance_transactions set currency = 'AED' where id = ${dollarRow.row.id}::bigint`);
    expect(await ledgerKey(dollarRow.row.id)).toBe('USD');
    expect(await strayKeys()).toEqual([]);
  });
});
