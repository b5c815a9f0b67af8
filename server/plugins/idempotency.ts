import { createHash } from 'node:crypto';
import { PassThrough, Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import { IDEMPOTENCY_HEADER, IDEMPOTENT_REPLAY_HEADER, ZIdempotencyHeaders } from '../../contract/idempotency';
import type { Tx } from '../../db/client';
import {
  claimIdempotencyKey,
  findIdempotencyKey,
  insertIdempotentAnswer,
  pruneIdempotencyKeys,
  recordIdempotentAnswer,
  type IdempotencyClaim,
  type IdempotentAnswer,
  type StoredIdempotencyKey,
} from '../../db/queries/idempotency-keys';
import { withTransactionStart } from '../../db/transaction-start';
import { AppError } from '../app-error';
import { requireUser } from './access';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A money write: it takes an `Idempotency-Key` (docs/operations.md §10). */
    idempotent?: true;
  }
  interface FastifyRequest {
    /** The key this request claims, while its answer is still to be kept. */
    idempotency: IdempotencyClaim | null;
  }
}

/** How long a retry waits for the answer of the request that holds its key before answering IDEMPOTENCY_KEY_IN_PROGRESS. */
export const IN_PROGRESS_WAIT_MS = 10_000;
const POLL_MS = 100;
/** Keys past their 24 hours deleted after each answer kept, at most this many at a time. */
const PRUNED_PER_ANSWER = 100;

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Each keyed request's fingerprint, taken before validation. */
const fingerprints = new WeakMap<FastifyRequest, string>();

/** The key is held by another request that sent the same thing: its answer is this one's. */
class HeldElsewhere extends AppError {
  constructor() {
    super('IDEMPOTENCY_KEY_IN_PROGRESS', { retryAfterSeconds: 1 });
  }
}

/** JSON with object keys in order, so that the same body sent twice reads alike whatever its keys' order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, inner]) => inner !== undefined)
      .sort(([left], [right]) => (left < right ? -1 : left > right ? 1 : 0));
    return `{${entries.map(([key, inner]) => `${JSON.stringify(key)}:${canonical(inner)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * SHA-256 of what the request asks: method, route, path parameters, query and body (a file's bytes
 * as they are), as they came, before validation turns them into the handler's values.
 */
function fingerprintOf(request: FastifyRequest): string {
  const hash = createHash('sha256');
  hash.update(`${request.method}\n${request.routeOptions.url ?? ''}\n${canonical(request.params)}\n${canonical(request.query)}\n`);
  hash.update(Buffer.isBuffer(request.body) ? request.body : canonical(request.body ?? null));
  return hash.digest('hex');
}

function replay(reply: FastifyReply, answer: IdempotentAnswer): FastifyReply {
  reply.status(answer.statusCode).header(IDEMPOTENT_REPLAY_HEADER, 'true');
  if (answer.contentType) reply.type(answer.contentType);
  return reply.send(answer.body);
}

/** The key as another request stored it: refused when it named something else, else its answer once it has one. */
async function answerOf(db: Tx, claim: IdempotencyClaim, held: StoredIdempotencyKey, reply: FastifyReply): Promise<FastifyReply> {
  if (held.fingerprint !== claim.fingerprint) throw new AppError('IDEMPOTENCY_KEY_REUSED');
  let current: StoredIdempotencyKey | null = held;
  for (const deadline = Date.now() + IN_PROGRESS_WAIT_MS; !current?.answer && Date.now() < deadline;) {
    await sleep(POLL_MS);
    current = await findIdempotencyKey(db, claim);
    // The holder rolled back and a third request claims it now: it is still in progress.
    if (current && current.fingerprint !== claim.fingerprint) throw new AppError('IDEMPOTENCY_KEY_REUSED');
  }
  if (!current?.answer) throw new HeldElsewhere();
  return replay(reply, current.answer);
}

/**
 * The route's handler under its key: an answer kept for the key is answered again; otherwise the
 * handler runs, each transaction it opens claiming the key first (db/transaction-start.ts), so the
 * key is taken exactly when the write commits, on any instance.
 */
function idempotentHandler(handler: RouteHandlerMethod): RouteHandlerMethod {
  return async function (this: FastifyInstance, request, reply) {
    const key = request.headers[IDEMPOTENCY_HEADER];
    const fingerprint = fingerprints.get(request);
    if (typeof key !== 'string' || fingerprint === undefined) return handler.call(this, request, reply);
    const db = request.server.database.db;
    const claim: IdempotencyClaim = {
      userId: requireUser(request).id,
      key,
      operationId: String(request.routeOptions.schema?.operationId ?? request.routeOptions.url),
      fingerprint,
      requestId: request.id,
    };
    const earlier = await findIdempotencyKey(db, claim);
    if (earlier) return answerOf(db, claim, earlier, reply);
    request.idempotency = claim;
    let claimed = false;
    const start = async (tx: Tx) => {
      const held = await claimIdempotencyKey(tx, claim);
      if (held && held.fingerprint !== claim.fingerprint) throw new AppError('IDEMPOTENCY_KEY_REUSED');
      if (held) throw new HeldElsewhere();
      claimed = true;
    };
    try {
      const answer = (await withTransactionStart(start, async () => handler.call(this, request, reply))) as unknown;
      if (claimed || reply.sent) return answer;
      // A success that wrote nothing (an import of a file already imported) while a request with the
      // same key wrote and took it meanwhile: the key's answer is that request's, not this one's.
      const held = await findIdempotencyKey(db, claim);
      if (!held || held.requestId === claim.requestId) return answer;
      request.idempotency = null;
      return answerOf(db, claim, held, reply);
    } catch (error) {
      // A request with the same key committed first (PostgreSQL: this one's claim waited for it).
      if (!(error instanceof HeldElsewhere) || reply.sent) throw error;
      request.idempotency = null;
      const held = await findIdempotencyKey(db, claim);
      if (!held) throw error;
      return answerOf(db, claim, held, reply);
    }
  };
}

