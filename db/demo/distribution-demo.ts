import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import {
  addDays,
  assertYearMonth,
  computeMediatorCommissions,
  distributeInvestorProfit,
  monthEnd,
  monthStart,
  parsePercentage,
  type DistributionMethod,
  type IsoDate,
  type YearMonth,
} from '../../domain';
import type { Tx } from '../client';
import { minorToNumeric, numericToMinor } from '../money-columns';
import { findCompanySettings } from '../queries/company-settings';
import { findDistributionSettings } from '../queries/distribution-investors';
import { markSourcesDistributed, selectSources } from '../queries/distribution-sources';
import { ledgerEntriesOf } from '../queries/ledger';
import { insertMediatorLink } from '../queries/mediator-percentages';
import { insertProfitRows, insertRun, type NewProfitRow } from '../queries/monthly-profits';
import { ledgerWatermark } from '../queries/profit-explanations';
import { subscribers } from '../schema';
import { demoPeople, insertDemoOperation, PLANS } from './operations-demo';

/** Completed XAF operations of the current month, left undistributed for a first try of the page. */
const CURRENT_MONTH_OPERATIONS = 6;
/** Mediator → investor percentages (the rate is capped at 50%). */
const LINK_RATES = ['5', '3', '4.5'] as const;
/** Months before the current one whose operations are already distributed (the oldest also has commissions). */
const DISTRIBUTED_MONTHS = [1, 2] as const;

/** The column's text ('5.00') as the core's percentage text ('5'). */
const trimZeros = (text: string) => (text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text);

type Investor = { id: string; individualId: string; status: string; subscriptionDate: string; subscriptionAmount: string };

const monthBack = (today: IsoDate, back: number): YearMonth => {
  const index = Number(today.slice(0, 4)) * 12 + Number(today.slice(5, 7)) - 1 - back;
  return assertYearMonth({ year: Math.floor(index / 12), month: (index % 12) + 1 });
};

async function xafInvestors(tx: Tx): Promise<Investor[]> {
  return tx
    .select({
      id: subscribers.id,
      individualId: subscribers.individualId,
      status: subscribers.status,
      subscriptionDate: subscribers.subscriptionDate,
      subscriptionAmount: subscribers.subscriptionAmount,
    })
    .from(subscribers)
    .where(and(eq(subscribers.currency, 'XAF'), eq(subscribers.status, 'active')))
    .orderBy(asc(subscribers.id));
}

async function currentMonthOperations(tx: Tx, today: IsoDate, people: { clients: string[]; mediators: string[] }): Promise<void> {
  const settings = await findCompanySettings(tx);
  const start = monthStart(monthBack(today, 0));
  const elapsed = Number(today.slice(8, 10)) - 1;
  for (let index = 0; index < CURRENT_MONTH_OPERATIONS; index += 1) {
    const clientId = people.clients[index % people.clients.length]!;
    const mediatorId = people.mediators.find((id) => id !== clientId)!;
    const date = addDays({ date: start, days: Math.floor((index * elapsed) / CURRENT_MONTH_OPERATIONS) });
    const amountMajor = 750_000 + index * 410_000;
    await insertDemoOperation(tx, settings, {
      plan: PLANS[0]!,
      mediatorType: 'normal',
      amountMajor,
      serviceRate: '2.5',
      clientId,
      mediatorId,
      status: 'completed',
      date,
      sourceCountry: 'chad',
      destinationCountry: 'cameroun',
    });
  }
}

/**
 * One month's operations distributed as the service would: the core's split of the month's
 * completed operations over the investors' ledgers, a run, the rows, the sources marked.
 */
