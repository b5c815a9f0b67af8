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
import type { KindImporter } from './kinds/kind-importer';
import { productSalesImporter } from './kinds/product-sales';
import { individualBody, judgeIndividual, type FileLines } from './individual-rows';
import { parsed, warning } from './row-issue';

type Setup = { context: AuditContext; today: string };

const optional = (text: string | undefined) => (text === undefined || text === '' ? undefined : text);

/**
 * docs/import.md §3: the individual of a subscriber row, judged by the rule of an individuals file
 * (individual-rows.ts) against the individuals stored or created by a row above, then written
 * through the form's service.
 */
async function addIndividual(tx: Tx, record: ImportRecord, setup: Setup, lines: FileLines): Promise<{ id: string; warnings: TImportIssue[] }> {
  const body = individualBody(record.cells);
  const verdict = judgeIndividual(body, await individualsMatching(tx, body), lines);
  if (verdict.status === 'exists') return { id: verdict.id, warnings: [] };
  const row = await withUniqueCodes(() => createIndividualInTx(tx, body, setup.context));
  lines.set(row.id, record.line);
  return { id: row.id, warnings: verdict.warnings };
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
  return addIndividual(tx, record, setup, lines);
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

/** Row by row through the forms' services; a ledger or an individuals file is checked set-based instead (docs/import.md §6). */
export function kindImporter(kind: Exclude<ImportKind, 'ledger' | 'individuals'>, setup: Setup): KindImporter {
  if (kind === 'subscribers') return subscribersImporter(setup);
  if (kind === 'operations') return operationsImporter(setup.context);
  if (kind === 'product-sales') return productSalesImporter(setup.context);
  return mediatorPercentagesImporter(setup.context);
}
