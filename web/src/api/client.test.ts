import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDEMPOTENT_WRITES } from '../../../contract/idempotency';
import { ApiError } from './api-error';
import { apiHref } from './client';
import { answeringFetch } from './http';

describe('apiHref', () => {
  it('fills the path parameters encoded and leaves out empty query values', () => {
    expect(apiHref('/api/jobs/{id}/file', { path: { id: 'a/b c' } })).toBe('/api/jobs/a%2Fb%20c/file');
    expect(apiHref('/api/balance-transactions/{id}/receipt.pdf', { path: { id: 'r1' }, query: { lang: 'ar' } })).toBe(
      '/api/balance-transactions/r1/receipt.pdf?lang=ar',
    );
    expect(apiHref('/api/statements/year', { query: { year: '2026', format: 'pdf', lang: '' } })).toBe('/api/statements/year?year=2026&format=pdf');
  });
});

describe('answeringFetch', () => {
  afterEach(() => vi.unstubAllGlobals());
  const request = () => new Request('http://localhost/api/operations');

  it('hands on a success with its JSON body read', async () => {
    vi.stubGlobal('fetch', async () => new Response('{"items":[],"nextCursor":null}', { status: 200 }));
    expect(await (await answeringFetch(request())).json()).toEqual({ items: [], nextCursor: null });
  });

  it('throws a refusal as an ApiError with the server code, and an unreadable one as INTERNAL', async () => {
    vi.stubGlobal('fetch', async () => new Response('{"code":"PERIOD_CLOSED","params":{"period":"2026-03"},"requestId":"r1"}', { status: 409 }));
    await expect(answeringFetch(request())).rejects.toMatchObject({ code: 'PERIOD_CLOSED', status: 409, requestId: 'r1' });
    vi.stubGlobal('fetch', async () => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(answeringFetch(request())).rejects.toMatchObject({ code: 'INTERNAL', status: 502 });
  });

  it('turns no answer into NETWORK, and one slower than the limit into TIMEOUT', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(answeringFetch(request())).rejects.toEqual(new ApiError({ code: 'NETWORK', status: 0 }));
    vi.stubGlobal(
      'fetch',
      (_input: Request, init: RequestInit) =>
        new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    );
    await expect(answeringFetch(request(), 20)).rejects.toMatchObject({ code: 'TIMEOUT', status: 0 });
  });
});

describe('api writes', () => {
  afterEach(() => vi.unstubAllGlobals());

  /** The client as a page loads it, its addresses relative to the page's origin (node's Request needs one). */
  async function pageClient() {
    const PageRequest = class extends Request {
      constructor(input: RequestInfo | URL, init?: RequestInit) {
        super(typeof input === 'string' ? new URL(input, 'http://localhost') : input, init);
      }
    };
    vi.stubGlobal('Request', PageRequest);
    vi.resetModules();
    return (await import('./client')).api;
  }

  it('sends a money write with a key of its own, and again with the same key when no answer came back', async () => {
    const sent: Array<string | null> = [];
    vi.stubGlobal('fetch', async (request: Request) => {
      sent.push(request.headers.get('idempotency-key'));
      if (sent.length === 1) throw new TypeError('Failed to fetch');
      return new Response('{"row":{"id":"1"}}', { status: 200 });
    });
    const api = await pageClient();
    await api.post('/api/balance-transactions/{id}/complete', { params: { path: { id: '1' } } });
    expect(sent).toHaveLength(2);
    expect(sent[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent[1]).toBe(sent[0]);
    await api.post('/api/balance-transactions/{id}/complete', { params: { path: { id: '1' } } });
    expect(sent).toHaveLength(3);
    expect(sent[2]).not.toBe(sent[0]);
  });

  it('sends a key to every money write of contract/idempotency.ts but the import (its upload sends its own)', async () => {
    const sent: Array<string | null> = [];
    vi.stubGlobal('fetch', async (request: Request) => {
      sent.push(request.headers.get('idempotency-key'));
      return new Response('{}', { status: 200 });
    });
    const api = await pageClient();
    const writes = IDEMPOTENT_WRITES.filter((write) => write !== 'POST /api/imports/commit');
    for (const write of writes) {
      const [method, path] = write.split(' ') as ['POST' | 'PUT', string];
      const send = (method === 'PUT' ? api.put : api.post) as (path: string, init: object) => Promise<unknown>;
      await send(path, { params: { path: { id: '1' } }, body: {} });
    }
    expect(sent).toHaveLength(writes.length);
    for (const key of sent) expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(sent).size).toBe(writes.length);
  });

  it('sends any other write once, without a key', async () => {
    const sent: Array<string | null> = [];
    vi.stubGlobal('fetch', async (request: Request) => {
      sent.push(request.headers.get('idempotency-key'));
      throw new TypeError('Failed to fetch');
    });
    const api = await pageClient();
    await expect(api.post('/api/individuals', { body: {} as never })).rejects.toMatchObject({ code: 'NETWORK' });
    expect(sent).toEqual([null]);
  });
});
