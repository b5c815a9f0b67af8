import { bigserial, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAtNow } from './columns';

/**
 * One committed bulk import (docs/import.md §4): the file's SHA-256 per kind is unique, so the same
 * file imported twice is recognised and imports nothing the second time.
 */
export const imports = pgTable(
  'imports',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    kind: text('kind').notNull(),
    fileSha256: text('file_sha256').notNull(),
    fileName: text('file_name').notNull(),
    rowCount: integer('row_count').notNull(),
    importedCount: integer('imported_count').notNull(),
    existingCount: integer('existing_count').notNull(),
    actorId: text('actor_id'),
    createdAt: createdAtNow(),
  },
  (table) => [uniqueIndex('imports_kind_sha_key').on(table.kind, table.fileSha256), index('imports_created_idx').on(table.createdAt)],
);
