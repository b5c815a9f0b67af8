import createClient, { createFinalURL, defaultPathSerializer, type FetchResponse, type MaybeOptionalInit } from 'openapi-fetch';
import type { HttpMethod, PathsWithMethod, RequiredKeysOf } from 'openapi-typescript-helpers';
import { IDEMPOTENCY_HEADER, isIdempotentWrite } from '../../../contract/idempotency';
import { answeringFetch } from './http';
import type { paths } from './schema';
import { submitOnce } from './submit-once';

/** Drops empty values as the forms leave them (`undefined` or ''), as the server reads a missing field. */
function queryString(query: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') search.set(name, String(value));
  }
  return search.toString();
}

const client = createClient<paths>({
  credentials: 'same-origin',
  headers: { accept: 'application/json' },
  querySerializer: queryString,
  fetch: (request) => answeringFetch(request),
});

type Method = Extract<HttpMethod, 'get' | 'post' | 'put' | 'patch' | 'delete'>;
/** Every path of the API that answers `method`: a path the server does not have fails typecheck. */
export type ApiPath<M extends Method> = PathsWithMethod<paths, M>;
type Init<M extends Method, P extends ApiPath<M>> = MaybeOptionalInit<paths[P], M>;
/** openapi-fetch's own rule: the init may be left out only when nothing in it is required. */
type InitParam<I> = RequiredKeysOf<I> extends never ? [I?] : [I];
/** The success body of an operation, as the OpenAPI document declares it. */
export type ApiAnswer<M extends Method, P extends ApiPath<M>, I = object> = NonNullable<
  FetchResponse<Extract<paths[P][M], Record<string | number, unknown>>, I, 'application/json'>['data']
>;
/** The query parameters of an operation. */
export type ApiQuery<M extends Method, P extends ApiPath<M>> = NonNullable<paths[P][M] extends { parameters: { query?: infer Q } } ? Q : never>;

/** The path parameters of an operation (`{ id }` for `/api/jobs/{id}`). */
export type ApiPathParams<M extends Method, P extends ApiPath<M>> = paths[P][M] extends { parameters: { path: infer T } } ? T : never;

/**
 * A refusal never comes back here: answeringFetch has thrown it as an ApiError. A money write
 * (contract/idempotency.ts) goes with an Idempotency-Key of its own, and again with it when no
 * answer came back (./submit-once.ts): each call is one submission.
 */
function answering<M extends Method>(method: M, send: (path: never, ...init: never[]) => Promise<{ data?: unknown }>) {
  return async <P extends ApiPath<M>, I extends Init<M, P>>(path: P, ...init: InitParam<I>): Promise<ApiAnswer<M, P, I>> => {
    const sendAs = send as unknown as (path: P, init?: object) => Promise<{ data?: unknown }>;
    const [given] = init as [{ headers?: Record<string, string> }?];
    const { data } = isIdempotentWrite(method, path)
      ? await submitOnce((key) => sendAs(path, { ...given, headers: { ...given?.headers, [IDEMPOTENCY_HEADER]: key } }))
      : await sendAs(path, given);
    return data as ApiAnswer<M, P, I>;
  };
}

/**
 * A GET whose query is a list view's URL text (docs/architecture.md §8), which the server reads and
 * checks: the path, its parameters and the answer are typed, the query's values stay text.
 */
async function getWithUrlQuery<P extends ApiPath<'get'>>(
  path: P,
  query: Record<string, string | undefined>,
  pathParams?: ApiPathParams<'get', P>,
): Promise<ApiAnswer<'get', P>> {
  const send = client.GET as unknown as (path: P, init: object) => Promise<{ data?: unknown }>;
  const { data } = await send(path, { params: { path: pathParams, query } });
  return data as ApiAnswer<'get', P>;
}

/**
 * The address of a GET the browser opens itself (a file to download, a PDF in a tab): its body is a
 * file, not JSON, so only the path, its parameters and the query's names are typed.
 */
export function apiHref<P extends ApiPath<'get'>>(
  path: P,
  params: { path?: ApiPathParams<'get', P>; query?: { [K in keyof ApiQuery<'get', P>]?: string | undefined } } = {},
): string {
  // openapi-fetch's own way from a path and its parameters to the address, as its requests are sent.
  return createFinalURL(path, {
    baseUrl: '',
    params: { path: params.path as Record<string, unknown> | undefined, query: params.query },
    querySerializer: queryString,
    pathSerializer: defaultPathSerializer,
  });
}

/**
 * The one way the web talks to the server (docs/architecture.md §10): openapi-fetch over
 * the types generated from the server's OpenAPI document (./schema.d.ts, `npm run api:types`), so a
 * path, a parameter or an answer that the server changes and the web does not follow fails typecheck.
 */
export const api = {
  get: answering('get', client.GET),
  post: answering('post', client.POST),
  put: answering('put', client.PUT),
  patch: answering('patch', client.PATCH),
  delete: answering('delete', client.DELETE),
  getWithUrlQuery,
};
