import { ApiError, errorFromAnswer } from './api-error';

export const REQUEST_TIMEOUT_MS = 30_000;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD';

export type RequestOptions = {
  method?: Method;
  body?: unknown;
  query?: Record<string, string | undefined>;
  timeoutMs?: number;
};

function urlWithQuery(path: string, query: RequestOptions['query']): string {
  if (!query) return path;
  const search = new URLSearchParams();
  for (const [name, text] of Object.entries(query)) {
    if (text !== undefined && text !== '') search.set(name, text);
  }
  const encoded = search.toString();
  return encoded ? `${path}?${encoded}` : path;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** The one way the web talks to the server: JSON in and out, same-origin cookies, a 30 s limit. */
export async function apiRequest<TAnswer>(path: string, options: RequestOptions = {}): Promise<TAnswer> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const hasBody = options.body !== undefined;
  let response: Response;
  try {
    response = await fetch(urlWithQuery(path, options.query), {
      method: options.method ?? 'GET',
      credentials: 'same-origin',
      headers: hasBody ? { 'content-type': 'application/json', accept: 'application/json' } : { accept: 'application/json' },
      body: hasBody ? JSON.stringify(options.body) : undefined,
      signal: controller.signal,
    });
  } catch {
    clearTimeout(timer);
    throw new ApiError({ code: controller.signal.aborted ? 'TIMEOUT' : 'NETWORK', status: 0 });
  }
  try {
    const body = await readJson(response);
    if (!response.ok) throw errorFromAnswer(response.status, body);
    return body as TAnswer;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError({ code: controller.signal.aborted ? 'TIMEOUT' : 'NETWORK', status: 0 });
  } finally {
    clearTimeout(timer);
  }
}

export const api = {
  get: <TAnswer>(path: string, query?: RequestOptions['query']) => apiRequest<TAnswer>(path, { query }),
  post: <TAnswer>(path: string, body?: unknown) => apiRequest<TAnswer>(path, { method: 'POST', body: body ?? {} }),
  put: <TAnswer>(path: string, body: unknown) => apiRequest<TAnswer>(path, { method: 'PUT', body }),
  patch: <TAnswer>(path: string, body: unknown) => apiRequest<TAnswer>(path, { method: 'PATCH', body }),
};
