import { isRouteErrorResponse } from 'react-router';
import { isApiError } from '../api/api-error';

/**
 * What a route's error boundary tells the user: whether the screen's code failed to load (a lazy
 * chunk) or something else broke, the likely cause, and the server's request id when there is one.
 */
export type RouteFailure = {
  kind: 'not-found' | 'page-not-loaded' | 'unexpected';
  /**
   * 'offline' when the browser has no network, 'unreachable' when the server did not answer,
   * 'replaced' when the server answers that the screen's file is gone (a new deployment).
   */
  cause: 'offline' | 'unreachable' | 'replaced' | null;
  requestId: string | null;
};

// Chromium, Firefox and Safari word a failed dynamic import differently; Vite adds its CSS preload.
const CHUNK_FAILURE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

export function isChunkLoadError(error: unknown): error is Error {
  return error instanceof Error && CHUNK_FAILURE.test(error.message);
}

// Chromium and Firefox end the message with the address of the file that failed; Safari names none.
const FAILED_FILE = /(https?:\/\/[^\s'"]+)/;

/**
 * The address, without its query, of the file a failed lazy import names, when it is one of this
 * site's files; null otherwise (another error, a browser that names no file, another origin).
 */
export function failedChunkUrl(error: unknown, origin: string): string | null {
  if (!isChunkLoadError(error)) return null;
  const named = FAILED_FILE.exec(error.message)?.[1]?.replace(/[.,;:)]+$/, '');
  if (!named) return null;
  try {
    const url = new URL(named);
    if (url.origin !== origin) return null;
    url.search = '';
    url.hash = '';
    return url.href;
  } catch {
    return null;
  }
}

/** The same file under an address the browser has not tried yet, so its module map fetches it again. */
export function retryUrl(url: string, attempt: number): string {
  return `${url}?retry=${attempt}`;
}

export function describeRouteFailure(error: unknown, options: { online: boolean; serverReachable: boolean; fileGone?: boolean }): RouteFailure {
  const cause = !options.online ? 'offline' : options.serverReachable ? null : 'unreachable';
  if (isRouteErrorResponse(error) && error.status === 404) return { kind: 'not-found', cause: null, requestId: null };
  if (isChunkLoadError(error)) return { kind: 'page-not-loaded', cause: cause === null && options.fileGone ? 'replaced' : cause, requestId: null };
  if (isApiError(error)) {
    const networkFailed = error.code === 'NETWORK' || error.code === 'TIMEOUT';
    return { kind: 'unexpected', cause: networkFailed ? cause : null, requestId: error.requestId };
  }
  return { kind: 'unexpected', cause: null, requestId: null };
}

/** What the server says now of a file a failed import named. */
export type FileProbe = 'gone' | 'present' | 'unreachable';

/**
 * Asks the server for the file itself, past the browser's cache. A hashed file answering 404 (or
 * 410) is gone for good: a new deployment replaced it under another name, so importing it again
 * can never succeed and only a reload (the new page names the new files) brings the screen.
 */
export async function probeFile(url: string, fetcher: typeof fetch, signal: AbortSignal): Promise<FileProbe> {
  try {
    const response = await fetcher(url, { method: 'HEAD', cache: 'no-store', signal });
    if (response.status === 404 || response.status === 410) return 'gone';
    return response.ok ? 'present' : 'unreachable';
  } catch {
    return 'unreachable';
  }
}

const RELOADED_KEY = 'wasit.reloadedForChunks';

type SessionStore = Pick<Storage, 'getItem' | 'setItem'>;

function reloadedChunks(storage: SessionStore): string[] {
  const stored: unknown = JSON.parse(storage.getItem(RELOADED_KEY) ?? '[]');
  return Array.isArray(stored) ? stored.filter((entry): entry is string => typeof entry === 'string') : [];
}

/**
 * A chunk that fails to load while the server answers is most likely gone: a new deployment replaced
 * the hashed file this tab still names. One reload fetches the new index. It is claimed at most once
 * per failing file per tab (Chromium and Firefox name the file in the message), so a file that keeps
 * failing shows the boundary instead of reloading in a loop. Storage that refuses us means no reload.
 */
export function claimStaleChunkReload(error: Error, storage: SessionStore): boolean {
  try {
    const claimed = reloadedChunks(storage);
    if (claimed.includes(error.message)) return false;
    storage.setItem(RELOADED_KEY, JSON.stringify([...claimed, error.message]));
    return true;
  } catch {
    return false;
  }
}
