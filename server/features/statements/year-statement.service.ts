import { FIRST_STATEMENT_YEAR } from '../../../contract/statements';
import { ledgerEntriesOf } from '../../../db/queries/ledger';
import { findMemberIndividual, memberSubscriptions } from '../../../db/queries/member-self';
import { approvedRequests, yearProfits } from '../../../db/queries/year-statement';
import { adjustmentsOfIndividual } from '../../../db/queries/profit-adjustments';
import { numericToMinor } from '../../../db/money-columns';
import { CURRENCIES, ledgerStatement, parseCurrency, parseIsoDate, type Currency } from '../../../domain';
import type { Tx } from '../../../db/client';
import { AppError } from '../../app-error';
import type { SessionUser } from '../../plugins/access';
import { serverDay } from '../server-day';

export type StatementProfit = { id: string; date: string; type: string; paid: boolean; amountMinor: bigint };
/** A posted correction of one of the member's rows (docs/distribution.md §18): dated in the month it posted in, signed, with its reason. */
export type StatementAdjustment = { id: string; date: string; type: string; correctedDate: string; reason: string; amountMinor: bigint };
export type StatementRequest = { id: string; decidedOn: string; profitDate: string; type: string; amountMinor: bigint };
export type StatementMovement = {
  id: bigint;
  date: string;
  type: 'credit' | 'debit';
  creditType: string | null;
  status: string;
  amountMinor: bigint;
  balanceAfterMinor: bigint;
};

/** One currency's part of the statement: its own rows and totals, never added to another currency's. */
export type CurrencyStatement = {
  currency: Currency;
  profits: StatementProfit[];
  profitsTotalMinor: bigint;
  adjustments: StatementAdjustment[];
  adjustmentsTotalMinor: bigint;
  requests: StatementRequest[];
  requestsTotalMinor: bigint;
  movements: StatementMovement[];
  openingMinor: bigint;
  creditsMinor: bigint;
  debitsMinor: bigint;
  closingMinor: bigint;
};

export type YearStatement = { year: number; from: string; to: string; memberName: string; currencies: CurrencyStatement[] };

/** docs/money.md §8: a year of four digits, from the first statement year to the server's current year. */
export function statementYear(text: string, today: string = serverDay()): number {
  if (!/^\d{4}$/.test(text) || Number(text) < FIRST_STATEMENT_YEAR) throw new AppError('STATEMENT_YEAR_INVALID', { year: text });
  const year = Number(text);
  if (year > Number(today.slice(0, 4))) throw new AppError('STATEMENT_YEAR_IN_FUTURE', { year: text });
  return year;
}

function emptyCurrency(currency: Currency): CurrencyStatement {
  return {
    currency,
    profits: [],
    profitsTotalMinor: 0n,
    adjustments: [],
    adjustmentsTotalMinor: 0n,
    requests: [],
    requestsTotalMinor: 0n,
    movements: [],
    openingMinor: 0n,
    creditsMinor: 0n,
    debitsMinor: 0n,
    closingMinor: 0n,
  };
}

/**
 * docs/money.md §8: the signed-in member's year, per currency: every profit row dated in the year,
 * every adjustment of their rows posted in the year (docs/distribution.md §18), every profit request approved in the year, and every capital movement of their subscriptions in
 * the year with the opening and closing balances. The individual comes from the session only.
 */
export async function buildYearStatement(db: Tx, user: SessionUser, yearText: string): Promise<YearStatement> {
  const year = statementYear(yearText);
  if (!user.individualId) throw new AppError('NO_LINKED_INDIVIDUAL');
  const individual = await findMemberIndividual(db, user.individualId);
  if (!individual) throw new AppError('NO_LINKED_INDIVIDUAL');
  const from = `${year}-01-01`;
  const to = `${year}-12-31`;
  const byCurrency = new Map<Currency, CurrencyStatement>();
  const part = (currency: Currency) => {
    let found = byCurrency.get(currency);
    if (!found) byCurrency.set(currency, (found = emptyCurrency(currency)));
    return found;
  };

  for (const row of await yearProfits(db, { individualId: individual.id, from, to })) {
    const currency = parseCurrency(row.currency);
    const amountMinor = numericToMinor(row.amount, currency);
    const target = part(currency);
    target.profits.push({ id: row.id, date: row.profitDate, type: row.type, paid: row.paid, amountMinor });
    target.profitsTotalMinor += amountMinor;
  }

  for (const row of await adjustmentsOfIndividual(db, { individualId: individual.id, from, to })) {
    const currency = parseCurrency(row.currency);
    const amountMinor = numericToMinor(row.difference, currency);
    const target = part(currency);
    target.adjustments.push({ id: row.id, date: row.profitDate, type: row.type, correctedDate: row.correctedDate, reason: row.reason, amountMinor });
    target.adjustmentsTotalMinor += amountMinor;
  }

  // A day's margin each side, then the server's own calendar decides (like the ledger's dates).
  const after = new Date(Date.UTC(year, 0, 1) - 86_400_000);
  const before = new Date(Date.UTC(year + 1, 0, 1) + 86_400_000);
  for (const row of await approvedRequests(db, { individualId: individual.id, after, before })) {
    const decidedOn = serverDay(new Date(row.decidedAt));
    if (decidedOn < from || decidedOn > to) continue;
    const currency = parseCurrency(row.currency);
    const amountMinor = numericToMinor(row.amount, currency);
    const target = part(currency);
    target.requests.push({ id: row.id, decidedOn, profitDate: row.profitDate, type: row.type, amountMinor });
    target.requestsTotalMinor += amountMinor;
  }

  for (const subscription of await memberSubscriptions(db, { individualId: individual.id })) {
    if (subscription.subscriptionDate > to) continue;
    const currency = parseCurrency(subscription.currency);
    const entries = await ledgerEntriesOf(db, subscription.id, currency);
    const statement = ledgerStatement({
      subscriptionAmountMinor: numericToMinor(subscription.subscriptionAmount, currency),
      entries,
      from: parseIsoDate(from),
      to: parseIsoDate(to),
    });
    const target = part(currency);
    target.openingMinor += statement.openingMinor;
    target.closingMinor += statement.closingMinor;
    target.creditsMinor += statement.creditsMinor;
    target.debitsMinor += statement.debitsMinor;
    for (const { entry, balanceAfterMinor } of statement.lines) {
      target.movements.push({
        id: entry.id,
        date: entry.date,
        type: entry.type,
        creditType: entry.creditType,
        status: entry.status,
        amountMinor: entry.amountMinor,
        balanceAfterMinor,
      });
    }
  }

  const currencies = CURRENCIES.filter((currency) => byCurrency.has(currency)).map((currency) => {
    const statement = byCurrency.get(currency)!;
    statement.movements.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    return statement;
  });
  return { year, from, to, memberName: individual.name, currencies };
}
