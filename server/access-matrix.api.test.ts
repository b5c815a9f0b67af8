import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS, type Permission } from '../contract/permissions';
import { users } from '../db/schema';
import { build } from './app';
import { accessPlugin, type Access, type DeclaredRoute } from './plugins/access';
import { asBrowser, createTestUser, DATABASE_KINDS, openTestDatabase, signIn, TEST_PASSWORD, testConfig } from './test/helper';
import { useApiSuite } from './test/api-suite';

/**
 * The deliberate access decision of every API route. A route added without an entry here, or whose
 * declared access changes, fails the first test: access is decided on purpose, never by accident.
 */
const EXPECTED_ACCESS: Record<string, Access> = {
  'GET /api/health': 'public',
  'GET /api/ready': 'public',
  // Sessionless; its own check lets loopback clients (these calls) and METRICS_TOKEN's bearer in (docs/running.md §2).
  'GET /metrics': 'public',
  'GET /api/openapi.json': 'public',
  // The interactive reference (Swagger UI): its page, its files and its own copy of the document.
  'GET /api/docs': 'public',
  'HEAD /api/docs/': 'public',
  'GET /api/docs/static/index.html': 'public',
  'GET /api/docs/static/swagger-initializer.js': 'public',
  'GET /api/docs/static/*': 'public',
  'HEAD /api/docs/static/*': 'public',
  'GET /api/docs/json': 'public',
  'GET /api/docs/yaml': 'public',
  'GET /api/auth/session': 'public',
  'POST /api/auth/sign-in': 'public',
  'POST /api/auth/sign-in/link': 'public',
  'POST /api/auth/sign-up': 'public',
  'POST /api/auth/sign-up/confirm': 'public',
  'POST /api/auth/forgot-password': 'public',
  'POST /api/auth/reset-password/check': 'public',
  'POST /api/auth/reset-password': 'public',
  'POST /api/auth/sign-out': 'signed-in',
  'POST /api/auth/change-password': 'signed-in',
  'POST /api/auth/sign-in/two-factor': 'public',
  'POST /api/auth/two-factor/enable': 'signed-in',
  'POST /api/auth/two-factor/confirm': 'signed-in',
  'POST /api/auth/two-factor/disable': 'signed-in',
  'POST /api/users/:id/two-factor/reset': ['user-management'],
  'GET /api/company-settings/two-factor': ['company-settings'],
  'PUT /api/company-settings/two-factor': ['all'],
  'GET /api/user-types': 'signed-in',
  'GET /api/preferences/:key': 'signed-in',
  'PUT /api/preferences/:key': 'signed-in',
  'GET /api/lookups/individuals': [
    'transactions',
    'individuals',
    'subscribers',
    'mediator-percentages',
    'company-settings',
    'profit-distribution',
    'product-sales',
  ],
  'GET /api/company-settings': ['company-settings', 'transactions'],
  'PUT /api/company-settings': ['company-settings'],
  // The chart of accounts and the posting rules (docs/accounting.md §2, §3): read by the books' readers, changed by their settings' holders.
  'GET /api/accounting/accounts': ['accounting', 'accounting-settings'],
  'POST /api/accounting/accounts': ['accounting-settings'],
  'PUT /api/accounting/accounts/:code': ['accounting-settings'],
  'DELETE /api/accounting/accounts/:code': ['accounting-settings'],
  'GET /api/accounting/posting-rules': ['accounting', 'accounting-settings'],
  'PUT /api/accounting/posting-rules': ['accounting-settings'],
  'POST /api/documents': ['kyc-documents', 'transactions'],
  'GET /api/documents': ['kyc-documents', 'transactions'],
  'GET /api/documents/expiring': ['kyc-documents'],
  'GET /api/documents/:id/content': ['kyc-documents', 'transactions'],
  'GET /api/dashboard': ['dashboard'],
  'GET /api/accounting/trial-balance': ['accounting'],
  'GET /api/accounting/balance-sheet': ['accounting'],
  'GET /api/accounting/income-statement': ['accounting'],
  'GET /api/accounting/general-ledger': ['accounting'],
  'GET /api/accounting/trial-balance/export': ['accounting'],
  'GET /api/accounting/balance-sheet/export': ['accounting'],
  'GET /api/accounting/income-statement/export': ['accounting'],
  'GET /api/accounting/general-ledger/export': ['accounting'],
  'GET /api/operations': ['transactions'],
  'GET /api/operations/export.xlsx': ['transactions'],
  'GET /api/operations/export.csv': ['transactions'],
  'GET /api/operations/:id': ['transactions'],
  'POST /api/operations': ['transactions'],
  'PUT /api/operations/:id': ['transactions'],
  'POST /api/operations/:id/complete': ['complete-operations'],
  'GET /api/operations/matching-count': ['transactions'],
  'POST /api/operations/complete-many': ['complete-operations'],
  'POST /api/operations/:id/cancel': ['transactions'],
  'GET /api/product-sales': ['product-sales'],
  'GET /api/product-sales/:id': ['product-sales'],
  'POST /api/product-sales': ['product-sales'],
  'PUT /api/product-sales/:id': ['product-sales'],
  'POST /api/product-sales/:id/sell': ['product-sales'],
  'POST /api/product-sales/:id/cancel': ['product-sales'],
  'GET /api/product-sales/:id/invoice.pdf': ['product-sales'],
  'GET /api/precious-products-report': ['precious-products-reports'],
  'GET /api/precious-products-report/export.xlsx': ['precious-products-reports'],
  'GET /api/precious-products-report/export.pdf': ['precious-products-reports'],
  'PATCH /api/profile': ['profile'],
  'GET /api/users': ['user-management'],
  'GET /api/audit-log': ['audit-log'],
  'GET /api/audit-log/export.csv': ['audit-log'],
  'GET /api/accounting/journal': ['accounting'],
  'GET /api/accounting/journal/export': ['accounting'],
  'GET /api/accounting/journal/:id': ['accounting'],
  'GET /api/periods': ['close-periods', 'profit-distribution', 'transactions'],
  'GET /api/periods/report': ['close-periods', 'profit-distribution', 'transactions'],
  'GET /api/periods/report/export': ['close-periods', 'profit-distribution', 'transactions'],
  'POST /api/periods/close': ['close-periods'],
  'POST /api/periods/reopen': ['all'],
  'GET /api/users/:id': ['user-management'],
  'POST /api/users/:id/approve': ['user-management'],
  'POST /api/users/:id/disable-login': ['user-management'],
  'POST /api/users/:id/deactivate': ['user-management'],
  'POST /api/users/:id/activate': ['user-management'],
  'PUT /api/users/:id/type': ['user-management'],
  'PUT /api/users/:id/permissions': ['user-management'],
  'PUT /api/users/:id/individual': ['user-management'],
  'GET /api/individuals': ['individuals'],
  'GET /api/individuals/options': ['individuals', 'subscribers', 'user-management'],
  'POST /api/individuals': ['individuals'],
  'PUT /api/individuals/:id': ['individuals'],
  'POST /api/individuals/:id/activate': ['individuals'],
  'GET /api/individuals/matching-count': ['individuals'],
  'GET /api/individuals/export.xlsx': ['individuals'],
  'GET /api/individuals/export.csv': ['individuals'],
  'POST /api/individuals/set-active-many': ['individuals'],
  'POST /api/individuals/:id/deactivate': ['individuals'],
  'GET /api/subscribers': ['subscribers'],
  'GET /api/subscribers/lookup': ['subscribers', 'transactions', 'update-balance', 'sub-profit-distribution', 'mediator-percentages'],
  'POST /api/subscribers': ['subscribers'],
  'PUT /api/subscribers/:id': ['subscribers'],
  'POST /api/subscribers/:id/activate': ['subscribers'],
  'POST /api/subscribers/:id/deactivate': ['subscribers'],
  'GET /api/subscribers/:id/report.pdf': ['subscribers'],
  'GET /api/subscribers/:id/profits': ['subscribers'],
  'GET /api/pdf-settings': 'signed-in',
  'PUT /api/pdf-settings': ['settings', 'company-settings'],
  'PUT /api/pdf-settings/logo': ['settings', 'company-settings'],
  'DELETE /api/pdf-settings/logo': ['settings', 'company-settings'],
  'GET /api/balance-transactions': ['transactions'],
  'POST /api/balance-transactions': ['transactions'],
  'POST /api/balance-transactions/:id/complete': ['transactions'],
  'POST /api/balance-transactions/:id/cancel': ['transactions'],
  'POST /api/balance-transactions/:id/reverse': ['transactions'],
  'GET /api/balance-transactions/:id/receipt.pdf': ['transactions'],
  'POST /api/update-balance': ['update-balance'],
  'GET /api/sub-allocations': ['sub-profit-distribution'],
  'POST /api/sub-allocations': ['sub-profit-distribution'],
  'PUT /api/sub-allocations/:id': ['sub-profit-distribution'],
  'POST /api/sub-allocations/:id/activate': ['sub-profit-distribution'],
  'POST /api/sub-allocations/:id/deactivate': ['sub-profit-distribution'],
  'GET /api/profit-distribution/overview': ['profit-distribution'],
  'POST /api/profit-distribution/preview': ['profit-distribution'],
  'POST /api/profit-distribution/distribute': ['profit-distribution'],
  'POST /api/profit-distribution/commissions/preview': ['profit-distribution'],
  'POST /api/profit-distribution/commissions/distribute': ['profit-distribution'],
  'POST /api/profit-distribution/reset': ['profit-distribution'],
  'POST /api/profit-distribution/what-if': ['profit-distribution'],
  'GET /api/profit-distribution/report': ['profit-distribution'],
  'GET /api/distribution-runs': ['profit-distribution', 'approve-distributions'],
  'POST /api/distribution-runs/:id/approve': ['approve-distributions'],
  'POST /api/distribution-runs/:id/reject': ['approve-distributions'],
  // docs/operations.md §23: the limits shown with the company settings, changed with their own permission; the held writes decided as runs are.
  'GET /api/approval-limits': ['approval-limits', 'company-settings'],
  'PUT /api/approval-limits': ['approval-limits'],
  'GET /api/money-proposals': ['profit-distribution', 'approve-distributions'],
  'POST /api/money-proposals/:id/approve': ['approve-distributions'],
  'POST /api/money-proposals/:id/reject': ['approve-distributions'],
  'POST /api/adjustments': ['profit-distribution'],
  'GET /api/mediator-percentages': ['mediator-percentages'],
  'POST /api/mediator-percentages': ['mediator-percentages'],
  'PUT /api/mediator-percentages/:id': ['mediator-percentages'],
  'DELETE /api/mediator-percentages/:id': ['mediator-percentages'],
  'GET /api/mediator-calculations/settings': ['mediator-calculations'],
  'PUT /api/mediator-calculations/settings': ['mediator-calculations'],
  'GET /api/mediator-calculations/preview': ['mediator-calculations'],
  'GET /api/mediator-calculations/preview/export.csv': ['mediator-calculations'],
  'GET /api/mediator-calculations/analytics': ['mediator-calculations'],
  'GET /api/sub-profit-distribution/split': ['sub-profit-distribution'],
  'GET /api/sub-profit-distribution/split/export.csv': ['sub-profit-distribution'],
  'GET /api/me/overview': ['profile'],
  'GET /api/me/ledger': ['profile'],
  'GET /api/me/profits': ['profile'],
  'GET /api/profit-explanations/:profitRowId': ['profile', 'profit-distribution', 'reports', 'subscribers'],
  'GET /api/profit-explanations/:profitRowId/pdf': ['profile', 'profit-distribution', 'reports', 'subscribers'],
  'GET /api/statements/year': ['profile'],
  'GET /api/statements': ['profile', 'subscribers'],
  'GET /api/statements/:year/:month/pdf': ['profile', 'subscribers'],
  'POST /api/withdrawals': ['profile'],
  'GET /api/withdrawals': ['profile', 'add-profit'],
  'POST /api/withdrawals/:id/decide': ['add-profit'],
  'GET /api/notifications': 'signed-in',
  // Saved views check the list's own permission inside (docs/architecture.md §8): any signed-in user reaches the route.
  'GET /api/saved-views': 'signed-in',
  'POST /api/saved-views': 'signed-in',
  'DELETE /api/saved-views/:id': 'signed-in',
  'POST /api/notifications/read': 'signed-in',
  'POST /api/me/profits/:id/request': ['profile'],
  'GET /api/me/operations': ['profile'],
  'GET /api/profit-requests': ['add-profit'],
  'GET /api/imports': ['import'],
  'GET /api/imports/template': ['import'],
  'POST /api/imports/preview': ['import'],
  'POST /api/imports/commit': ['import'],
  'POST /api/profit-requests/:id/approve': ['add-profit'],
  'POST /api/profit-requests/:id/reject': ['add-profit'],
  'GET /api/profit-requests/matching-count': ['add-profit'],
  'GET /api/profit-requests/export.xlsx': ['add-profit'],
  'GET /api/profit-requests/export.csv': ['add-profit'],
  'POST /api/profit-requests/decide-many': ['add-profit'],
  'GET /api/reports/operations': ['reports'],
  'GET /api/reports/distributions': ['reports'],
  'GET /api/reports/balances': ['reports'],
  'GET /api/reports/:report/export': ['reports'],
  'POST /api/reports/:report/exports': ['reports'],
  'GET /api/jobs': 'signed-in',
  'GET /api/jobs/:id': 'signed-in',
  'GET /api/jobs/:id/file': 'signed-in',
  'POST /api/jobs/:id/retry': ['all'],
  // Scheduled reports and alerts mail any report to anyone: administrators only (docs/permissions.md §6).
  'GET /api/scheduled-reports': ['all'],
  'POST /api/scheduled-reports': ['all'],
  'PUT /api/scheduled-reports/:id': ['all'],
  'DELETE /api/scheduled-reports/:id': ['all'],
  'GET /api/alerts': ['all'],
  'PUT /api/alerts': ['all'],
};

