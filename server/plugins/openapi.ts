import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { errorResponses, routeErrorCodes, routeShape } from './openapi-errors';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/** The zod schemas as JSON schema, plus the route's error answers; `errors` itself stays out of the document. */
function transform(input: TransformInput) {
  // Only the API (and the operator's /metrics) is described: the web app's pages and files (routes without a schema) are not operations.
  if (!input.url.startsWith('/api/') && input.url !== '/metrics') return { schema: { hide: true }, url: input.url };
  const { schema, url } = jsonSchemaTransform(input);
  if (schema.hide) return { schema, url };
  const { errors: _errors, ...documented } = schema as typeof schema & { errors?: unknown };
  const response = { ...(documented.response as object | undefined), ...errorResponses(routeErrorCodes(routeShape(input.route))) };
  return { schema: { ...documented, response }, url };
}

export const DOCS_PREFIX = '/api/docs';

/**
 * The OpenAPI document at /api/openapi.json and an interactive reference (Swagger UI, its files
 * served from the npm package, so the page loads nothing from another site) at /api/docs.
 */
export const openApiPlugin = fp(async (app) => {
  await app.register(swagger, {
    openapi: { info: { title: 'Wasit API', version: '1.0.0' } },
    transform,
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    theme: { title: 'Wasit API' },
  });
  app.get('/api/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async () => app.swagger());
});
