import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { ERROR_STATUS, type ErrorCode } from '../contract/errors';
import { IDEMPOTENCY_HEADER, IDEMPOTENT_WRITES } from '../contract/idempotency';
import { DATABASE_KINDS } from './test/helper';
import { useApiSuite } from './test/api-suite';

type ErrorSchema = { properties?: { code?: { enum?: ErrorCode[] } } };
type Operation = {
  operationId?: string;
  summary?: string;
  tags?: string[];
  parameters?: unknown[];
  requestBody?: unknown;
  responses: Record<string, { content?: { 'application/json'?: { schema?: ErrorSchema } } }>;
};
type Document = { paths: Record<string, Record<string, Operation>> };

const STILL_ANSWERING_WHILE_STOPPING = new Map<string, ErrorCode[] | undefined>([
  ['GET /api/health', undefined],
  ['GET /api/ready', ['NOT_READY']],
  ['GET /metrics', undefined],
]);
const OPERATION_ID = /^[a-z][A-Za-z]*\.[a-z][A-Za-z]*$/;
const EXTERNAL_URL = /(?:src|href)\s*=\s*["']?\s*(?:https?:)?\/\//i;

function operationsOf(document: Document) {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ key: `${method.toUpperCase()} ${path}`, operation })),
  );
}

function codesOf(operation: Operation, status: string): ErrorCode[] | undefined {
  return operation.responses[status]?.content?.['application/json']?.schema?.properties?.code?.enum;
}

