import { normalizePermissions } from '../../contract/permissions';
import type { TInvestorPreviewBody } from '../../contract/profit-distribution';
import type { Db } from '../../db/client';
import { monthBack } from '../../db/demo/distribution-demo';
import { payDemoMemberProfit } from '../../db/demo/members-demo';
import { deleteQueuedJobs } from '../../db/queries/jobs';
import { parseAmount, type IsoDate, type YearMonth } from '../../domain';
import type { AuditContext } from '../features/audit-context';
import { approveRun } from '../features/distribution-runs/decide-run.service';
import { proposeRun, type Proposed } from '../features/distribution-runs/propose-run.service';
import { previewCommissions } from '../features/profit-distribution/commissions.service';
import { previewInvestorDistribution } from '../features/profit-distribution/investor-distribution.service';
import { STATEMENT_MAIL_JOB } from '../features/statements/statement-job';

/** The months before the current one whose operations the demo distributed, oldest first. */
const HISTORY_MONTHS_BACK = [6, 5, 4, 3, 2, 1] as const;
/** The one month with its mediators' commissions: the month before last (last month's are left to try). */
const COMMISSION_MONTH_BACK = 2;
/** The month whose profit the demo member already added to the capital. */
const PAID_MONTH_BACK = 6;

export type DemoPeople = { proposer: { id: string }; approver: { id: string; permissions: readonly string[] } };

const period = (yearMonth: YearMonth) => ({ year: String(yearMonth.year), month: String(yearMonth.month), currency: 'XAF' as const });

/**
 * A proposal and its approval, as the two people do it on the screens (docs/distribution.md §14):
 * the proposer's request recorded, the approver's approval posting it through the distribution
 * service's own posting code.
 */
async function proposeAndApprove(db: Db, proposed: Proposed, people: DemoPeople): Promise<void> {
  const context = (actorId: string): AuditContext => ({ actorId, clientAddress: null, requestId: 'demo-data' });
  const { proposal } = await proposeRun(db, proposed, people.proposer.id, context(people.proposer.id));
  const approver = { id: people.approver.id, permissions: normalizePermissions(people.approver.permissions) };
  await approveRun(db, proposal.id, approver, context(approver.id));
}

/** The month's XAF operations, 100 % to the investors and no loss, previewed and confirmed as the page does (docs/distribution.md §8). */
async function distributeMonth(db: Db, yearMonth: YearMonth, people: DemoPeople): Promise<boolean> {
  const body: TInvestorPreviewBody = { ...period(yearMonth), source: 'operations', selection: { kind: 'all' }, investorPercentage: '100', loss: '0' };
  const preview = await previewInvestorDistribution(db, body);
  if (preview.sourceCount === 0) return false;
  const expected = { sourceCount: preview.sourceCount, baseTotal: preview.baseTotal, distributable: preview.distributable };
  await proposeAndApprove(db, { kind: 'investor', request: { ...body, expected } }, people);
  return true;
}

/** The month's commissions on its investors' profits (docs/distribution.md §9), with the YES the page asks for. */
async function distributeCommissions(db: Db, yearMonth: YearMonth, people: DemoPeople): Promise<void> {
  const query = period(yearMonth);
  const preview = await previewCommissions(db, query);
  if (parseAmount({ text: preview.total, currency: preview.currency }).amountMinor === 0n) return;
  await proposeAndApprove(db, { kind: 'commission', request: { ...query, confirmation: 'YES', expectedTotal: preview.total } }, people);
}

/**
 * The demo's distribution history, written by the code the API runs: each of the six months before
 * this one distributed from its completed XAF operations (the administrator proposes, the manager
 * approves), the month before last with its commissions, and the demo member's oldest profit added to
 * the capital before the next month is distributed. So every demo profit row has the run that
 * explains it (docs/distribution.md §17). `db` may be the demo's transaction: each service's own
 * transaction is then a savepoint of it.
 */
export async function loadDemoHistory(db: Db, params: { today: IsoDate; people: DemoPeople }): Promise<{ distributedMonths: number; paidProfits: number }> {
  let distributedMonths = 0;
  let paidProfits = 0;
  for (const back of HISTORY_MONTHS_BACK) {
    const yearMonth = monthBack(params.today, back);
    if (await distributeMonth(db, yearMonth, params.people)) distributedMonths += 1;
    if (back === COMMISSION_MONTH_BACK) await distributeCommissions(db, yearMonth, params.people);
    if (back === PAID_MONTH_BACK && (await payDemoMemberProfit(db, yearMonth))) paidProfits += 1;
  }
  // The history is written at once, months after it happened: its members' monthly statements were never due.
  await deleteQueuedJobs(db, STATEMENT_MAIL_JOB);
  return { distributedMonths, paidProfits };
}
