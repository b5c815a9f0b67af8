import { randomUUID } from 'node:crypto';
import { ZIndividualBody, type TIndividualBody } from '../../../contract/individuals';
import type { TImportIssue, TImportRow } from '../../../contract/imports';
import type { Tx } from '../../../db/client';
import { insertAuditEntries } from '../../../db/queries/audit';
import { individualsMatching, individualsOfKeys, insertImportedIndividuals, type ImportIndividual } from '../../../db/queries/imports';
import { AppError } from '../../app-error';
import type { AuditContext } from '../audit-context';
import { individualCreatedEntry } from '../individuals/individuals.service';
import { judgedLines, type Progress } from './ledger-rows';
import type { ImportRecord } from './map-columns';
import { issueOrThrow, parsed, readEach, warning, yesNo, type FieldColumns } from './row-issue';

/**
 * docs/import.md §3, §6: an individuals file checked as a whole. Each row is read with the form's
 * schema (pure); the individuals sharing a phone, an e-mail or an NNI with any row come in a few
 * queries; the rules of the form then run in memory in file order, each new individual joining
 * those that the next rows see. A commit then writes them a thousand per statement, and one audit
 * entry each, as the form writes it.
 */

/** Audit entries written between two progress reports of a commit. */
const AUDIT_ENTRIES_PER_REPORT = 2_500;

export const INDIVIDUAL_COLUMNS: FieldColumns = { isActive: 'active' };

export function individualBody(cells: Record<string, string>): TIndividualBody {
  return parsed(ZIndividualBody, {
    name: cells.name ?? '',
    phone: cells.phone ?? '',
    email: cells.email ?? '',
    type: cells.type ?? '',
    nni: cells.nni ?? '',
    nationality: cells.nationality ?? '',
    address: cells.address ?? '',
    isActive: yesNo(cells.active ?? '', true),
  });
}

/** The individuals this file created so far and the line of each, to name it when a later row repeats its phone or e-mail. */
export type FileLines = Map<string, number>;

/** A phone or e-mail of someone else, as the form refuses it; of a row above in this file, that row is named. */
function takenBy(
  match: { id: string } | undefined,
  code: 'INDIVIDUAL_PHONE_EXISTS' | 'INDIVIDUAL_EMAIL_EXISTS',
  column: string,
  lines: FileLines,
): AppError | null {
  if (!match) return null;
  const otherLine = lines.get(match.id);
  return otherLine === undefined ? new AppError(code, { column }) : new AppError(code, { column, otherLine });
}

/** What a row of a new or known individual comes to: the person already present, or one to create with its warnings. */
export type IndividualVerdict = { status: 'exists'; id: string } | { status: 'new'; warnings: TImportIssue[] };

/**
 * docs/import.md §3: a person already present (same phone, e-mail and NNI) is reported, not doubled;
 * a phone or e-mail of someone else is refused as the form refuses it; a shared NNI is a warning.
 * `matches` are the individuals sharing the row's phone, e-mail or NNI, stored or created above.
 */
export function judgeIndividual(body: TIndividualBody, matches: readonly ImportIndividual[], lines: FileLines): IndividualVerdict {
  const same = matches.find((match) => match.phone === body.phone && match.email === body.email && match.nni === body.nni);
  if (same) return { status: 'exists', id: same.id };
  const taken =
    takenBy(
      matches.find((match) => match.phone === body.phone),
      'INDIVIDUAL_PHONE_EXISTS',
      'phone',
      lines,
    ) ??
    takenBy(
      matches.find((match) => match.email === body.email),
      'INDIVIDUAL_EMAIL_EXISTS',
      'email',
      lines,
    );
  if (taken) throw taken;
  return { status: 'new', warnings: matches.some((match) => match.nni === body.nni) ? [warning('DUPLICATE_NNI', 'nni')] : [] };
}

/** The individuals of a phone, an e-mail and an NNI, stored or created by a row above, kept by key. */
class KnownIndividuals {
  private readonly byPhone = new Map<string, ImportIndividual>();
  private readonly byEmail = new Map<string, ImportIndividual>();
  private readonly byNni = new Map<string, ImportIndividual[]>();

  add(individual: ImportIndividual): void {
    this.byPhone.set(individual.phone, individual);
    this.byEmail.set(individual.email, individual);
    const alike = this.byNni.get(individual.nni);
    if (alike) alike.push(individual);
    else this.byNni.set(individual.nni, [individual]);
  }