function isStream(payload: unknown): payload is Readable {
  return payload instanceof Readable;
}

/**
 * The answer kept for the key: the update finds the claim only when something the request wrote
 * committed; a success that opened no transaction is kept all the same, a refusal that wrote nothing
 * is not (a retry is checked again).
 */
async function keepAnswer(request: FastifyRequest, claim: IdempotencyClaim, answer: IdempotentAnswer, { streamed = false } = {}): Promise<void> {
  const db = request.server.database.db;
  const kept = await recordIdempotentAnswer(db, claim, answer);
  // A streamed answer is a 200 even when its last line is a refusal: kept only on a claim.
  if (!kept && !streamed && answer.statusCode < 400) await insertIdempotentAnswer(db, claim, answer);
  await pruneIdempotencyKeys(db, PRUNED_PER_ANSWER);
}

/** Tries to keep an answer the database refused (it restarted after the write committed), this long at most. */
const KEEP_RETRY_MS = 60_000;
const KEEP_RETRY_EVERY_MS = 500;

/**
 * The write committed; its answer goes to the client whatever happens to keeping it. When the
 * database refuses the answer (PostgreSQL restarting between the write's commit and this), it is
 * kept later, tried every half second for a minute: meanwhile a retry with the key answers
 * IDEMPOTENCY_KEY_IN_PROGRESS, then the answer (docs/operations.md §10).
 */
async function keepAnswerOrRetry(request: FastifyRequest, claim: IdempotencyClaim, answer: IdempotentAnswer): Promise<void> {
  try {
    await keepAnswer(request, claim, answer);
  } catch (error) {
    request.log.warn({ err: error }, 'idempotent answer not kept yet: trying again');
    void (async () => {
      for (const deadline = Date.now() + KEEP_RETRY_MS; Date.now() < deadline;) {
        await sleep(KEEP_RETRY_EVERY_MS);
        try {
          await keepAnswer(request, claim, answer);
          return;
        } catch {
          // Still down: the next turn.
        }
      }
      request.log.error('idempotent answer not kept: a retry with its key answers IDEMPOTENCY_KEY_IN_PROGRESS until the key expires');
    })();
  }
}

/** docs/operations.md §10: the `Idempotency-Key` of money writes, kept per user with the answer given. */
export const idempotencyPlugin = fp(async (app) => {
  app.decorateRequest('idempotency', null);

  app.addHook('onRoute', (route) => {
    if (!route.config?.idempotent) return;
    const methods = [route.method].flat();
    const access = route.config.access;
    if (!methods.every((method) => UNSAFE_METHODS.has(method)) || access === undefined || access === 'public') {
      throw new Error(`Route ${methods.join(',')} ${route.url}: an idempotent route is a write of a signed-in user`);
    }
    route.schema = { ...route.schema, headers: ZIdempotencyHeaders };
    route.handler = idempotentHandler(route.handler);
  });

  // After the access check (an anonymous caller learns nothing), before validation replaces the raw input.
  app.addHook('preValidation', async (request) => {
    if (request.routeOptions.config.idempotent && request.headers[IDEMPOTENCY_HEADER] !== undefined) fingerprints.set(request, fingerprintOf(request));
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotency;
    if (!claim) return payload;
    request.idempotency = null;
    const contentType = String(reply.getHeader('content-type') ?? '') || null;
    const statusCode = reply.statusCode;
    if (!isStream(payload)) {
      const body = payload === null || payload === undefined ? '' : Buffer.isBuffer(payload) ? payload.toString('utf8') : String(payload);
      await keepAnswerOrRetry(request, claim, { statusCode, contentType, body });
      return payload;
    }
    // A streamed answer (an import's progress, docs/import.md §6) is kept whole once it has ended.
    const chunks: Buffer[] = [];
    const copy = new PassThrough();
    payload.on('data', (chunk: Buffer | string) => chunks.push(Buffer.from(chunk)));
    payload.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      keepAnswer(request, claim, { statusCode, contentType, body }, { streamed: true }).catch((error: unknown) =>
        request.log.error({ err: error }, 'idempotent answer not kept'),
      );
    });
    payload.on('error', (error) => copy.destroy(error));
    payload.pipe(copy);
    return copy;
  });
});
