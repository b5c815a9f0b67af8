import { isMoneyProposal } from '../../../contract/approval-limits';
import { ZCreateLedgerBody, ZLedgerIdParams, ZUpdateBalanceBody } from '../../../contract/ledger';
import { ZOperationIdParams } from '../../../contract/operations';
import { ZSaleIdParams } from '../../../contract/product-sales';
import { ZProfitRequestIdParams } from '../../../contract/profit-requests';
import { ZWithdrawalApproval } from '../../../contract/withdrawals';
import { cancelLedgerRowInTx, completeLedgerRowInTx, createLedgerRowInTx, reverseLedgerRowInTx, updateBalanceInTx } from '../ledger/ledger.service';
import { completeOperationInTx } from '../operations/operations.service';
import { changeSaleStatusInTx } from '../product-sales/product-sales.service';
import { approveRequestInTx } from '../profit-requests/profit-requests.service';
import { serverDay } from '../server-day';
import { approveWithdrawal, WITHDRAWAL_APPROVAL_KIND } from '../withdrawals/withdrawals.service';
import { registerMoneyWriteKind } from './money-write-kinds';

/** An approved proposal's write never becomes a proposal again: it runs with no limit. */
function written<Answer>(answer: Answer): Exclude<Answer, { proposal: unknown }> {
  if (isMoneyProposal(answer)) throw new Error('Invariant violated: an approved write runs with no limit');
  return answer as Exclude<Answer, { proposal: unknown }>;
}

/**
 * docs/operations.md §23: the limited money writes of this release, each named by its direct
 * write's operation id, its payload read by that route's own zod contract. Registered once, when
 * the approvals' routes load.
 */
export function registerBuiltInKinds(): void {
  registerMoneyWriteKind('ledger.create', {
    payload: ZCreateLedgerBody,
    write: async (tx, body, { context }) => {
      const result = written(await createLedgerRowInTx(tx, body, context, null));
      return { result, ref: result.row.id };
    },
  });
  registerMoneyWriteKind('ledger.updateBalance', {
    payload: ZUpdateBalanceBody,
    write: async (tx, body, { context }) => {
      const result = written(await updateBalanceInTx(tx, body, context, null));
      return { result, ref: result.row.id };
    },
  });
  const rowKinds = [
    ['ledger.complete', completeLedgerRowInTx],
    ['ledger.cancel', cancelLedgerRowInTx],
    ['ledger.reverse', reverseLedgerRowInTx],
  ] as const;
  for (const [kind, act] of rowKinds) {
    registerMoneyWriteKind(kind, {
      payload: ZLedgerIdParams,
      write: async (tx, { id }, { context }) => {
        const result = written(await act(tx, BigInt(id), context, null));
        return { result, ref: result.row.id };
      },
    });
  }
  registerMoneyWriteKind('operations.complete', {
    payload: ZOperationIdParams,
    write: async (tx, { id }, { context }) => ({ result: written(await completeOperationInTx(tx, id, context, null)), ref: id }),
  });
  registerMoneyWriteKind('productSales.sell', {
    payload: ZSaleIdParams,
    write: async (tx, { id }, { context }) => ({ result: written(await changeSaleStatusInTx(tx, id, 'sold', context, null)), ref: id }),
  });
  registerMoneyWriteKind(WITHDRAWAL_APPROVAL_KIND, {
    payload: ZWithdrawalApproval,
    write: async (tx, { id, reason }, { approver, context }) => {
      const result = written(await approveWithdrawal(tx, { id, approver, reason, context, today: serverDay(), proposal: null }));
      return { result, ref: result.ledgerRowId ?? id };
    },
  });
  registerMoneyWriteKind('profitRequests.approve', {
    payload: ZProfitRequestIdParams,
    write: async (tx, { id }, { approver, context }) => {
      const result = written(await approveRequestInTx(tx, id, approver, context, serverDay(), null));
      return { result, ref: result.ledgerRowId ?? id };
    },
  });
}
