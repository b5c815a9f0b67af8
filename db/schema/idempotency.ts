import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAtNow, requiredRef } from './columns';
import { users } from './auth';

/**
 * The `Idempotency-Key`s of money writes (docs/operations.md §10): per user, the
 * route and the request it named, claimed in the transaction of the write itself, then the answer
 * given, replayed to a retry of the same request. Kept 24 hours.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: requiredRef('user_id', () => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** The route's operation id (`ledger.create`, …). */
    operationId: text('operation_id').notNull(),
    /** SHA-256 (hex) of the method, the route, its parameters, query and body: another request under the same key is refused. */
    fingerprint: text('fingerprint').notNull(),
    /** The request that claimed the key: its later transactions find the key theirs. */
    requestId: text('request_id').notNull(),
    /** The answer, once given: null while the request that claimed the key runs. */
    statusCode: integer('status_code'),
    contentType: text('content_type'),
    /** The answer's body exactly as sent (text, so that amounts and key order are kept as they were). */
    responseBody: text('response_body'),
    createdAt: createdAtNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.key] }), index('idempotency_keys_created_idx').on(table.createdAt)],
);
