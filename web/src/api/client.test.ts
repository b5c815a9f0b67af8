import { afterEach, describe, expect, it, vi } from 'vitest';
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
