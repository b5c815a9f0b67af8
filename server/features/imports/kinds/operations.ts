import { ZOperationBody, type TOperationBody } from '../../../../contract/operations';
import type { Tx } from '../../../../db/client';
import { operationsLike } from '../../../../db/queries/import-lookups';
import type { AuditContext } from '../../audit-context';
import { createOperationInTx } from '../../operations/operations.service';
import { numberedImporter, type KindImporter } from './kind-importer';
import { parsed } from '../row-issue';
import { codeCell, individualByReference, optionalCell, sameDecimal } from './references';

type Stored = Awaited<ReturnType<typeof operationsLike>>[number];

/** Every field the file gives equals the stored operation's: the row is that operation, already present. */
function sameOperation(stored: Stored, body: TOperationBody): boolean {
  return (
    stored.operationDate === body.operationDate &&
    stored.clientId === body.clientId &&
    stored.mediatorId === body.mediatorId &&
    stored.currency === body.currency &&
    sameDecimal(stored.amount, body.amount) &&
    stored.sourceCountry === body.sourceCountry &&
    stored.destinationCountry === body.destinationCountry &&
    sameDecimal(stored.exchangeRate, body.exchangeRate) &&
    sameDecimal(stored.serviceRate, body.serviceRate) &&
    stored.mediatorType === body.mediatorType
  );
}

async function bodyOf(tx: Tx, cells: Record<string, string>): Promise<TOperationBody> {
  const clientId = await individualByReference(tx, (cells.client ?? '').trim(), 'clientId');
  const mediatorId = await individualByReference(tx, (cells.mediator ?? '').trim(), 'mediatorId');
  // The form's own schema; the shares have no column: the core computes them from the company ratios.
  return parsed(ZOperationBody, {
    sourceCountry: codeCell(cells.sourceCountry),
    destinationCountry: codeCell(cells.destinationCountry),
    amount: cells.amount ?? '',
    currency: (cells.currency ?? '').trim().toUpperCase(),
    exchangeRate: cells.exchangeRate ?? '',
    serviceRate: cells.serviceRate ?? '',
    clientId,
    mediatorId,
    mediatorType: codeCell(cells.mediatorType),
    mediatorAmount: optionalCell(cells.mediatorAmount),
    operationDate: (cells.operationDate ?? '').trim(),
  });
}

/** docs/import.md §3: the warning of an operation alike a stored one: on its number, or on its amount. */
const ALIKE_WARNING = { warning: 'DUPLICATE_OPERATION', numberColumn: 'number', keyColumn: 'amount' } as const;

/**
 * docs/import.md §1, §3: an operation goes through the operation form's schema and service (parties,
 * closed periods, the core's shares). Natural key: the operation number when the file gives one
 * (already present, with a warning when its values differ), else the client, day, currency and
 * amount: every field equal is already present, otherwise a warning.
 */
export function operationsImporter(context: AuditContext): KindImporter {
  return numberedImporter({
    columns: { clientId: 'client', mediatorId: 'mediator' },
    bodyOf,
    dateField: 'operationDate',
    alike: ALIKE_WARNING,
    storedAlike: (tx, number, body) =>
      operationsLike(tx, { number, operationDate: body.operationDate, clientId: body.clientId, currency: body.currency, amount: body.amount }),
    numberOf: (stored) => stored.number,
    same: sameOperation,
    create: (tx, body) => createOperationInTx(tx, body, context),
  });
}
