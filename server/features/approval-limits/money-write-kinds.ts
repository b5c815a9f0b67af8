import type { z } from 'zod';
import type { Tx } from '../../../db/client';
import type { SessionUser } from '../../plugins/access';
import type { AuditContext } from '../audit-context';

/** Who approves a proposal, and the approval request's audit context (its actor the approver). */
export type Approval = { approver: SessionUser; context: AuditContext };

/**
 * How an approved proposal of one kind is written (docs/operations.md §23): its payload read again by
 * the direct write's own zod contract, then the direct write's own code in the approval's
 * transaction, with no limit (the proposal is the approval) and every other check run again. It
 * answers what it wrote and a reference to it (a row's id) kept on the proposal.
 */
export type MoneyWriteKind<Payload> = {
  payload: z.ZodType<Payload>;
  write: (tx: Tx, payload: Payload, approval: Approval) => Promise<{ result: unknown; ref: string }>;
};

const kinds = new Map<string, MoneyWriteKind<unknown>>();

/** Registers a kind, named after its direct write's operation id (`ledger.create`, `withdrawals.request`…), once. */
export function registerMoneyWriteKind<Payload>(kind: string, handler: MoneyWriteKind<Payload>): void {
  if (kinds.has(kind)) throw new Error(`money write kind ${kind} registered twice`);
  kinds.set(kind, handler as MoneyWriteKind<unknown>);
}

export function isMoneyWriteKind(kind: string): boolean {
  return kinds.has(kind);
}

export function moneyWriteKind(kind: string): MoneyWriteKind<unknown> {
  const handler = kinds.get(kind);
  if (!handler) throw new Error(`Invariant violated: money write kind ${kind} has no approval registered`);
  return handler;
}
