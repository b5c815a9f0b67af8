import { beforeAll, describe, expect, it } from 'vitest';
import { CURRENCIES, type Currency } from '../domain';
import { seedIndividual, seedLedgerRows, seedMediatorLink, seedOperation, seedSale, seedSubscriber } from './test/distribution-seed';
import { confirmedBody } from './test/distribution-requests';
import { seedForProbes, valueFrom } from './test/hostile-seed';
import { DATABASE_KINDS } from './test/helper';
import { moneyFieldsOf, moneyTrouble, type AnswerSchema } from './test/money-fields';
import type { OpenApiDocument } from './test/openapi-probes';
import { useApiSuite } from './test/api-suite';

type Parameter = { in: string; name: string; required?: boolean; schema: AnswerSchema };
type Operation = { parameters?: Parameter[]; responses: Record<string, { content?: Record<string, { schema?: AnswerSchema }> }> };

/** Figures of each currency: XAF has no minor digits, the others two (docs/money.md §2). */
const FIGURES: Record<Currency, { capital: string; share: string; credit: string; profit: string }> = {
  XAF: { capital: '58755000', share: '382023', credit: '150000', profit: '19101' },
  USD: { capital: '95875.50', share: '1234.57', credit: '250.25', profit: '61.73' },
  EUR: { capital: '87500.10', share: '1111.11', credit: '300.30', profit: '55.55' },
  GBP: { capital: '70000.01', share: '999.99', credit: '120.12', profit: '49.99' },
  SAR: { capital: '350000.50', share: '4567.89', credit: '800.80', profit: '228.39' },
  AED: { capital: '340000.75', share: '4444.44', credit: '700.70', profit: '222.22' },
};

/**
 * docs/money.md §6: every amount of every answer is written with exactly its currency's digits. A
 * database holds each of the six currencies (subscribers, ledger rows, operations, sales, a month
 * distributed and approved, its reset proposed and rejected then proposed again, another month's
 * distribution pending); every GET operation of the OpenAPI document is called, once per currency
 * where it takes one, and each field the document calls an amount is checked.
 */
