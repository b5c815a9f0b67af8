import type { TFunction } from 'i18next';
import { isMoneyProposal, type TMoneyProposalAnswer } from '../../../../contract/approval-limits';
import { toastSuccess } from '../../app/toast';

/**
 * A money write's answer (docs/operations.md §23): above its limit the server answered 202 with a
 * proposal and wrote nothing else. Says so ("sent for approval") and answers true; otherwise false
 * and the form says what was written, as before.
 */
export function saidSentForApproval<Answer>(t: TFunction, answer: Answer): answer is Extract<Answer, TMoneyProposalAnswer> {
  if (!isMoneyProposal(answer)) return false;
  toastSuccess(t('moneyApprovals.sentForApproval', { amount: answer.proposal.amount, currency: answer.proposal.currency }));
  return true;
}
