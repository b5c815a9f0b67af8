import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertJob } from '../../../db/queries/jobs';
import type { App } from '../../app';
import { DEFAULT_RATE_LIMITS } from '../../config';
import { buildTestApp, createTestUser, DATABASE_KINDS, TEST_PASSWORD } from '../../test/helper';
import { useApiSuite } from '../../test/api-suite';

const TOKEN = 'scrape-token-0123456789abcdef';

/** The value of one sample of the text format, by name and exact labels; undefined when absent. */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  const wanted = Object.entries(labels)
    .map(([key, value]) => `${key}="${value}"`)
    .sort();
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = (match[2] ?? '')
      .split(/,(?=[a-zA-Z_]+=")/)
      .filter(Boolean)
      .sort();
    if (found.join(',') === wanted.join(',')) return Number(match[3]);
  }
  return undefined;
}

describe.each(DATABASE_KINDS)('metrics on %s (docs/running.md §2)', (kind) => {
  const suite = useApiSuite(kind, {
    users: { reader: ['user-management'] },
    config: { rateLimits: { ...DEFAULT_RATE_LIMITS, resetPerAddress: { max: 1, windowMs: 60_000 } } },
  });
  let withToken: App;

  beforeAll(async () => {
    withToken = await buildTestApp(suite.database, { metricsToken: TOKEN });
  });
  afterAll(async () => {
    await withToken?.close();
  });

  const scrape = async (app = suite.app) => {
    const answer = await app.inject({ method: 'GET', url: '/metrics' });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.body;
  };

  it('serves the text format to a loopback client, with the process figures', async () => {
    const answer = await suite.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '::1' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(answer.body).toMatch(/^# HELP process_cpu_user_seconds_total /m);
    expect(answer.body).toMatch(/^nodejs_eventloop_lag_seconds /m);
  });

  it('answers anyone else as an unknown path, and a proxied request from loopback too', async () => {
    const unknown = await suite.app.inject({ method: 'GET', url: '/no-such-page' });
    for (const request of [
      { remoteAddress: '203.0.113.9' },
      { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.9' } },
      { remoteAddress: '203.0.113.9', headers: { authorization: `Bearer ${TOKEN}` } },
    ]) {
      const answer = await suite.app.inject({ method: 'GET', url: '/metrics', ...request });
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ ...unknown.json(), requestId: expect.any(String) });
    }
  });

  it('serves the bearer of METRICS_TOKEN from anywhere, and no one with another token', async () => {
    const from = { remoteAddress: '203.0.113.9' };
    const allowed = await withToken.inject({ method: 'GET', url: '/metrics', ...from, headers: { authorization: `Bearer ${TOKEN}` } });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.body).toContain('wasit_http_request_duration_seconds');
    for (const authorization of [`Bearer ${TOKEN}x`, `Basic ${TOKEN}`, TOKEN, '']) {
      const refused = await withToken.inject({ method: 'GET', url: '/metrics', ...from, headers: { authorization } });
      expect(refused.statusCode, authorization).toBe(404);
    }
  });

  it('times requests by route pattern and status, never by URL', async () => {
    const id = randomUUID();
    const answer = await suite.users.reader.call('GET', `/api/users/${id}`);
    const labels = { method: 'GET', route: '/api/users/:id', status: String(answer.statusCode) };
    const before = sample(await scrape(), 'wasit_http_request_duration_seconds_count', labels);
    await suite.users.reader.call('GET', `/api/users/${randomUUID()}`);
    const text = await scrape();
    expect(sample(text, 'wasit_http_request_duration_seconds_count', labels)).toBe((before ?? 0) + 1);
    expect(sample(text, 'wasit_http_request_duration_seconds_bucket', { ...labels, le: '+Inf' })).toBe((before ?? 0) + 1);
    expect(text).not.toContain(id);
    await suite.app.inject({ method: 'GET', url: `/api/no-such-thing/${id}` });
    expect(sample(await scrape(), 'wasit_http_request_duration_seconds_count', { method: 'GET', route: 'unmatched', status: '404' })).toBeGreaterThan(0);
  });

  it('counts failed sign-ins by step and code, and rate-limit refusals by route and code', async () => {
    const user = await createTestUser(suite.database);
    const failures = { step: 'auth.signIn', code: 'INVALID_CREDENTIALS' };
    const before = sample(await scrape(), 'wasit_sign_in_failures_total', failures) ?? 0;
    const refused = await suite.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email: user.email, password: `${TEST_PASSWORD}-not` } });
    expect(refused.statusCode).toBe(401);
    const signedIn = await suite.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email: user.email, password: TEST_PASSWORD } });
    expect(signedIn.statusCode).toBe(200);
    expect(sample(await scrape(), 'wasit_sign_in_failures_total', failures)).toBe(before + 1);

    const forgot = () => suite.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: user.email }, remoteAddress: '198.51.100.7' });
    expect((await forgot()).statusCode).toBe(200);
    expect((await forgot()).json().code).toBe('TOO_MANY_RESET_ATTEMPTS');
    expect(sample(await scrape(), 'wasit_rate_limit_refusals_total', { route: '/api/auth/forgot-password', code: 'TOO_MANY_RESET_ATTEMPTS' })).toBe(1);
  });

  it('reports the database pool and the job queue by kind and status', async () => {
    const pools = kind === 'pglite' ? ['pglite'] : ['main', 'named'];
    const kindName = `metrics-test-${randomUUID().slice(0, 8)}`;
    await insertJob(suite.database.db, { id: randomUUID(), kind: kindName, ownerId: null, permission: null, params: {} });
    const text = await scrape();
    for (const pool of pools) {
      expect(sample(text, 'wasit_db_pool_connections', { pool, state: 'total' }), pool).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'wasit_db_pool_connections', { pool, state: 'idle' }), pool).toBeGreaterThanOrEqual(0);
      expect(sample(text, 'wasit_db_pool_waiting', { pool }), pool).toBeGreaterThanOrEqual(0);
    }
    expect(sample(text, 'wasit_jobs', { kind: kindName, status: 'queued' })).toBe(1);
  });

  it('times each job run by kind and outcome', async () => {
    const app = await buildTestApp(suite.database);
    try {
      const kindName = `timed-${randomUUID().slice(0, 8)}`;
      app.jobs.register(kindName, { run: async ({ addRowsDone }) => addRowsDone(1) });
      await app.jobs.enqueue({ kind: kindName, ownerId: null, permission: null, params: {} });
      const labels = { kind: kindName, outcome: 'done' };
      for (let attempt = 0; attempt < 200 && sample(await scrape(app), 'wasit_job_duration_seconds_count', labels) === undefined; attempt += 1) {
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      expect(sample(await scrape(app), 'wasit_job_duration_seconds_count', labels)).toBe(1);
    } finally {
      await app.close();
    }
  });
});