/** Routes that end the caller's session when allowed: each caller calls them last. */
const ENDS_SESSION = new Set(['POST /api/auth/sign-out']);

const routeKey = (route: Pick<DeclaredRoute, 'method' | 'url'>) => `${route.method} ${route.url}`;

type Caller = { kind: 'anonymous' } | { kind: 'signed-out'; label: string } | { kind: 'holder'; permission: Permission };

function callerLabel(caller: Caller): string {
  if (caller.kind === 'anonymous') return 'anonymous';
  if (caller.kind === 'signed-out') return caller.label;
  return `holder of ${caller.permission}`;
}

/** What the declaration promises a caller: refused as unknown (401), refused as not allowed (403), or let through. */
function expectedOutcome(access: Access, caller: Caller): 'unauthenticated' | 'forbidden' | 'allowed' {
  if (access === 'public') return 'allowed';
  if (caller.kind !== 'holder') return 'unauthenticated';
  if (access === 'signed-in' || caller.permission === 'all' || access.includes(caller.permission)) return 'allowed';
  return 'forbidden';
}

const CALLERS: Caller[] = [
  { kind: 'anonymous' },
  { kind: 'signed-out', label: 'disabled after signing in' },
  { kind: 'signed-out', label: 'deactivated after signing in' },
  ...PERMISSIONS.map((permission): Caller => ({ kind: 'holder', permission })),
];

