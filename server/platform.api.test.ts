import { describe, expect, it } from 'vitest';
import { buildTestApp, DATABASE_KINDS } from './test/helper';
import { useApiSuite } from './test/api-suite';
import { useAppOnGoneDatabase } from './test/gone-database';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe.each(DATABASE_KINDS)('platform on %s', (kind) => {
  const suite = useApiSuite(kind);

  describe('health and docs', () => {
    it('answers GET /api/health with the status and version', async () => {
      const answer = await suite.app.inject({ method: 'GET', url: '/api/health' });
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ status: 'ok', version: '1.0' });
    });

    it('answers HEAD /api/health with 200 and no body', async () => {
      const answer = await suite.app.inject({ method: 'HEAD', url: '/api/health' });
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toBe('');
    });

    it('serves an OpenAPI document that lists the sign-in path', async () => {
      const answer = await suite.app.inject({ method: 'GET', url: '/api/openapi.json' });
      expect(answer.statusCode).toBe(200);
      const document = answer.json();
      expect(document.openapi).toMatch(/^3\./);
      expect(document.info).toMatchObject({ title: 'Wasit API' });
      expect(document.paths['/api/auth/sign-in']?.post).toBeDefined();
      expect(document.paths['/api/users/{id}/permissions']?.put).toBeDefined();
      expect(document.paths['/api/docs']).toBeUndefined();
      expect(document.paths['/api/openapi.json']).toBeUndefined();
    });
  });

  describe('headers', () => {
    it.each([
      ['a success', '/api/health'],
      ['an error', '/api/users'],
      ['an unknown path', '/api/nowhere'],
    ])('puts the security headers and no-store on %s', async (_label, url) => {
      const answer = await suite.app.inject({ method: 'GET', url });
      expect(answer.headers['content-security-policy']).toContain("default-src 'self'");
      expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(answer.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.headers['strict-transport-security']).toBeUndefined();
    });

    it('sends strict-transport-security only when the app is served over https', async () => {
      const secure = await buildTestApp(suite.database, { appUrl: 'https://wasit.example' });
      try {
        const answer = await secure.inject({ method: 'GET', url: '/api/health' });
        expect(answer.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
        expect(answer.headers['content-security-policy']).toContain('upgrade-insecure-requests');
      } finally {
        await secure.close();
      }
    });
  });

  describe('refusals and failures', () => {
    it('refuses a body over 1 MiB with 413 PAYLOAD_TOO_LARGE', async () => {
      const payload = JSON.stringify({ email: 'someone@example.com', password: 'x'.repeat(1024 * 1024) });
      const answer = await suite.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload, headers: { 'content-type': 'application/json' } });
      expect(answer.statusCode).toBe(413);
      expect(answer.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', params: {} });
      expect(answer.json().requestId).toMatch(UUID);
    });

    it.each([
      ['text/plain', 'email=someone@example.com'],
      ['application/x-www-form-urlencoded', 'email=someone%40example.com&password=secret-secret'],
      ['application/xml', '<sign-in/>'],
      ['application/json', 'null'],
      ['application/json', '"a string"'],
      ['application/json', '[1, 2]'],
    ])('answers a %s body %s with a 4xx error body, not a 500', async (contentType, payload) => {
      const answer = await suite.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload, headers: { 'content-type': contentType } });
      expect(answer.statusCode).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode).toBeLessThan(500);
      expect(answer.json()).toMatchObject({ code: expect.any(String), requestId: expect.stringMatching(UUID) });
    });

    it('refuses a request without a body where one is needed with 400', async () => {
      const answer = await suite.app.inject({ method: 'POST', url: '/api/auth/sign-in' });
      expect([answer.statusCode, answer.json().code]).toEqual([400, 'VALIDATION_FAILED']);
    });
  });
});

describe.each(DATABASE_KINDS)('an unexpected failure on %s', (kind) => {
  const suite = useAppOnGoneDatabase(kind);

  it('answers 500 INTERNAL with the request id and nothing of the cause when the database is gone', async () => {
    const answer = await suite.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email: 'a@b.example', password: 'whatever-1' } });
    expect(answer.statusCode).toBe(500);
    const body = answer.json();
    expect(body).toEqual({ code: 'INTERNAL', params: {}, requestId: expect.stringMatching(UUID) });
    expect(answer.body).not.toMatch(/pool|closed|pglite|postgres|stack|error/i);
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('gives each failing request its own id', async () => {
    const first = (await suite.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: 'a@b.example' } })).json().requestId;
    const second = (await suite.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email: 'a@b.example', password: 'whatever-1' } })).json();
    expect(second).toMatchObject({ code: 'INTERNAL', params: {} });
    expect(second.requestId).not.toBe(first);
  });
});
