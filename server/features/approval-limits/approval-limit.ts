import { randomUUID } from 'node:crypto';
import type { LimitAction, TMoneyProposal, TMoneyProposalAnswer } from '../../../contract/approval-limits';
import { parseCurrency, toDecimalString } from '../../../domain';
import type { Tx } from '../../../db/client';
import { numericToMinor } from '../../../db/money-columns';
import { insertAudit } from '../../../db/queries/audit';
import { findApprovalLimit, findMoneyProposal, insertMoneyProposal, type MoneyProposalRecord } from '../../../db/queries/approval-limits';
import type { AuditContext } from '../audit-context';
import { isMoneyWriteKind } from './money-write-kinds';

/**
 * What a direct money write would keep as a proposal: its operation id (the kind its approval
 * replays through, money-write-kinds.ts) and its request, as the write's own zod contract read it.
 * Null when the write runs an approved proposal: its limit was passed already.
 */
export type ProposalRequest = { kind: string; payload: Record<string, unknown> } | null;

export type LimitedWrite = {
  request: ProposalRequest;
  action: LimitAction;
  currency: string;
  /**
   * What counts as the write's amount (docs/operations.md §23), as exact decimal text in its
   * currency: a `numeric` column's text ("1250.00", also for XAF) or the currency's own ("1250").
   */
  amount: string;
  /** What the write is on, as a person reads it on the approvals screen (a subscriber's name, an operation's number). */
  subject: string;
  context: AuditContext;
};

export function toMoneyProposal(row: MoneyProposalRecord): TMoneyProposal {
  const person = (id: string | null, name: string | null) => (id === null ? null : { id, name: name ?? '' });
  return {
    id: row.id,
    kind: row.kind,
    action: row.action as LimitAction,
    currency: parseCurrency(row.currency),
    amount: toDecimalString({ amountMinor: BigInt(row.amountMinor), currency: parseCurrency(row.currency) }),
    subject: row.subject,
    payload: row.payload,
    status: row.status,
    proposedBy: { id: row.proposedBy, name: row.proposedByName },
    proposedAt: row.proposedAt,
    decidedBy: person(row.decidedBy, row.decidedByName),
    decidedAt: row.decidedAt,
    reason: row.reason,
    result: row.resultRef,
  };
}

/**
 * docs/operations.md §23, the one check every limited money write calls inside its own transaction,
 * once its own checks passed and before it writes anything: above the company's limit for its action
 * and currency, the write becomes a proposal (this row and its audit entry, nothing else) and the
 * caller answers it (202); at or below it, or with no limit set, null and the write goes on as always.
 */
export async function proposeIfAboveLimit(tx: Tx, write: LimitedWrite): Promise<TMoneyProposalAnswer | null> {
  if (write.request === null) return null;
  const currency = parseCurrency(write.currency);
  // Read once here for every caller, so each compares the same minor units the limit is kept in.
  const amountMinor = numericToMinor(write.amount, currency);
  const limit = await findApprovalLimit(tx, write.action, write.currency);
  if (limit === null || amountMinor <= limit) return null;
  const { kind, payload } = write.request;
  if (!isMoneyWriteKind(kind)) throw new Error(`Invariant violated: money write kind ${kind} has no approval registered`);
  const proposedBy = write.context.actorId;
  if (proposedBy === null) throw new Error('Invariant violated: a money write above its limit has a signed-in proposer');
  const id = randomUUID();
  await insertMoneyProposal(tx, {
    id,
    kind,
    action: write.action,
    currency: write.currency,
    amountMinor,
    subject: write.subject,
    payload,
    proposedBy,
  });
  const amount = toDecimalString({ amountMinor, currency });
  await insertAudit(tx, {
    ...write.context,
    action: 'money-proposal.propose',
    entity: 'money-proposal',
    entityId: id,
    before: null,
    after: {
      kind,
      action: write.action,
      currency: write.currency,
      amount,
      limit: toDecimalString({ amountMinor: limit, currency }),
      subject: write.subject,
      // The write's own body, as its JSON text: one value in the audit list, whatever the kind.
      payload: JSON.stringify(payload),
    },
  });
  const row = await findMoneyProposal(tx, id, false);
  if (!row) throw new Error('Invariant violated: a proposal just written is read back');
  return { proposal: toMoneyProposal(row) };
}