describe.each(DATABASE_KINDS)('access matrix on %s', (kind) => {
  const suite = useApiSuite(kind);

  const cookies = new Map<string, string>();

  beforeAll(async () => {
    // Password checks run on the thread pool: signing the holders in together saves seconds.
    await Promise.all(
      PERMISSIONS.map(async (permission) => {
        const user = await createTestUser(suite.database, { permissions: [permission], type: 'user' });
        cookies.set(`holder of ${permission}`, await signIn(suite.app, user.email));
      }),
    );
    // Sessions opened while the account was fine, then the account is withdrawn behind their back:
    // the row is changed directly so that only the per-request check can refuse them.
    const disabled = await createTestUser(suite.database, { permissions: ['all'], type: 'admin' });
    cookies.set('disabled after signing in', await signIn(suite.app, disabled.email));
    await suite.database.db.update(users).set({ canLogin: false }).where(eq(users.id, disabled.id));
    const deactivated = await createTestUser(suite.database, { permissions: ['all'], type: 'admin' });
    cookies.set('deactivated after signing in', await signIn(suite.app, deactivated.email));
    await suite.database.db.update(users).set({ isActive: false }).where(eq(users.id, deactivated.id));
  });

  it('declares exactly the routes of the table, each with the access the table gives', () => {
    const declared = Object.fromEntries(suite.app.declaredRoutes.map((route) => [routeKey(route), route.access]));
    expect(suite.app.declaredRoutes).toHaveLength(new Set(suite.app.declaredRoutes.map(routeKey)).size);
    expect(declared).toEqual(EXPECTED_ACCESS);
  });

  const call = (route: DeclaredRoute, caller: Caller) => {
    const url = route.url.replaceAll(/:[A-Za-z]+/g, () => randomUUID());
    const cookie = caller.kind === 'anonymous' ? undefined : cookies.get(callerLabel(caller));
    if (caller.kind !== 'anonymous' && !cookie) throw new Error(`no session for ${callerLabel(caller)}`);
    const headers = cookie ? asBrowser(cookie) : {};
    const hasBody = route.method !== 'GET' && route.method !== 'HEAD';
    return suite.app.inject({ method: route.method as 'GET', url, headers, ...(hasBody ? { payload: {} } : {}) });
  };

  describe.each(CALLERS.map((caller) => ({ caller, label: callerLabel(caller) })))('$label', ({ caller }) => {
    // Computed when the tests run, after beforeAll, from the live declaration; session-ending routes last.
    const routes = Object.keys(EXPECTED_ACCESS)
      .sort((a, b) => Number(ENDS_SESSION.has(a)) - Number(ENDS_SESSION.has(b)))
      .map((key) => ({ key }));

    it.each(routes)('$key', async ({ key }) => {
      const route = suite.app.declaredRoutes.find((candidate) => routeKey(candidate) === key);
      expect(route, `${key} is declared`).toBeDefined();
      const answer = await call(route!, caller);
      const outcome = expectedOutcome(route!.access, caller);
      if (outcome === 'unauthenticated') expect([answer.statusCode, answer.json().code]).toEqual([401, 'UNAUTHENTICATED']);
      if (outcome === 'forbidden') {
        expect([answer.statusCode, answer.json().code]).toEqual([403, 'FORBIDDEN']);
        expect(answer.json().params).toEqual({ needed: route!.access });
      }
      if (outcome === 'allowed') {
        expect(answer.statusCode, answer.body).not.toBe(401);
        expect(answer.statusCode, answer.body).not.toBe(403);
        expect(answer.statusCode, answer.body).toBeLessThan(500);
      }
    });
  });

  it('a pending sign-up cannot sign in, so it only ever calls as anonymous', async () => {
    const pending = await createTestUser(suite.database, { canLogin: false, approved: false, permissions: ['all'] });
    const answer = await suite.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email: pending.email, password: TEST_PASSWORD } });
    expect([answer.statusCode, answer.json().code]).toEqual([403, 'ACCOUNT_PENDING']);
    expect(answer.headers['set-cookie']).toBeUndefined();
  });

  it('a disabled or deactivated account cannot sign in again either', async () => {
    const rows = await suite.database.db.select().from(users).where(eq(users.canLogin, false));
    const disabled = rows.find((row) => row.approvedAt !== null && row.isActive);
    const answer = await suite.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email: disabled!.email, password: TEST_PASSWORD } });
    expect([answer.statusCode, answer.json().code]).toEqual([403, 'ACCOUNT_DISABLED']);
    const [inactive] = await suite.database.db.select().from(users).where(eq(users.isActive, false));
    const second = await suite.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email: inactive!.email, password: TEST_PASSWORD } });
    expect([second.statusCode, second.json().code]).toEqual([403, 'ACCOUNT_INACTIVE']);
  });

  it('a made-up session cookie is anonymous', async () => {
    const answer = await suite.app.inject({ method: 'GET', url: '/api/user-types', headers: { cookie: 'wasit.session_token=made-up.signature' } });
    expect([answer.statusCode, answer.json().code]).toEqual([401, 'UNAUTHENTICATED']);
  });

  it('answers unknown /api paths with a JSON 404, whoever asks', async () => {
    for (const headers of [{}, asBrowser(cookies.get('holder of all')!)]) {
      for (const method of ['GET', 'POST', 'DELETE'] as const) {
        const answer = await suite.app.inject({ method, url: '/api/no-such-thing', headers });
        expect(answer.statusCode).toBe(404);
        expect(answer.headers['content-type']).toMatch(/^application\/json/);
        expect(answer.json()).toMatchObject({ code: 'NOT_FOUND', params: {} });
      }
    }
    expect((await suite.app.inject({ method: 'GET', url: '/api/users/some-id/unknown-action' })).json().code).toBe('NOT_FOUND');
  });
});

