import { bigserial, integer, jsonb, pgTable, text, index, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAtNow, timestampTz } from './columns';

/** Fixed-window counters kept in the database so that limits hold across app instances. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStart: timestampTz('window_start').notNull(),
});

/** Every change to money, permissions, settings and accounts: who, when, what, before and after. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    at: timestampTz('at').notNull().defaultNow(),
    actorId: text('actor_id'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    clientAddress: text('client_address'),
    requestId: text('request_id'),
    /** The previous row's `hash`: null only for the first row of the chain. */
    prevHash: text('prev_hash'),
    /** SHA-256 (hex) over this row's content and `prevHash`, computed by the `audit_row_hash` SQL function. */
    hash: text('hash').notNull(),
  },
  (table) => [
    index('audit_log_entity_idx').on(table.entity, table.entityId),
    // The days filter's bounds on the id, read from the index alone (db/queries/audit-log-list.ts, issue 31).
    index('audit_log_at_id_idx').on(table.at, table.id),
    // The log's sorts by action and entity, and its actor, entity and action filters (issue 31).
    index('audit_log_action_id_idx').on(table.action, table.id),
    index('audit_log_entity_id_idx').on(table.entity, table.id),
    index('audit_log_actor_id_idx').on(table.actorId, table.id),
    // One successor per row: a fork of the chain (two rows naming the same predecessor) is refused.
    uniqueIndex('audit_log_prev_hash_idx').on(table.prevHash),
    uniqueIndex('audit_log_hash_idx').on(table.hash),
  ],
);

/** Mail the app sent or would have sent; without SMTP this table and the log are the delivery. */
export const outbox = pgTable('outbox', {
  id: bigserial('id', { mode: 'bigint' }).primaryKey(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  createdAt: createdAtNow(),
  sentAt: timestampTz('sent_at'),
  error: text('error'),
});

export const userTypes = pgTable('user_types', {
  code: text('code').primaryKey(),
  nameEn: text('name_en').notNull(),
  nameFr: text('name_fr').notNull(),
  nameAr: text('name_ar').notNull(),
});

/** Secrets generated on first start and shared by every instance on the same database. */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  secret: text('secret').notNull(),
});
