import { createHash } from 'node:crypto';
import type { ImportKind, TImportCommitResult, TImportList, TImportPreview, TImportRow } from '../../../contract/imports';
import type { Tx } from '../../../db/client';
import { insertAudit } from '../../../db/queries/audit';
import { findImport, insertImport, listImports } from '../../../db/queries/imports';
import { violatedUniqueIndex } from '../../../db/queries/unique-violation';
import { AppError } from '../../app-error';
import type { Deps } from '../../deps';
import type { AuditContext } from '../audit-context';
import { serverToday } from '../money-input';
import { startImportJob } from './import-job';
import { checkIndividualRows, commitIndividualRows } from './individual-rows';
import { kindImporter } from './kind-importers';
import { checkLedgerRows, commitLedgerRows, type Progress } from './ledger-rows';
import type { RowProgress } from './row-progress';
import { mapColumns, type ImportRecord } from './map-columns';
import { readTable } from './read-table';
import { issueOrThrow } from './row-issue';

export type ImportUpload = { kind: ImportKind; file: Buffer; fileName: string; context: AuditContext };

/** The kinds whose rows go through the forms' services one by one (a ledger or an individuals file is checked set-based). */
type RowKind = Exclude<ImportKind, 'ledger' | 'individuals'>;

/** At most this many rows travel back in a preview: every error and warning first. */
const PREVIEW_ROWS = 1_000;

async function recordsOf(upload: ImportUpload): Promise<{ sha: string; records: ImportRecord[] }> {
  const sha = createHash('sha256').update(upload.file).digest('hex');
  return { sha, records: mapColumns(upload.kind, await readTable(upload.file, upload.fileName)) };
}

/** Thrown to roll the dry run back: the preview writes every row exactly as the commit would, then undoes it. */
class DryRun extends Error {
  constructor(readonly rows: TImportRow[]) {
    super('dry run');
  }
}

/**
 * Each row runs through the forms' own service functions in a savepoint, so a refused row is
 * reported and the next row still sees every row above it (docs/import.md §3).
 */
async function dryRun(tx: Tx, upload: ImportUpload & { kind: RowKind }, records: ImportRecord[], progress?: Progress): Promise<TImportRow[]> {
  const importer = kindImporter(upload.kind, { context: upload.context, today: serverToday() });
  const rows: TImportRow[] = [];
  for (const [index, record] of records.entries()) {
    if (progress && index > 0 && index % 100 === 0) await progress(index);
    try {
      const outcome = await tx.transaction((savepoint) => importer.importRow(savepoint, record));
      const status = outcome.status === 'exists' ? 'exists' : outcome.warnings.length > 0 ? 'warning' : 'ok';
      rows.push({ line: record.line, status, issues: outcome.warnings });
    } catch (error) {
      rows.push({ line: record.line, status: 'error', issues: [issueOrThrow(error, importer.columns)] });
    }
  }
  if (progress) await progress(records.length);
  return rows;
}

function countOf(rows: TImportRow[]) {
  const counts = { ok: 0, warning: 0, error: 0, exists: 0 };
  for (const row of rows) counts[row.status] += 1;
  return counts;
}

/** The rows of a dry run; a ledger or an individuals file is checked as a whole, set-based (docs/import.md §6). */
async function previewRows(deps: Deps, upload: ImportUpload, records: ImportRecord[], progress?: Progress): Promise<TImportRow[]> {
  const { kind } = upload;
  if (kind === 'ledger') return (await checkLedgerRows(deps.database.db, records, serverToday(), progress)).rows;
  if (kind === 'individuals') return (await checkIndividualRows(deps.database.db, records, progress)).rows;
  try {
    await deps.database.db.transaction(async (tx) => {
      throw new DryRun(await dryRun(tx, { ...upload, kind }, records, progress));
    });
  } catch (error) {
    if (!(error instanceof DryRun)) throw error;
    return error.rows;
  }
  throw new Error('the dry run did not roll back');
}

/** Rows done, the file's row count added; the first report (0 rows) says the file was read. */
async function reportOf(records: ImportRecord[], progress?: RowProgress): Promise<Progress | undefined> {
  if (!progress) return undefined;
  await progress(0, records.length);
  return (rowsDone) => progress(rowsDone, records.length);
}

