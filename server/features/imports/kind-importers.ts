import { ZIndividualBody } from '../../../contract/individuals';
import { ZCreateSubscriberBody } from '../../../contract/subscribers';
import type { ImportKind, TImportIssue } from '../../../contract/imports';
import type { Tx } from '../../../db/client';
import { minorToNumeric } from '../../../db/money-columns';
import { individualsByNni, individualsMatching, subscribersOfNni } from '../../../db/queries/imports';
import { AppError } from '../../app-error';
import type { AuditContext } from '../audit-context';
import { createIndividualInTx, withUniqueCodes } from '../individuals/individuals.service';
import { amountInput } from '../money-input';
import type { ImportRecord } from './map-columns';
import { createSubscriberInTx } from '../subscribers/subscribers.service';
import { mediatorPercentagesImporter } from './kinds/mediator-percentages';
import { operationsImporter } from './kinds/operations';
import type { KindImporter, RowOutcome } from './kinds/kind-importer';
import { productSalesImporter } from './kinds/product-sales';
import { parsed, warning, yesNo } from './row-issue';

type Setup = { context: AuditContext; today: string };

const optional = (text: string | undefined) => (text === undefined || text === '' ? undefined : text);

function individualBody(cells: Record<string, string>) {
  return parsed(ZIndividualBody, {
    name: cells.name ?? '',
    phone: cells.phone ?? '',
    email: cells.email ?? '',
    type: cells.type ?? '',
    nni: cells.nni ?? '',
    nationality: cells.nationality ?? '',
    isActive: yesNo(cells.active ?? '', true),
  });
}

/** The individuals this file created so far and the line of each, to name it when a later row repeats its phone or e-mail. */
type FileLines = Map<string, number>;

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

/**
 * docs/import.md §3: a person already present (same phone, e-mail and NNI) is reported, not doubled;
 * a phone or e-mail of someone else is refused as the form refuses it; a shared NNI is a warning.
 */
async function addIndividual(tx: Tx, record: ImportRecord, setup: Setup, lines: FileLines): Promise<RowOutcome & { id: string | null }> {
  const body = individualBody(record.cells);
  const matches = await individualsMatching(tx, body);
  const same = matches.find((match) => match.phone === body.phone && match.email === body.email && match.nni === body.nni);
  if (same) return { status: 'exists', warnings: [], id: same.id };
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
  const warnings = matches.some((match) => match.nni === body.nni) ? [warning('DUPLICATE_NNI', 'nni')] : [];
  const row = await withUniqueCodes(() => createIndividualInTx(tx, body, setup.context));
  lines.set(row.id, record.line);
  return { status: 'imported', warnings, id: row.id };
}

function individualsImporter(setup: Setup): KindImporter {
  const lines: FileLines = new Map();
  return { columns: { isActive: 'active' }, importRow: (tx, record) => addIndividual(tx, record, setup, lines) };
}

/** The subscriber's individual by NNI; a new one from the row's details, which later rows then find (docs/import.md §3). */
async function individualOf(tx: Tx, record: ImportRecord, setup: Setup, lines: FileLines): Promise<{ id: string; warnings: TImportIssue[] }> {
  const { cells } = record;
  const nni = (cells.nni ?? '').trim();
  if (nni === '') throw new AppError('VALIDATION_FAILED', { fields: [{ path: 'nni', issue: 'required' }] });
  const found = await individualsByNni(tx, nni);
  if (found.length > 1) throw new AppError('IMPORT_NNI_AMBIGUOUS', { column: 'nni' });
  if (found[0]) return { id: found[0].id, warnings: [] };
  if (!cells.name) throw new AppError('INDIVIDUAL_NOT_FOUND', { fields: [{ path: 'nni', issue: 'invalid_value' }] });
  const created = await addIndividual(tx, record, setup, lines);
  return { id: created.id!, warnings: created.warnings };
}

function subscribersImporter(setup: Setup): KindImporter {
  const lines: FileLines = new Map();
  return {
    columns: { individualId: 'nni' },
    importRow: async (tx, record) => {
      const { cells } = record;
      const { id: individualId, warnings } = await individualOf(tx, record, setup, lines);
      const body = parsed(ZCreateSubscriberBody, {
        individualId,
        subscriptionDate: cells.subscriptionDate ?? '',
        subscriptionAmount: cells.subscriptionAmount ?? '',
        currency: optional(cells.currency),
      });
      const currency = body.currency ?? 'XAF';
      const amount = minorToNumeric(amountInput({ text: body.subscriptionAmount, currency, field: 'subscriptionAmount', positive: false }), currency);
      const existing = (await subscribersOfNni(tx, cells.nni!.trim())).filter((row) => row.currency === currency);
      // Natural key: the individual, the currency, the date and the amount of the subscription.
      if (existing.some((row) => row.subscriptionDate === body.subscriptionDate && sameAmount(row.subscriptionAmount, amount))) {
        return { status: 'exists', warnings };
      }
      if (existing.length > 0) warnings.push(warning('DUPLICATE_SUBSCRIPTION', 'nni'));
      await createSubscriberInTx(tx, body, setup.context);
      return { status: 'imported', warnings };
    },
  };
}

/** numeric(20,2) reads back as "100.00"; a decimal string of the currency may be "100". */
function sameAmount(stored: string, amount: string): boolean {
  const [whole = '', fraction = ''] = stored.split('.');
  const [otherWhole = '', otherFraction = ''] = amount.split('.');
  return whole === otherWhole && fraction.replace(/0+$/, '') === otherFraction.replace(/0+$/, '');
}

/** Row by row through the forms' services; a ledger file is checked set-based instead (ledger-rows.ts, docs/import.md §6). */
export function kindImporter(kind: Exclude<ImportKind, 'ledger'>, setup: Setup): KindImporter {
  if (kind === 'individuals') return individualsImporter(setup);
  if (kind === 'subscribers') return subscribersImporter(setup);
  if (kind === 'operations') return operationsImporter(setup.context);
  if (kind === 'product-sales') return productSalesImporter(setup.context);
  return mediatorPercentagesImporter(setup.context);
}
