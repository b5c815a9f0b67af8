import type { FastifyReply } from 'fastify';
import { isMoneyProposal, ZMoneyProposalAnswer } from '../../../contract/approval-limits';

/** A limited money write's answers: what it wrote (200), or the proposal it became above its limit (202, docs/operations.md §23). */
export const proposalResponse = <Written>(written: Written) => ({ 200: written, 202: ZMoneyProposalAnswer });

/** Sends a proposal as 202 (kept as such for an idempotent replay); anything else as the route's 200. */
export function proposalOr<Answer>(reply: FastifyReply, answer: Answer): Answer {
  if (isMoneyProposal(answer)) reply.code(202);
  return answer;
}
