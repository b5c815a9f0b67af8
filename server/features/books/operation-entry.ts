import { parseCurrency, postOperationCompleted } from '../../../domain';
import { numericToMinor } from '../../../db/money-columns';
import type { OperationColumns } from '../../../db/queries/operations';
import type { EntryLines } from './posting.service';

/** The memo of a completed operation's entry. */
export const operationMemo = (number: string) => `operation.complete ${number}`;

/** A completed operation's entry from its frozen figures (docs/accounting.md §3, docs/operations.md §4). */
export function operationEntry(
  operation: Pick<OperationColumns, 'currency' | 'mediatorId' | 'revenue' | 'investorShare' | 'mediatorShare' | 'specialShare'>,
): EntryLines {
  const currency = parseCurrency(operation.currency);
  const minor = (text: string) => numericToMinor(text, currency);
  return (accounts) =>
    postOperationCompleted(accounts, {
      currency,
      mediatorId: operation.mediatorId,
      revenueMinor: minor(operation.revenue),
      investorShareMinor: minor(operation.investorShare),
      mediatorShareMinor: minor(operation.mediatorShare),
      specialShareMinor: minor(operation.specialShare),
    });
}