describe.each(DATABASE_KINDS)('money on the wire on %s', (kind) => {
  const suite = useApiSuite(kind, {
    users: { admin: { permissions: ['all'], type: 'admin' }, approver: { name: 'Approver', permissions: ['approve-distributions'] } },
  });
  const { admin, approver } = suite.users;
  const post = async <Answer = Record<string, unknown>>(url: string, payload: object, headers: Record<string, string>): Promise<Answer> => {
    const answer = await suite.app.inject({ method: 'POST', url: `/api${url}`, headers, payload });
    if (answer.statusCode !== 200) throw new Error(`${url}: ${answer.body}`);
    return answer.json();
  };
  type Proposed = { proposal: { id: string } };

  let document: OpenApiDocument & { paths: Record<string, Record<string, Operation>> };
  let urls: Array<{ route: string; url: string; currency: Currency | null }>;

  async function seedCurrency(currency: Currency, parties: { client: string; mediator: string }) {
    const db = suite.database.db;
    const figures = FIGURES[currency];
    const investor = await seedSubscriber(db, { currency, subscriptionDate: '2025-01-01', subscriptionAmount: figures.capital, name: `Investor ${currency}` });
    await seedLedgerRows(db, [{ subscriberId: investor.id, date: '2025-06-10', type: 'credit', status: 'completed', amount: figures.credit }]);
    await seedMediatorLink(db, { mediatorId: parties.mediator, investorId: investor.id, percentage: '12.5' });
    for (const date of ['2025-06-05', '2025-06-20', '2025-07-03']) {
      await seedOperation(db, { date, currency, investorShare: figures.share, clientId: parties.client, mediatorId: parties.mediator });
    }
    await seedSale(db, { date: '2025-06-12', currency, profit: figures.profit });
    const body = (month: string) => ({ year: '2025', month, currency, source: 'operations', selection: { kind: 'all' }, investorPercentage: '90', loss: '0' });
    const distribute = async (month: string) => {
      const preview = await post('/profit-distribution/preview', body(month), admin.headers);
      return post<Proposed>('/profit-distribution/distribute', confirmedBody(body(month), preview), admin.headers);
    };
    await post(`/distribution-runs/${(await distribute('6')).proposal.id}/approve`, {}, approver.headers);
    const period = { year: '2025', month: '6', currency };
    const rejected = await post<Proposed>('/profit-distribution/reset', period, admin.headers);
    await post(`/distribution-runs/${rejected.proposal.id}/reject`, { reason: 'Not this month' }, approver.headers);
    await post('/profit-distribution/reset', period, admin.headers);
    await distribute('7');
  }

  beforeAll(async () => {
    const db = suite.database.db;
    const seed = await seedForProbes(suite.app, suite.database, { id: admin.id, email: admin.email, cookie: admin.cookie });
    const parties = { client: await seedIndividual(db, { name: 'Client' }), mediator: await seedIndividual(db, { name: 'Mediator', type: 'mediator' }) };
    for (const currency of CURRENCIES) await seedCurrency(currency, parties);
    document = suite.app.swagger() as unknown as typeof document;
    const valueFor = valueFrom(seed);
    urls = Object.entries(document.paths).flatMap(([route, operations]) => {
      const operation = operations.get;
      if (!operation) return [];
      const parameters = operation.parameters ?? [];
      let path = route;
      for (const parameter of parameters.filter((p) => p.in === 'path')) {
        path = path.replace(`{${parameter.name}}`, encodeURIComponent(String(valueFor({ route, name: parameter.name, schema: parameter.schema }))));
      }
      const query = parameters.filter((p) => p.in === 'query');
      const required = query.filter((p) => p.required && p.name !== 'currency');
      const pairs = required.map((p) => `${p.name}=${encodeURIComponent(String(valueFor({ route, name: p.name, schema: p.schema })))}`);
      const withPairs = (extra: string[]) => (pairs.length + extra.length > 0 ? `${path}?${[...pairs, ...extra].join('&')}` : path);
      // A route that takes a currency is called in each; one that needs it is called only that way.
      const takesCurrency = query.find((p) => p.name === 'currency');
      const perCurrency = takesCurrency ? CURRENCIES.map((currency) => ({ route, url: withPairs([`currency=${currency}`]), currency })) : [];
      return takesCurrency?.required ? perCurrency : [{ route, url: withPairs([]), currency: null }, ...perCurrency];
    });
  }, 240_000);

  it('writes every amount of every answer with exactly its currency’s digits', async () => {
    const troubles: string[] = [];
    const answered = new Set<string>();
    const checked = new Map<string, number>();
    for (const { route, url, currency } of urls) {
      const answer = await suite.app.inject({ method: 'GET', url, headers: admin.headers });
      const schema = document.paths[route]!.get!.responses['200']?.content?.['application/json']?.schema;
      if (answer.statusCode !== 200 || !schema || !answer.headers['content-type']?.toString().startsWith('application/json')) continue;
      answered.add(route);
      for (const field of moneyFieldsOf(schema, answer.json(), currency)) {
        const trouble = moneyTrouble(field);
        if (trouble) troubles.push(`GET ${url} ${field.path}: ${trouble}`);
        else checked.set(field.currency!, (checked.get(field.currency!) ?? 0) + 1);
      }
    }
    expect(troubles).toEqual([]);
    // The walk reached the routes that carry money, in every currency.
    for (const route of ['/api/distribution-runs', '/api/operations', '/api/product-sales', '/api/subscribers', '/api/balance-transactions']) {
      expect([...answered], route).toContain(route);
    }
    for (const currency of CURRENCIES) expect(checked.get(currency), currency).toBeGreaterThan(10);
  }, 240_000);
});
