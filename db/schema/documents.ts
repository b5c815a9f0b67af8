import { sql } from 'drizzle-orm';
import { bigint, check, customType, date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAtNow, requiredRef } from './columns';
import { users } from './auth';
import { balanceTransactions, individuals } from './people';
import { operations } from './operations';

/** Raw bytes: PGlite answers a Uint8Array, node-postgres a Buffer; both are handed on as they are. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * A file kept with an individual (identity papers), a capital entry or an operation (receipts),
 * docs/documents.md. Exactly one owner column is set, the one its kind names; its content type was
 * judged from its first bytes. The bytes are in document_parts, as a job's file is in job_file_parts.
 */
export const documents = pgTable(
  'documents',
  {
    id: text('id').primaryKey(),
    ownerKind: text('owner_kind').notNull(),
    individualId: text('individual_id').references(() => individuals.id),
    balanceTransactionId: bigint('balance_transaction_id', { mode: 'bigint' }).references(() => balanceTransactions.id),
    operationId: text('operation_id').references(() => operations.id),
    docType: text('doc_type').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    bytes: integer('bytes').notNull(),
    issuedOn: date('issued_on', { mode: 'string' }),
    expiresOn: date('expires_on', { mode: 'string' }),
    uploadedBy: text('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAtNow(),
  },
  (table) => [
    check(
      'documents_owner_check',
      sql`(${table.ownerKind} = 'individual' and ${table.individualId} is not null and ${table.balanceTransactionId} is null and ${table.operationId} is null)
        or (${table.ownerKind} = 'capital-entry' and ${table.individualId} is null and ${table.balanceTransactionId} is not null and ${table.operationId} is null)
        or (${table.ownerKind} = 'operation' and ${table.individualId} is null and ${table.balanceTransactionId} is null and ${table.operationId} is not null)`,
    ),
    check('documents_type_check', sql`${table.docType} in ('identity-card', 'passport', 'proof-of-address', 'receipt', 'other')`),
    check('documents_content_type_check', sql`${table.contentType} in ('application/pdf', 'image/png', 'image/jpeg', 'image/webp')`),
    check('documents_dates_check', sql`${table.expiresOn} is null or ${table.issuedOn} is null or ${table.expiresOn} >= ${table.issuedOn}`),
    check('documents_bytes_check', sql`${table.bytes} > 0`),
    index('documents_individual_idx').on(table.individualId, table.createdAt),
    index('documents_balance_transaction_idx').on(table.balanceTransactionId, table.createdAt),
    index('documents_operation_idx').on(table.operationId, table.createdAt),
    // The expiring identity papers (documents.expiring).
    index('documents_identity_expiry_idx')
      .on(table.expiresOn)
      .where(sql`${table.docType} in ('identity-card', 'passport')`),
  ],
);

/** A document's bytes in parts of about a megabyte, read back in order: no side holds the whole file. */
export const documentParts = pgTable(
  'document_parts',
  {
    documentId: requiredRef('document_id', () => documents.id, { onDelete: 'cascade' }),
    partNo: integer('part_no').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (table) => [primaryKey({ columns: [table.documentId, table.partNo] })],
);
