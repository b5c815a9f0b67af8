import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error';
import { claimStaleChunkReload, describeRouteFailure, failedChunkUrl, isChunkLoadError, probeFile, retryUrl } from './route-error';

const chromiumChunkError = () => new TypeError('Failed to fetch dynamically imported module: http://127.0.0.1:3000/assets/ReportsPage-B1x2.js');
const online = { online: true, serverReachable: true };

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> {
  const entries = new Map<string, string>();
  return { getItem: (key) => entries.get(key) ?? null, setItem: (key, text) => void entries.set(key, text) };
}

describe('isChunkLoadError', () => {
  it('recognises a failed lazy import as each browser words it', () => {
    expect(isChunkLoadError(chromiumChunkError())).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: https://x/assets/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
  });

  it('leaves other errors alone', () => {
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'map')"))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});

describe('failedChunkUrl', () => {
  const origin = 'http://127.0.0.1:3000';

  it('reads the file a failed import names, as Chromium and Firefox word it', () => {
    expect(failedChunkUrl(chromiumChunkError(), origin)).toBe('http://127.0.0.1:3000/assets/ReportsPage-B1x2.js');
    expect(failedChunkUrl(new TypeError('error loading dynamically imported module: http://127.0.0.1:3000/assets/AppLayout-Q.js'), origin)).toBe(
      'http://127.0.0.1:3000/assets/AppLayout-Q.js',
    );
  });

  it('drops the query of an earlier retry, so attempts do not pile up', () => {
    expect(failedChunkUrl(new TypeError('Failed to fetch dynamically imported module: http://127.0.0.1:3000/assets/A-1.js?retry=2'), origin)).toBe(
      'http://127.0.0.1:3000/assets/A-1.js',
    );
    expect(retryUrl('http://127.0.0.1:3000/assets/A-1.js', 3)).toBe('http://127.0.0.1:3000/assets/A-1.js?retry=3');
  });

  it('names nothing for a message without a file, another site, or another error', () => {
    expect(failedChunkUrl(new TypeError('Importing a module script failed.'), origin)).toBeNull();
    expect(failedChunkUrl(new TypeError('Failed to fetch dynamically imported module: https://cdn.example/assets/A-1.js'), origin)).toBeNull();
    expect(failedChunkUrl(new TypeError('Cannot read properties of undefined: http://127.0.0.1:3000/a.js'), origin)).toBeNull();
    expect(failedChunkUrl('Failed to fetch dynamically imported module: http://127.0.0.1:3000/a.js', origin)).toBeNull();
  });
});

describe('describeRouteFailure', () => {
  it('says a screen did not load because the browser is offline', () => {
    expect(describeRouteFailure(chromiumChunkError(), { online: false, serverReachable: true })).toEqual({
      kind: 'page-not-loaded',
      cause: 'offline',
      requestId: null,
    });
  });

  it('says the server is unreachable when online but the server did not answer', () => {
    expect(describeRouteFailure(chromiumChunkError(), { online: true, serverReachable: false })).toEqual({
      kind: 'page-not-loaded',
      cause: 'unreachable',
      requestId: null,
    });
  });

  it('gives no cause for a screen that failed while everything answers', () => {
    expect(describeRouteFailure(chromiumChunkError(), online)).toEqual({ kind: 'page-not-loaded', cause: null, requestId: null });
  });

  it('says the screen was replaced when the server no longer has its file, unless the connection explains it first', () => {
    expect(describeRouteFailure(chromiumChunkError(), { ...online, fileGone: true })).toEqual({ kind: 'page-not-loaded', cause: 'replaced', requestId: null });
    expect(describeRouteFailure(chromiumChunkError(), { online: false, serverReachable: true, fileGone: true }).cause).toBe('offline');
    expect(describeRouteFailure(new TypeError('boom'), { ...online, fileGone: true }).cause).toBeNull();
  });

  it('shows the request id of a failed API call', () => {
    const error = new ApiError({ code: 'INTERNAL', status: 500, requestId: 'req-7f3a' });
    expect(describeRouteFailure(error, online)).toEqual({ kind: 'unexpected', cause: null, requestId: 'req-7f3a' });
  });

  it('blames the lost connection for an API call that never reached the server', () => {
    const error = new ApiError({ code: 'NETWORK', status: 0 });
    expect(describeRouteFailure(error, { online: false, serverReachable: true })).toEqual({ kind: 'unexpected', cause: 'offline', requestId: null });
  });

  it('treats a render error as unexpected, and the offline badge does not claim it', () => {
    const error = new TypeError("Cannot read properties of undefined (reading 'map')");
    expect(describeRouteFailure(error, { online: false, serverReachable: true })).toEqual({ kind: 'unexpected', cause: null, requestId: null });
  });

  it('turns a 404 route answer into the not-found page', () => {
    // The shape React Router gives a route that matched nothing (an ErrorResponse).
    expect(describeRouteFailure({ status: 404, statusText: 'Not Found', internal: true, data: null }, online).kind).toBe('not-found');
    expect(describeRouteFailure({ status: 500, statusText: 'Internal', internal: true, data: null }, online).kind).toBe('unexpected');
  });
});

describe('claimStaleChunkReload', () => {
  it('reloads once per failing file and never again for that file in the tab', () => {
    const storage = memoryStorage();
    expect(claimStaleChunkReload(chromiumChunkError(), storage)).toBe(true);
    expect(claimStaleChunkReload(chromiumChunkError(), storage)).toBe(false);
    expect(claimStaleChunkReload(new TypeError('Failed to fetch dynamically imported module: http://h/assets/Other-9.js'), storage)).toBe(true);
  });

  it('does not reload when storage refuses, as nothing would stop a loop', () => {
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(claimStaleChunkReload(chromiumChunkError(), refusing)).toBe(false);
  });

  it('survives a stored value it did not write', () => {
    const storage = memoryStorage();
    storage.setItem('wasit.reloadedForChunks', '{"not":"a list"}');
    expect(claimStaleChunkReload(chromiumChunkError(), storage)).toBe(true);
  });
});

describe('probeFile', () => {
  const url = 'http://127.0.0.1:3000/assets/AppLayout-Q.js';
  const answering = (status: number) => (async () => new Response(null, { status })) as unknown as typeof fetch;
  const signal = new AbortController().signal;

  it('calls a file the server answers 404 or 410 for gone: a new deployment replaced it', async () => {
    expect(await probeFile(url, answering(404), signal)).toBe('gone');
    expect(await probeFile(url, answering(410), signal)).toBe('gone');
  });

  it('tells a file still there from a server that does not answer', async () => {
    expect(await probeFile(url, answering(200), signal)).toBe('present');
    expect(await probeFile(url, answering(503), signal)).toBe('unreachable');
    const offline = (() => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch;
    expect(await probeFile(url, offline, signal)).toBe('unreachable');
  });

  it('asks past the browser cache, with HEAD', async () => {
    let asked: RequestInit | undefined;
    const spy = (async (_input: unknown, init?: RequestInit) => {
      asked = init;
      return new Response(null, { status: 200 });
    }) as typeof fetch;
    await probeFile(url, spy, signal);
    expect(asked).toMatchObject({ method: 'HEAD', cache: 'no-store' });
  });
});