  /** Every one sharing the phone, the e-mail or the NNI, each once. */
  matching(body: TIndividualBody): ImportIndividual[] {
    const found = [this.byPhone.get(body.phone), this.byEmail.get(body.email), ...(this.byNni.get(body.nni) ?? [])];
    return [...new Set(found.filter((match): match is ImportIndividual => match !== undefined))];
  }
}

export type NewIndividual = TIndividualBody & { id: string; line: number };

export type IndividualsCheck = { rows: TImportRow[]; created: NewIndividual[] };

/**
 * Every row of an individuals file judged as the form and the row-by-row import judged it, one after
 * the other: refused, already present, or new (with a warning when its NNI is someone else's), a new
 * one found by the rows below it.
 */
export async function checkIndividualRows(db: Tx, records: readonly ImportRecord[], progress?: Progress): Promise<IndividualsCheck> {
  const judged: Array<TIndividualBody | TImportIssue> = readEach(records, INDIVIDUAL_COLUMNS, (record) => individualBody(record.cells));
  const bodies = judged.filter((item): item is TIndividualBody => !('level' in item));
  const distinct = (values: string[]) => [...new Set(values)];
  const known = new KnownIndividuals();
  const stored = await individualsOfKeys(db, {
    phones: distinct(bodies.map((body) => body.phone)),
    emails: distinct(bodies.map((body) => body.email)),
    nnis: distinct(bodies.map((body) => body.nni)),
  });
  for (const individual of stored) known.add(individual);

  const lines: FileLines = new Map();
  const rows: TImportRow[] = [];
  const created: NewIndividual[] = [];
  for await (const { item, line } of judgedLines(judged, records, progress)) {
    if ('level' in item) {
      rows.push({ line, status: 'error', issues: [item] });
      continue;
    }
    try {
      const verdict = judgeIndividual(item, known.matching(item), lines);
      if (verdict.status === 'exists') {
        rows.push({ line, status: 'exists', issues: [] });
        continue;
      }
      const individual = { ...item, id: randomUUID(), line };
      known.add(individual);
      lines.set(individual.id, line);
      created.push(individual);
      rows.push({ line, status: verdict.warnings.length > 0 ? 'warning' : 'ok', issues: verdict.warnings });
    } catch (error) {
      rows.push({ line, status: 'error', issues: [issueOrThrow(error, INDIVIDUAL_COLUMNS)] });
    }
  }
  return { rows, created };
}

/** The refusal of a row whose phone or e-mail another transaction stored meanwhile, as the form's unique index answers it. */
async function storedMeanwhile(tx: Tx, individual: NewIndividual): Promise<AppError> {
  const matches = await individualsMatching(tx, individual);
  const column = matches.some((match) => match.email === individual.email) ? 'email' : 'phone';
  const reason = column === 'email' ? 'INDIVIDUAL_EMAIL_EXISTS' : 'INDIVIDUAL_PHONE_EXISTS';
  return new AppError('IMPORT_HAS_ERRORS', { line: individual.line, column, reason });
}

/**
 * docs/import.md §4, §6: inside the caller's transaction every row is checked as above, and the
 * first refused row stops it all; then the new individuals go in a thousand per statement and
 * one audit entry each (`individual.create`, as the form writes it), chained, in a few.
 */
export async function commitIndividualRows(tx: Tx, records: readonly ImportRecord[], context: AuditContext, progress?: Progress): Promise<number> {
  const check = await checkIndividualRows(tx, records, progress && ((done) => progress(Math.floor(done / 2))));
  const refused = check.rows.find((row) => row.status === 'error');
  if (refused) {
    const issue = refused.issues[0]!;
    throw new AppError('IMPORT_HAS_ERRORS', { line: refused.line, column: issue.column, reason: issue.code });
  }
  const fields = check.created.map(({ line: _line, ...individual }) => individual);
  const written = await insertImportedIndividuals(tx, fields);
  const skipped = check.created.find((individual) => !written.has(individual.id));
  if (skipped) throw await storedMeanwhile(tx, skipped);
  if (progress) await progress(Math.floor((records.length * 3) / 4));
  const entries = fields.map((individual) => individualCreatedEntry(context, individual));
  for (let start = 0; start < entries.length; start += AUDIT_ENTRIES_PER_REPORT) {
    await insertAuditEntries(tx, entries.slice(start, start + AUDIT_ENTRIES_PER_REPORT));
    const done = Math.min(entries.length, start + AUDIT_ENTRIES_PER_REPORT);
    if (progress) await progress(Math.floor((records.length * 3) / 4 + (done * records.length) / (4 * entries.length)));
  }
  if (progress) await progress(records.length);
  return check.created.length;
}
