import type { Tx } from '../../../../db/client';
import { individualsByReference } from '../../../../db/queries/import-lookups';
import { subscribersOfNni } from '../../../../db/queries/imports';
import { AppError } from '../../../app-error';

/** An empty cell is absent. */
export const optionalCell = (text: string | undefined) => (text === undefined || text.trim() === '' ? undefined : text.trim());

/** A code cell (a country, a mediator kind, a status) compares in lower case. */
export const codeCell = (text: string | undefined) => (text ?? '').trim().toLowerCase();

/**
 * The individual a cell names, by NNI, e-mail or exact name (docs/import.md §1): rows created
 * earlier in the same file are found too. `field` is the form's field, so the refusal names the column.
 */
export async function individualByReference(tx: Tx, reference: string, field: string): Promise<string> {
  if (reference === '') throw new AppError('VALIDATION_FAILED', { fields: [{ path: field, issue: 'required' }] });
  const found = await individualsByReference(tx, reference);
  if (found.length > 1) throw new AppError('IMPORT_REFERENCE_AMBIGUOUS', { field, reference });
  if (!found[0]) throw new AppError('INDIVIDUAL_NOT_FOUND', { fields: [{ path: field, issue: 'invalid_value' }] });
  return found[0].id;
}

/** The subscriber of an NNI (and a currency, when the individual has several), as the ledger kind finds it. */
export async function subscriberByNni(tx: Tx, nni: string, currency: string | undefined, field: string): Promise<string> {
  if (nni === '') throw new AppError('VALIDATION_FAILED', { fields: [{ path: field, issue: 'required' }] });
  const matching = (await subscribersOfNni(tx, nni)).filter((row) => currency === undefined || row.currency === currency);
  if (matching.length > 1) throw new AppError('IMPORT_NNI_AMBIGUOUS', { field });
  if (!matching[0]) throw new AppError('SUBSCRIBER_NOT_FOUND', { fields: [{ path: field, issue: 'invalid_value' }] });
  return matching[0].id;
}

/** Two decimal strings of the same value: a stored numeric reads back as "100.00", a cell may say "100". */
export function sameDecimal(left: string, right: string): boolean {
  const normal = (text: string) => {
    const [whole = '', fraction = ''] = text.trim().split('.');
    return `${whole.replace(/^0+(?=\d)/, '')}.${fraction.replace(/0+$/, '')}`;
  };
  return normal(left) === normal(right);
}
