import { sql } from 'drizzle-orm';

/** Who proposed and who decided a proposal, and when: the names read from users (an unknown proposer reads as ''). */
export type ProposedAndDecided = {
  proposedByName: string;
  proposedAt: string;
  decidedBy: string | null;
  decidedByName: string | null;
  decidedAt: string | null;
  reason: string | null;
};

/** The columns of `ProposedAndDecided` (and `proposedBy`) of a proposals table aliased `p`; goes with `proposerAndDeciderJoins`. */
export const proposedAndDecidedColumns = sql`p.proposed_by as "proposedBy", coalesce(proposer.name, '') as "proposedByName", to_json(p.proposed_at)#>>'{}' as "proposedAt",
    p.decided_by as "decidedBy", decider.name as "decidedByName", to_json(p.decided_at)#>>'{}' as "decidedAt", p.reason`;

/** The two joins on users that `proposedAndDecidedColumns` reads. */
export const proposerAndDeciderJoins = sql`left join users proposer on proposer.id = p.proposed_by
  left join users decider on decider.id = p.decided_by`;
