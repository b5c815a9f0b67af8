import type { TImportIssue } from '../../../../contract/imports';
import type { Tx } from '../../../../db/client';
import type { ImportRecord } from '../map-columns';
import type { FieldColumns } from '../row-issue';

/** What importing one row did: written, or found already there; with the warnings it raised. */
export type RowOutcome = { status: 'imported' | 'exists'; warnings: TImportIssue[] };

/** One kind of file's columns and how one of its rows is written, inside the import's transaction (docs/import.md). */
export type KindImporter = { columns: FieldColumns; importRow: (tx: Tx, record: ImportRecord) => Promise<RowOutcome> };