async function distributeMonth(tx: Tx, yearMonth: YearMonth, investors: Investor[]): Promise<Map<string, bigint>> {
  const scope = { monthStart: monthStart(yearMonth), monthEnd: monthEnd(yearMonth), currency: 'XAF' };
  const sources = await selectSources(tx, { ...scope, kind: 'operations', ids: null, forUpdate: true });
  const settings = await findDistributionSettings(tx);
  // One read after the other: a transaction has one connection, and node-postgres drops queued queries in pg 9.
  const ledgers: Array<{ investor: Investor; entries: Awaited<ReturnType<typeof ledgerEntriesOf>> }> = [];
  for (const investor of investors) ledgers.push({ investor, entries: await ledgerEntriesOf(tx, investor.id, 'XAF') });
  const distribution = distributeInvestorProfit({
    yearMonth,
    currency: 'XAF',
    method: (settings.weightingMethod === 'daily-product' ? 'daily-product' : 'month-end') as DistributionMethod,
    baseTotalMinor: sources.reduce((sum, source) => sum + numericToMinor(source.amount, 'XAF'), 0n),
    investorPercentage: parsePercentage({ text: '100' }),
    lossMinor: 0n,
    specialRatio: parsePercentage({ text: trimZeros(settings.specialServiceRatio) }),
    investors: ledgers.map(({ investor, entries }) => ({
      id: investor.id,
      status: 'active' as const,
      subscriptionDate: investor.subscriptionDate as IsoDate,
      subscriptionAmountMinor: numericToMinor(investor.subscriptionAmount, 'XAF'),
      entries,
    })),
  });
  const individualOf = new Map(investors.map((investor) => [investor.id, investor.individualId]));
  const rows: NewProfitRow[] = distribution.rows
    .filter((row) => row.shareMinor > 0n)
    .map((row) => ({
      individualId: individualOf.get(row.id)!,
      subscriberId: row.id,
      share: minorToNumeric(row.shareMinor, 'XAF'),
      distributionType: 'profit',
      note: '',
    }));
  if (settings.specialBeneficiaryId && distribution.specialMinor > 0n) {
    rows.push({
      individualId: settings.specialBeneficiaryId,
      subscriberId: null,
      share: minorToNumeric(distribution.specialMinor, 'XAF'),
      distributionType: 'special',
      note: '',
    });
  }
  if (sources.length === 0 || rows.length === 0) return new Map();
  const runId = randomUUID();
  const totals = { sourceCount: sources.length, rows: rows.length, demo: true };
  await insertRun(tx, {
    id: runId,
    kind: 'investor',
    source: 'operations',
    ...yearMonth,
    currency: 'XAF',
    parameters: { investorPercentage: '100', loss: '0', selection: 'all', ledgerWatermark: await ledgerWatermark(tx) },
    totals,
    createdBy: null,
  });
  await insertProfitRows(tx, { runId, currency: 'XAF', profitDate: scope.monthEnd, rows });
  await markSourcesDistributed(tx, { kind: 'operations', runId, sources });
  return new Map(distribution.rows.map((row) => [row.id, row.shareMinor]));
}

/** The month's commissions through the core: each link's percentage of its investor's profit. */
async function distributeCommissions(
  tx: Tx,
  yearMonth: YearMonth,
  links: Array<{ mediatorId: string; investorId: string; rate: string }>,
  profits: Map<string, bigint>,
): Promise<void> {
  const commissions = computeMediatorCommissions({
    links: links.map((link) => ({
      mediatorId: link.mediatorId,
      investorId: link.investorId,
      percentage: parsePercentage({ text: link.rate }),
      status: 'active',
    })),
    profits: [...profits].map(([investorId, amountMinor]) => ({ investorId, amountMinor })),
  });
  if (commissions.rows.length === 0) return;
  const runId = randomUUID();
  await insertRun(tx, {
    id: runId,
    kind: 'commission',
    source: null,
    ...yearMonth,
    currency: 'XAF',
    parameters: { demo: true },
    totals: { rows: commissions.rows.length },
    createdBy: null,
  });
  const rows = commissions.rows.map((row): NewProfitRow => ({
    individualId: row.mediatorId,
    subscriberId: null,
    share: minorToNumeric(row.amountMinor, 'XAF'),
    distributionType: 'commission',
    note: '',
  }));
  await insertProfitRows(tx, { runId, currency: 'XAF', profitDate: monthEnd(yearMonth), rows });
}

/**
 * Mediator percentages, the two months before this one distributed (the older with commissions),
 * and this month's completed operations left for the user to distribute.
 */
export async function loadDistributionDemo(tx: Tx, params: { today: IsoDate }): Promise<{ mediatorLinks: number; distributedMonths: number }> {
  const people = await demoPeople(tx);
  const investors = await xafInvestors(tx);
  const mediators = people.mediators.filter((id) => !investors.some((investor) => investor.individualId === id));
  const links = LINK_RATES.flatMap((rate, index) => {
    const investor = investors[index];
    const mediatorId = mediators[index === 1 ? 0 : Math.min(index, mediators.length - 1)];
    return investor && mediatorId ? [{ id: `demo-mediator-link-${index + 1}`, mediatorId, investorId: investor.id, rate }] : [];
  });
  for (const link of links)
    await insertMediatorLink(tx, { id: link.id, mediatorId: link.mediatorId, investorId: link.investorId, percentage: link.rate, status: 'active' });
  let distributedMonths = 0;
  for (const back of DISTRIBUTED_MONTHS) {
    const yearMonth = monthBack(params.today, back);
    const profits = await distributeMonth(tx, yearMonth, investors);
    if (profits.size > 0) distributedMonths += 1;
    if (back === DISTRIBUTED_MONTHS.at(-1)) await distributeCommissions(tx, yearMonth, links, profits);
  }
  await currentMonthOperations(tx, params.today, people);
  return { mediatorLinks: links.length, distributedMonths };
}
