import type { CreditType, TLedgerRow } from '../../../contract/ledger';
import { toDecimalString } from '../../../domain';
import type { LedgerRow } from '../../../db/queries/ledger';

export function toLedgerView(row: LedgerRow): TLedgerRow {
  return {
    id: row.id.toString(),
    subscriberId: row.subscriberId,
    subscriberName: row.subscriberName,
    currency: row.currency,
    transactionDate: row.transactionDate,
    type: row.type,
    creditType: row.creditType as CreditType | null,
    amount: toDecimalString({ amountMinor: row.amountMinor, currency: row.currency }),
    status: row.status,
    note: row.note,
    reversesId: row.reversesId?.toString() ?? null,
    reversedById: row.reversedById?.toString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** What the audit log keeps of a ledger row. */
export function auditLedger(row: LedgerRow) {
  return {
    subscriberId: row.subscriberId,
    transactionDate: row.transactionDate,
    type: row.type,
    creditType: row.creditType,
    amount: toDecimalString({ amountMinor: row.amountMinor, currency: row.currency }),
    currency: row.currency,
    status: row.status,
    note: row.note,
    reversesId: row.reversesId?.toString() ?? null,
  };
}