describe('access declaration is mandatory', () => {
  it('refuses to register an /api route that declares no access', async () => {
    const bare = Fastify({ logger: false });
    await bare.register(accessPlugin);
    const registering = async () =>
      bare.register(async (child) => {
        child.get('/api/forgotten', async () => ({ ok: true }));
      });
    await expect(registering()).rejects.toThrow('Route GET /api/forgotten declares no access');
    await bare.close().catch(() => undefined);
  });

  it('refuses it in the real app too, and also under a prefix', async () => {
    const database = await openTestDatabase('pglite');
    try {
      const app = await build({ config: testConfig(), database, logger: false });
      expect(() => app.post('/api/extra', async () => ({ ok: true }))).toThrow('declares no access');
      const registering = async () =>
        app.register(
          async (child) => {
            child.put('/thing', async () => ({ ok: true }));
          },
          { prefix: '/api/nested' },
        );
      await expect(registering()).rejects.toThrow('Route PUT /api/nested/thing declares no access');
      await app.close().catch(() => undefined);
    } finally {
      await database.drop();
    }
  });

  it('lets routes outside /api go without a declaration, and records declared ones', async () => {
    const bare = Fastify({ logger: false });
    await bare.register(accessPlugin);
    bare.get('/outside', async () => ({ ok: true }));
    bare.get('/api/declared', { config: { access: ['reports'] } }, async () => ({ ok: true }));
    await bare.ready();
    expect(bare.declaredRoutes).toEqual([{ method: 'GET', url: '/api/declared', access: ['reports'] }]);
    await bare.close();
  });
});