export async function previewImport(deps: Deps, upload: ImportUpload, rowProgress?: RowProgress): Promise<TImportPreview> {
  const { sha, records } = await recordsOf(upload);
  const progress = await reportOf(records, rowProgress);
  const previous = await findImport(deps.database.db, { kind: upload.kind, fileSha256: sha });
  const rows = await previewRows(deps, upload, records, progress);
  const flagged = rows.filter((row) => row.status !== 'ok');
  const shown = [...flagged, ...rows.filter((row) => row.status === 'ok')].slice(0, PREVIEW_ROWS).sort((a, b) => a.line - b.line);
  return { kind: upload.kind, fileSha256: sha, rowCount: records.length, counts: countOf(rows), alreadyImported: previous !== null, rows: shown };
}

/**
 * docs/import.md §4: every row in one transaction or none; the first refused row stops it and is
 * named. The same file (by SHA-256) committed again imports nothing and says so.
 */
export async function commitImport(deps: Deps, upload: ImportUpload, rowProgress?: RowProgress): Promise<TImportCommitResult> {
  const { sha, records } = await recordsOf(upload);
  const base = { kind: upload.kind, fileSha256: sha, rowCount: records.length };
  // §6: the commit is mirrored by a job row of its user, found again from the import page or the jobs menu.
  const job = await startImportJob(deps, { kind: upload.kind, fileName: upload.fileName, rowsTotal: records.length, context: upload.context });
  const both: RowProgress = async (rowsDone, rowsTotal) => {
    await job.progress(rowsDone, rowsTotal);
    await rowProgress?.(rowsDone, rowsTotal);
  };
  let result: TImportCommitResult;
  try {
    result = await commitOnce(deps, upload, records, base, both);
  } catch (error) {
    await job.failed(error);
    throw error;
  }
  await job.done(result);
  return result;
}

async function commitOnce(deps: Deps, upload: ImportUpload, records: ImportRecord[], base: Base, progress: RowProgress): Promise<TImportCommitResult> {
  if (await findImport(deps.database.db, { kind: upload.kind, fileSha256: base.fileSha256 }))
    return { ...base, imported: 0, existing: records.length, alreadyImported: true };
  try {
    return await commitRows(deps, upload, records, base, await reportOf(records, progress));
  } catch (error) {
    // The same file committed at the same moment by someone else: theirs won, this one imports nothing.
    if (violatedUniqueIndex(error) === 'imports_kind_sha_key') return { ...base, imported: 0, existing: records.length, alreadyImported: true };
    throw error;
  }
}

type Base = Pick<TImportCommitResult, 'kind' | 'fileSha256' | 'rowCount'>;

/** Every row of a kind other than the ledger and the individuals, through the forms' service functions one by one. */
async function importRows(tx: Tx, upload: ImportUpload & { kind: RowKind }, records: ImportRecord[], progress?: Progress): Promise<number> {
  const importer = kindImporter(upload.kind, { context: upload.context, today: serverToday() });
  let imported = 0;
  for (const [index, record] of records.entries()) {
    if (progress && index > 0 && index % 100 === 0) await progress(index);
    let outcome;
    try {
      outcome = await importer.importRow(tx, record);
    } catch (error) {
      const issue = issueOrThrow(error, importer.columns);
      throw new AppError('IMPORT_HAS_ERRORS', { line: record.line, column: issue.column, reason: issue.code });
    }
    if (outcome.status === 'imported') imported += 1;
  }
  if (progress) await progress(records.length);
  return imported;
}

function commitRows(deps: Deps, upload: ImportUpload, records: ImportRecord[], base: Base, progress?: Progress): Promise<TImportCommitResult> {
  return deps.database.db.transaction(async (tx) => {
    const { kind } = upload;
    const imported =
      kind === 'ledger'
        ? await commitLedgerRows(tx, records, { context: upload.context, today: serverToday() }, progress)
        : kind === 'individuals'
          ? await commitIndividualRows(tx, records, upload.context, progress)
          : await importRows(tx, { ...upload, kind }, records, progress);
    const existing = records.length - imported;
    const id = await insertImport(tx, {
      kind: upload.kind,
      fileSha256: base.fileSha256,
      fileName: upload.fileName,
      rowCount: records.length,
      importedCount: imported,
      existingCount: existing,
      actorId: upload.context.actorId,
    });
    await insertAudit(tx, {
      ...upload.context,
      action: 'import.commit',
      entity: 'import',
      entityId: id.toString(),
      after: { ...base, fileName: upload.fileName, imported, existing },
    });
    return { ...base, imported, existing, alreadyImported: false };
  });
}

export async function listImportPage(deps: Deps): Promise<TImportList> {
  const rows = await listImports(deps.database.db, 100);
  return {
    items: rows.map((row) => ({ ...row, id: row.id.toString(), kind: row.kind as ImportKind, createdAt: row.createdAt.toISOString() })),
  };
}
