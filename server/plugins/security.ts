import fp from 'fastify-plugin';
import helmet from 'helmet';
import { AppError } from '../app-error';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function originOf(header: string | undefined): string | null {
  if (!header) return null;
  try {
    return new URL(header).host;
  } catch {
    return null;
  }
}

/**
 * Security headers, `no-store` on API answers, and the origin check that stops another site from
 * making a signed-in browser write (cookie-authenticated writes must come from our own origin).
 */
export const securityPlugin = fp<{ https: boolean }>(async (app, options) => {
  // helmet's middleware, made once: @fastify/helmet made it again for every request, parsing the
  // policy each time (2 % of the server's CPU under the list bench's load).
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine writes its CSS variables into style elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // A document's PDF is previewed in a frame from a blob of the type the server judged (docs/documents.md §3).
        frameSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: options.https ? [] : null,
      },
    },
    hsts: options.https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => securityHeaders(request.raw, reply.raw, () => done()));

  app.addHook('onRequest', async (request) => {
    if (!UNSAFE_METHODS.has(request.method) || !request.headers.cookie) return;
    const source = originOf(request.headers.origin) ?? originOf(request.headers.referer);
    // URL drops default ports from both sides, so "localhost:80" and "http://localhost" agree.
    const own = originOf(`${request.protocol}://${request.host}`);
    if (!source || source !== own) throw new AppError('CSRF_REJECTED');
  });

  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api')) reply.header('cache-control', 'no-store');
  });
});
