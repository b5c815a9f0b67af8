import { sql } from 'drizzle-orm';
import type { Tx } from '../client';
import { companySettings, distributionProposals } from '../schema';
import { proposedAndDecidedColumns, proposerAndDeciderJoins, type ProposedAndDecided } from './proposal-deciders';
import { rowsOf } from './raw-rows';

export type ProposalKind = 'investor' | 'commission' | 'reset' | 'adjustment';
export type ProposalStatus = 'pending' | 'approved' | 'rejected' | 'stale';

export type NewProposal = {
  id: string;
  kind: ProposalKind;
  source: 'operations' | 'sales' | null;
  year: number;
  month: number;
  currency: string;
  request: unknown;
  totals: { total: string; count: number } & Record<string, unknown>;
  fingerprint: string;
  proposedBy: string;
};

/** The partial unique index that reserves a month's sources while a proposal waits. */
export const PENDING_PROPOSAL_INDEX = 'distribution_proposals_pending_key';

export async function insertProposal(db: Tx, proposal: NewProposal): Promise<void> {
  await db.insert(distributionProposals).values(proposal);
}

/** A stored proposal: what was proposed, plus its status and who proposed and decided it, when. */
export type ProposalRecord = NewProposal & ProposedAndDecided & { status: ProposalStatus };

const selectProposals = sql`select p.id, p.kind, p.source, p.year, p.month, p.currency, p.request, p.totals, p.fingerprint, p.status,
    ${proposedAndDecidedColumns}
  from distribution_proposals p
  ${proposerAndDeciderJoins}`;

/** One proposal; `forUpdate` locks it, so that two approvers of one proposal queue and the second sees it decided. */
export async function findProposal(db: Tx, id: string, forUpdate: boolean): Promise<ProposalRecord | null> {
  const lock = forUpdate ? sql` for update of p` : sql``;
  const [row] = await rowsOf<ProposalRecord>(db, sql`${selectProposals} where p.id = ${id}${lock}`);
  return row ?? null;
}

export type ProposalFilter = { status: ProposalStatus | null; year: number | null; month: number | null; currency: string | null; limit: number };

/** The newest proposals first, pending or decided as filtered. */
export function listProposals(db: Tx, filter: ProposalFilter): Promise<ProposalRecord[]> {
  const conditions = [sql`true`];
  if (filter.status !== null) conditions.push(sql`p.status = ${filter.status}`);
  if (filter.year !== null) conditions.push(sql`p.year = ${filter.year}`);
  if (filter.month !== null) conditions.push(sql`p.month = ${filter.month}`);
  if (filter.currency !== null) conditions.push(sql`p.currency = ${filter.currency}`);
  return rowsOf<ProposalRecord>(db, sql`${selectProposals} where ${sql.join(conditions, sql` and `)} order by p.proposed_at desc, p.id limit ${filter.limit}`);
}

/** Decides a pending proposal; answers false when it was no longer pending. */
export async function decideProposal(
  db: Tx,
  params: { id: string; status: Exclude<ProposalStatus, 'pending'>; decidedBy: string | null; reason: string | null },
): Promise<boolean> {
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`update distribution_proposals set status = ${params.status}, decided_by = ${params.decidedBy}, decided_at = now(), reason = ${params.reason}
        where id = ${params.id} and status = 'pending' returning id`,
  );
  return rows.length === 1;
}

/** docs/distribution.md §14: the company setting that sends distributions through a second approver. */
export async function distributionsNeedApproval(db: Tx): Promise<boolean> {
  const [row] = await db.select({ on: companySettings.distributionsNeedApproval }).from(companySettings).limit(1);
  return row?.on ?? true;
}
