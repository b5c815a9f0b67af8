import type { App } from '../app';

/** The operation ids of every route the app's OpenAPI document (its API reference) describes. */
export async function documentedOperationIds(app: App): Promise<Array<string | undefined>> {
  const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{ paths: Record<string, Record<string, { operationId?: string }>> }>();
  return Object.values(document.paths).flatMap((path) => Object.values(path).map((operation) => operation.operationId));
}
