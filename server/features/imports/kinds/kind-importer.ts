import type { ImportWarning, TImportIssue } from '../../../../contract/imports';
import type { Tx } from '../../../../db/client';
import type { ImportRecord } from '../map-columns';
import { warning, type FieldColumns } from '../row-issue';

/** What importing one row did: written, or found already there; with the warnings it raised. */
export type RowOutcome = { status: 'imported' | 'exists'; warnings: TImportIssue[] };

/** One kind of file's columns and how one of its rows is written, inside the import's transaction (docs/import.md). */
export type KindImporter = { columns: FieldColumns; importRow: (tx: Tx, record: ImportRecord) => Promise<RowOutcome> };

/** The stored rows alike a row of the file (docs/import.md §3): by its number, or by the other fields of its natural key. */
export type AlikeRows<Stored> = {
  rows: readonly Stored[];
  /** The stored row carries the number the file gives. */
  hasNumber: (stored: Stored) => boolean;
  /** Every field the file gives equals the stored row's. */
  same: (stored: Stored) => boolean;
  /** The warning of a row alike but not the same, on the number's column or on the key's. */
  warning: ImportWarning;
  numberColumn: string;
  keyColumn: string;
};

/**
 * docs/import.md §3: a row is known by its number: already present when a stored row has it, with
 * a warning when that row's values differ. Without one, a stored row equal in every field is the
 * row, already present; otherwise `create` writes it, with a warning when a stored row is alike.
 */
export async function importUnlessKnown<Stored>(alike: AlikeRows<Stored>, create: () => Promise<unknown>): Promise<RowOutcome> {
  const byNumber = alike.rows.filter(alike.hasNumber);
  if (byNumber.length > 0) return { status: 'exists', warnings: byNumber.some(alike.same) ? [] : [warning(alike.warning, alike.numberColumn)] };
  if (alike.rows.some(alike.same)) return { status: 'exists', warnings: [] };
  const warnings = alike.rows.length > 0 ? [warning(alike.warning, alike.keyColumn)] : [];
  await create();
  return { status: 'imported', warnings };
}
