import { withField } from '../../../../contract/decimal-input';
import type { ImportWarning, TImportIssue } from '../../../../contract/imports';
import type { Tx } from '../../../../db/client';
import { parseIsoDate } from '../../../../domain';
import type { ImportRecord } from '../map-columns';
import { warning, type FieldColumns } from '../row-issue';
import { optionalCell } from './references';

/** What importing one row did: written, or found already there; with the warnings it raised. */
export type RowOutcome = { status: 'imported' | 'exists'; warnings: TImportIssue[] };

/** One kind of file's columns and how one of its rows is written, inside the import's transaction (docs/import.md). */
export type KindImporter = { columns: FieldColumns; importRow: (tx: Tx, record: ImportRecord) => Promise<RowOutcome> };

/** The warning of a row alike a stored one but not the same, on the number's column or on the key's. */
export type AlikeWarning = { warning: ImportWarning; numberColumn: string; keyColumn: string };

/** The stored rows alike a row of the file (docs/import.md §3): by its number, or by the other fields of its natural key. */
type AlikeRows<Stored> = AlikeWarning & {
  rows: readonly Stored[];
  /** The stored row carries the number the file gives. */
  hasNumber: (stored: Stored) => boolean;
  /** Every field the file gives equals the stored row's. */
  same: (stored: Stored) => boolean;
};

/**
 * docs/import.md §3: a row is known by its number: already present when a stored row has it, with
 * a warning when that row's values differ. Without one, a stored row equal in every field is the
 * row, already present; otherwise `create` writes it, with a warning when a stored row is alike.
 */
async function importUnlessKnown<Stored>(alike: AlikeRows<Stored>, create: () => Promise<unknown>): Promise<RowOutcome> {
  const byNumber = alike.rows.filter(alike.hasNumber);
  if (byNumber.length > 0) return { status: 'exists', warnings: byNumber.some(alike.same) ? [] : [warning(alike.warning, alike.numberColumn)] };
  if (alike.rows.some(alike.same)) return { status: 'exists', warnings: [] };
  const warnings = alike.rows.length > 0 ? [warning(alike.warning, alike.keyColumn)] : [];
  await create();
  return { status: 'imported', warnings };
}

/**
 * A kind whose rows go through a form's schema and service and may carry a number (operations,
 * sales): how a row's cells become the form's body, the body's day, the stored rows alike it (by
 * the number, or by its natural key), when a stored row is the same, and how the form's service writes it.
 */
export type NumberedKind<DateField extends string, Body extends Record<DateField, string>, Stored> = {
  columns: FieldColumns;
  bodyOf: (tx: Tx, cells: Record<string, string>) => Promise<Body>;
  dateField: DateField;
  alike: AlikeWarning;
  storedAlike: (tx: Tx, number: string | null, body: Body) => Promise<readonly Stored[]>;
  numberOf: (stored: Stored) => string | null;
  same: (stored: Stored, body: Body) => boolean;
  create: (tx: Tx, body: Body) => Promise<unknown>;
};

/** docs/import.md §1, §3: a numbered kind's row: its body, its day, then imported unless known (see importUnlessKnown). */
export function numberedImporter<DateField extends string, Body extends Record<DateField, string>, Stored>(
  kind: NumberedKind<DateField, Body, Stored>,
): KindImporter {
  return {
    columns: kind.columns,
    importRow: async (tx, { cells }) => {
      const body = await kind.bodyOf(tx, cells);
      // A date the pattern lets through (30 February) is refused here, before a query would choke on it.
      withField(kind.dateField, () => parseIsoDate(body[kind.dateField]));
      const number = optionalCell(cells[kind.alike.numberColumn]) ?? null;
      const rows = await kind.storedAlike(tx, number, body);
      const alike = { rows, hasNumber: (row: Stored) => kind.numberOf(row) === number, same: (row: Stored) => kind.same(row, body), ...kind.alike };
      return importUnlessKnown(alike, () => kind.create(tx, body));
    },
  };
}
