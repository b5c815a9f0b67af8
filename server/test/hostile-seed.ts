import { randomBytes, randomUUID, scryptSync } from 'node:crypto';
import type { Database } from '../../db/client';
import type { App } from '../app';
import { seedMediatorLink, seedOperation, seedSale } from './distribution-seed';
import { createTestUser, TEST_PASSWORD } from './helper';
import { linkUser, seedPerson, seedProfit, seedProfitRequest, seedRun } from './member-seed';
import type { JsonSchema, ValueFor } from './openapi-probes';
import { addLedgerRow, makeSubscriber } from './people-fixtures';

/**
 * TEST_PASSWORD hashed in the stored format at a low scrypt cost: hostile values in password fields
 * are checked against it hundreds of times, and the cost travels inside the hash.
 */
export function cheapPasswordHash(): string {
  const cost = { N: 2 ** 10, r: 8, p: 1 };
  const salt = randomBytes(16);
  const key = scryptSync(TEST_PASSWORD.normalize('NFKC'), salt, 64, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** Rows every route's valid-looking request points at, so that a hostile value reaches the service. */
export type HostileSeed = { ids: Record<string, string>; pathIds: Array<[prefix: string, id: string]>; adminEmail: string };

export async function seedForProbes(app: App, database: Database, admin: { id: string; email: string; cookie: string }): Promise<HostileSeed> {
  const db = database.db;
  const primary = await makeSubscriber(app, admin.cookie, { amount: '100000' });
  const sub = await makeSubscriber(app, admin.cookie, { amount: '50000' });
  const ledgerRow = await addLedgerRow(app, admin.cookie, { subscriberId: primary.id, amount: '10', status: 'pending' });
  const client = await seedPerson(db);
  const mediator = await seedPerson(db);
  const operation = await seedOperation(db, {
    date: '2025-06-01',
    currency: 'XAF',
    investorShare: '100',
    status: 'pending',
    clientId: client.id,
    mediatorId: mediator.id,
  });
  const sale = await seedSale(db, { date: '2025-06-01', currency: 'XAF', profit: '100', status: 'pending' });
  const link = await seedMediatorLink(db, { mediatorId: mediator.id, investorId: primary.id, percentage: '10' });
  const allocation = await app.inject({
    method: 'POST',
    url: '/api/sub-allocations',
    headers: { cookie: admin.cookie, origin: 'http://localhost:80' },
    payload: { primarySubscriberId: primary.id, subSubscriberId: sub.id, amount: '100' },
  });
  if (allocation.statusCode !== 200) throw new Error(`seed allocation: ${allocation.body}`);
  const user = await createTestUser(database, { permissions: ['profile'] });
  // The administrator is a member too, so /api/me/* reaches its profits; another member's request waits for approval.
  const own = await seedPerson(db);
  await linkUser(db, admin.id, own.id);
  const run = await seedRun(db);
  const ownProfit = await seedProfit(db, { runId: run, individualId: own.id, share: '500' });
  const member = await createTestUser(database, { permissions: ['profile'] });
  await linkUser(db, member.id, primary.individualId);
  const memberProfit = await seedProfit(db, { runId: run, individualId: primary.individualId, subscriberId: primary.id, share: '700' });
  const request = await seedProfitRequest(db, { profitId: memberProfit, requesterUserId: member.id, individualId: primary.individualId });
  return {
    adminEmail: admin.email,
    ids: {
      subscriberId: primary.id,
      primarySubscriberId: primary.id,
      subSubscriberId: sub.id,
      individualId: client.id,
      clientId: client.id,
      mediatorId: mediator.id,
      investorId: primary.id,
      specialBeneficiaryId: client.id,
    },
    pathIds: [
      ['/api/users/', user.id],
      ['/api/operations/', operation],
      ['/api/product-sales/', sale],
      ['/api/individuals/', client.id],
      ['/api/subscribers/', primary.id],
      ['/api/balance-transactions/', ledgerRow.row.id],
      ['/api/sub-allocations/', (allocation.json() as { id: string }).id],
      ['/api/mediator-percentages/', link],
      ['/api/me/profits/', ownProfit],
      ['/api/profit-requests/', request],
    ],
  };
}

/** Figures that make a transfer's shares fit in its revenue, so its request reaches the database. */
const SAMPLE_AMOUNTS: Record<string, string> = { amount: '100000', exchangeRate: '600', serviceRate: '2', mediatorAmount: '10', loss: '0' };
const DECIMAL = '^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$';
let counter = 0;

function stringFor(name: string, schema: JsonSchema): string {
  counter += 1;
  const pattern = schema.pattern ?? '';
  if (pattern === DECIMAL) return '10';
  if (pattern.includes('\\d{4}-\\d{2}-\\d{2}')) return '2025-06-15';
  if (pattern.startsWith('^(19|20|21)')) return '2025';
  if (pattern.startsWith('^([1-9]|1[0-2])')) return '6';
  if (pattern.includes('@')) return `probe-${counter}-${randomUUID().slice(0, 8)}@probe.example`;
  if (pattern.includes('[0-9](?:[ -]?[0-9])')) return `+235 ${String(10_000_000 + counter)}`;
  if (pattern.startsWith('^[1-9][0-9]')) return '1';
  if (pattern.startsWith('^$|^data:image')) return '';
  if (pattern.startsWith('^[a-z][a-z0-9-]*')) return 'operations.columns';
  if (schema.format === 'uuid') return randomUUID();
  return name.toLowerCase().includes('password') ? 'a-long-probe-password' : `Probe ${name}`;
}

function fromSchema(name: string, schema: JsonSchema): unknown {
  const branch = schema.oneOf?.[0] ?? schema.anyOf?.[0];
  if (branch) return fromSchema(name, branch);
  if (schema.enum) return schema.enum[0];
  if (schema.type === 'boolean') return true;
  if (schema.type === 'integer' || schema.type === 'number') return schema.minimum ?? 1;
  if (schema.type === 'array') return schema.items?.enum ? [schema.items.enum[0]] : [fromSchema(name, schema.items ?? { type: 'string' })];
  if (schema.type === 'object') return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, inner]) => [key, fromSchema(key, inner)]));
  return stringFor(name, schema);
}

/** Seeded ids by field name and by path, otherwise a value the field's schema accepts. */
export function valueFrom(seed: HostileSeed): ValueFor {
  return ({ route, name, schema }) => {
    if (name === 'id') return seed.pathIds.find(([prefix]) => route.startsWith(prefix))?.[1] ?? randomUUID();
    if (name === 'currentPassword' || name === 'password') return 'not-the-password';
    // Sign-in and reset requests name the administrator, whose hash is cheap to check; a sign-up, a new address.
    if (name === 'email' && (route.endsWith('/sign-in') || route.endsWith('/forgot-password'))) return seed.adminEmail;
    if (name === 'cursor' || name === 'columns') return '';
    if (name === 'ids') return [randomUUID()];
    if (name in SAMPLE_AMOUNTS) return SAMPLE_AMOUNTS[name];
    return seed.ids[name] ?? fromSchema(name, schema);
  };
}
