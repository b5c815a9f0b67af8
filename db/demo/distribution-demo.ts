import { and, asc, eq } from 'drizzle-orm';
import { addDays, assertYearMonth, monthStart, type IsoDate, type YearMonth } from '../../domain';
import type { Tx } from '../client';
import { findCompanySettings } from '../queries/company-settings';
import { insertMediatorLink } from '../queries/mediator-percentages';
import { subscribers } from '../schema';
import { demoPeople, insertDemoOperation, PLANS } from './operations-demo';

/** Completed XAF operations of the current month, left undistributed for a first try of the page. */
const CURRENT_MONTH_OPERATIONS = 6;
/** Mediator → investor percentages (the rate is capped at 50%). */
const LINK_RATES = ['5', '3', '4.5'] as const;

type Investor = { id: string; individualId: string };

/** The month `back` months before today's. */
export const monthBack = (today: IsoDate, back: number): YearMonth => {
  const index = Number(today.slice(0, 4)) * 12 + Number(today.slice(5, 7)) - 1 - back;
  return assertYearMonth({ year: Math.floor(index / 12), month: (index % 12) + 1 });
};

async function xafInvestors(tx: Tx): Promise<Investor[]> {
  return tx
    .select({ id: subscribers.id, individualId: subscribers.individualId })
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
 * Mediator percentages and this month's completed operations, left for the user to distribute. The
 * months before it are distributed by the server's demo history, through the distribution service.
 */
export async function loadDistributionDemo(tx: Tx, params: { today: IsoDate }): Promise<{ mediatorLinks: number }> {
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
  await currentMonthOperations(tx, params.today, people);
  return { mediatorLinks: links.length };
}
