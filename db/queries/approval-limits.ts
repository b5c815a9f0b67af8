import { sql } from 'drizzle-orm';
import type { Tx } from '../client';
import { approvalLimits, moneyProposals } from '../schema';
import { proposedAndDecidedColumns, proposerAndDeciderJoins, type ProposedAndDecided } from './proposal-deciders';
import { rowsOf } from './raw-rows';

/** docs/operations.md §23: the limits set, in minor units (null: none). */
export type LimitRecord = { action: string; currency: string; amountMinor: bigint | null };

export async function listApprovalLimits(db: Tx): Promise<LimitRecord[]> {
  return db.select({ action: approvalLimits.action, currency: approvalLimits.currency, amountMinor: approvalLimits.amountMinor }).from(approvalLimits);
}

/** The limit of one action in one currency, or null when none is set. */
export async function findApprovalLimit(db: Tx, action: string, currency: string): Promise<bigint | null> {
  const rows = await rowsOf<{ amountMinor: string | null }>(
    db,
    sql`select amount_minor::text as "amountMinor" from approval_limits where action = ${action} and currency = ${currency}`,
  );
  const text = rows[0]?.amountMinor;
  return text === undefined || text === null ? null : BigInt(text);
}

export async function upsertApprovalLimit(db: Tx, limit: LimitRecord & { updatedBy: string | null }): Promise<void> {
  await db
    .insert(approvalLimits)
    .values({ ...limit, updatedAt: new Date() })
    .onConflictDoUpdate({
      target: [approvalLimits.action, approvalLimits.currency],
      set: { amountMinor: limit.amountMinor, updatedBy: limit.updatedBy, updatedAt: new Date() },
    });
}

export type NewMoneyProposal = {
  id: string;
  kind: string;
  action: string;
  currency: string;
  amountMinor: bigint;
  subject: string;
  payload: Record<string, unknown>;
  proposedBy: string;
};

export async function insertMoneyProposal(db: Tx, proposal: NewMoneyProposal): Promise<void> {
  await db.insert(moneyProposals).values(proposal);
}

export type MoneyProposalRecord = Omit<NewMoneyProposal, 'amountMinor'> &
  ProposedAndDecided & {
    amountMinor: string;
    status: 'pending' | 'approved' | 'rejected';
    resultRef: string | null;
  };

const selectProposals = sql`select p.id, p.kind, p.action, p.currency, p.amount_minor::text as "amountMinor", p.subject, p.payload, p.status,
    ${proposedAndDecidedColumns}, p.result_ref as "resultRef"
  from money_proposals p
  ${proposerAndDeciderJoins}`;

/** One proposal; `forUpdate` locks it, so that two deciders of one proposal queue and the second finds it decided. */
export async function findMoneyProposal(db: Tx, id: string, forUpdate: boolean): Promise<MoneyProposalRecord | null> {
  const lock = forUpdate ? sql` for update of p` : sql``;
  const [row] = await rowsOf<MoneyProposalRecord>(db, sql`${selectProposals} where p.id = ${id}${lock}`);
  return row ?? null;
}

/** The newest proposals first, of one status or every one. */
export function listMoneyProposals(db: Tx, filter: { status: string | null; limit: number }): Promise<MoneyProposalRecord[]> {
  const where = filter.status === null ? sql`true` : sql`p.status = ${filter.status}`;
  return rowsOf<MoneyProposalRecord>(db, sql`${selectProposals} where ${where} order by p.proposed_at desc, p.id limit ${filter.limit}`);
}

/** Decides a pending proposal; false when it was no longer pending. */
export async function decideMoneyProposal(
  db: Tx,
  params: { id: string; status: 'approved' | 'rejected'; decidedBy: string; reason: string | null; resultRef: string | null },
): Promise<boolean> {
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`update money_proposals set status = ${params.status}, decided_by = ${params.decidedBy}, decided_at = now(), reason = ${params.reason},
        result_ref = ${params.resultRef} where id = ${params.id} and status = 'pending' returning id`,
  );
  return rows.length === 1;
}
