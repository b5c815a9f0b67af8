import { AppError } from '../app-error';

/**
 * A four-eyes proposal (a held money write, a distribution run) read under its lock for a decision:
 * refused when there is none, or when another decider took it first (RUN_NOT_PENDING).
 */
export function pendingProposal<Proposal extends { status: string }>(proposal: Proposal | null): Proposal {
  if (!proposal) throw new AppError('NOT_FOUND');
  if (proposal.status !== 'pending') throw new AppError('RUN_NOT_PENDING', { status: proposal.status });
  return proposal;
}

/** A proposal read back once decided: decided proposals are kept, never deleted. */
export function keptProposal<Proposal>(proposal: Proposal | null): Proposal {
  if (!proposal) throw new Error('Invariant violated: a decided proposal is kept');
  return proposal;
}