describe.each(DATABASE_KINDS)('API reference on %s', (kind) => {
  const suite = useApiSuite(kind);

  let document: Document;

  beforeAll(async () => {
    document = (await suite.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  });

  it('documents every declared API route except the reference itself', () => {
    const documented = operationsOf(document).length;
    const declared = suite.app.declaredRoutes.filter(
      (route) => route.method !== 'HEAD' && !route.url.startsWith('/api/docs') && route.url !== '/api/openapi.json',
    );
    expect(documented).toBe(declared.length);
    expect(documented).toBeGreaterThan(90);
  });

  it('names every operation feature.verb, uniquely, with a summary and the feature as its tag', () => {
    const ids = operationsOf(document).map(({ key, operation }) => {
      expect(operation.operationId, key).toMatch(OPERATION_ID);
      expect(operation.summary?.trim().length, key).toBeGreaterThan(10);
      expect(operation.tags, key).toEqual([operation.operationId!.split('.')[0]]);
      return operation.operationId;
    });
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('lists each error status with the codes of that status only, and a 4xx wherever a refusal is possible', () => {
    for (const { key, operation } of operationsOf(document)) {
      const errorStatuses = Object.keys(operation.responses).filter((status) => Number(status) >= 400);
      for (const status of errorStatuses) {
        const codes = codesOf(operation, status);
        expect(codes?.length, `${key} ${status}`).toBeGreaterThan(0);
        for (const code of codes!) expect(ERROR_STATUS[code], `${key} ${status} ${code}`).toBe(Number(status));
      }
      expect(codesOf(operation, '500'), key).toEqual(['INTERNAL']);
      // The probes and the metrics still answer while the server stops; readiness then says NOT_READY.
      expect(codesOf(operation, '503'), key).toEqual(
        STILL_ANSWERING_WHILE_STOPPING.has(key) ? STILL_ANSWERING_WHILE_STOPPING.get(key) : ['SERVER_SHUTTING_DOWN'],
      );
      // Only public reads without input (health, session) have nothing to refuse.
      const canBeRefused = !key.startsWith('GET ') || operation.parameters?.length || codesOf(operation, '401');
      if (canBeRefused)
        expect(
          errorStatuses.some((status) => status.startsWith('4')),
          key,
        ).toBe(true);
    }
  });

  it('gives a route the generic refusals of its access and its own codes, grouped by status', () => {
    const complete = document.paths['/api/operations/{id}/complete']!.post!;
    expect(complete.operationId).toBe('operations.complete');
    expect(codesOf(complete, '400')).toEqual(['VALIDATION_FAILED']);
    expect(codesOf(complete, '401')).toEqual(['UNAUTHENTICATED']);
    // A privileged user who must still enrol in the second factor is refused everything but enrolment.
    expect(codesOf(complete, '403')).toEqual(['TWO_FACTOR_ENROLMENT_REQUIRED', 'FORBIDDEN', 'CSRF_REJECTED']);
    expect(codesOf(document.paths['/api/auth/two-factor/enable']!.post!, '403')).toEqual(['CSRF_REJECTED']);
    expect(codesOf(complete, '404')).toEqual(['OPERATION_NOT_FOUND']);
    expect(codesOf(complete, '409')).toEqual(['OPERATION_LOCKED', 'PERIOD_CLOSED', 'IDEMPOTENCY_KEY_IN_PROGRESS']);
    expect(codesOf(complete, '422')).toEqual(['IDEMPOTENCY_KEY_REUSED']);
    const signIn = document.paths['/api/auth/sign-in']!.post!;
    expect(codesOf(signIn, '401')).toEqual(['INVALID_CREDENTIALS']);
    expect(codesOf(signIn, '403')).toEqual(['CSRF_REJECTED', 'ACCOUNT_PENDING', 'ACCOUNT_DISABLED', 'ACCOUNT_INACTIVE']);
    expect(codesOf(signIn, '429')).toEqual(['TOO_MANY_LOGIN_ATTEMPTS']);
  });

  it('documents the probes, and the metrics as text (docs/running.md §1, §2)', () => {
    expect(document.paths['/api/health']!.get!.operationId).toBe('health.check');
    expect(document.paths['/api/ready']!.get!.operationId).toBe('health.ready');
    const metrics = document.paths['/metrics']!.get!;
    expect(metrics.operationId).toBe('metrics.get');
    expect(Object.keys(metrics.responses['200']!.content!)).toEqual(['text/plain']);
    expect(codesOf(metrics, '404')).toEqual(['NOT_FOUND']);
  });

  it('documents the Idempotency-Key on exactly the money writes the web client sends one to', () => {
    const keyed = operationsOf(document)
      .filter(({ operation }) =>
        (operation.parameters as Array<{ in?: string; name?: string }> | undefined)?.some((p) => p.in === 'header' && p.name === IDEMPOTENCY_HEADER),
      )
      .map(({ key }) => key);
    expect(keyed.sort()).toEqual([...IDEMPOTENT_WRITES].sort());
    for (const key of IDEMPOTENT_WRITES) {
      const [method = '', path = ''] = key.split(' ');
      const operation = document.paths[path]![method.toLowerCase()]!;
      // Optional (a write without it runs as before), and said what it does; a malformed one is refused as any bad input.
      const header = (operation.parameters as Array<{ in?: string; name?: string; required?: boolean; description?: string }>).find(
        (parameter) => parameter.in === 'header' && parameter.name === IDEMPOTENCY_HEADER,
      );
      expect(header?.required ?? false, key).toBe(false);
      expect(header?.description, key).toContain('IDEMPOTENCY_KEY_REUSED');
      expect(codesOf(operation, '400'), key).toContain('VALIDATION_FAILED');
      expect(codesOf(operation, '422'), key).toContain('IDEMPOTENCY_KEY_REUSED');
      expect(codesOf(operation, '409'), key).toContain('IDEMPOTENCY_KEY_IN_PROGRESS');
    }
  });

  it.each(['operations', 'individuals', 'profit-requests'])(
    'documents the picked rows the %s export takes (ids) and the code refusing them (docs/operations.md §12)',
    (list) => {
      for (const format of ['csv', 'xlsx']) {
        const exported = document.paths[`/api/${list}/export.${format}`]!.get!;
        const ids = (exported.parameters as Array<{ in?: string; name?: string; required?: boolean; description?: string }>).find(
          (parameter) => parameter.in === 'query' && parameter.name === 'ids',
        );
        expect(ids?.required ?? false, format).toBe(false);
        expect(ids?.description, format).toContain('EXPORT_SELECTION_INVALID');
        expect(codesOf(exported, '400'), format).toEqual(['VALIDATION_FAILED', 'EXPORT_SELECTION_INVALID']);
      }
    },
  );

  it('documents the code a route really answers with', async () => {
    const { headers } = await suite.signIn({ permissions: ['complete-operations'], type: 'user' });
    const answer = await suite.app.inject({ method: 'POST', url: `/api/operations/${randomUUID()}/complete`, headers, payload: {} });
    expect(answer.statusCode).toBe(404);
    expect(codesOf(document.paths['/api/operations/{id}/complete']!.post!, '404')).toContain(answer.json().code);
  });

  it('serves an interactive reference whose scripts and styles all come from this server', async () => {
    const page = await suite.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).not.toMatch(EXTERNAL_URL);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const assets = [...page.body.matchAll(/<(?:script[^>]*\ssrc|link[^>]*\shref)="([^"]+)"/g)].map((match) => match[1]!);
    expect(assets.filter((asset) => asset.endsWith('.js'))).toHaveLength(3);
    for (const asset of assets) {
      const answer = await suite.app.inject({ method: 'GET', url: asset });
      expect(answer.statusCode, asset).toBe(200);
    }
    // The document it shows is this server's own.
    expect((await suite.app.inject({ method: 'GET', url: '/api/docs/json' })).json()).toEqual(document);
  });
});
