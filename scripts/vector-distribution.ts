import {
  distributeInvestorProfit,
  DISTRIBUTION_METHODS,
  minorToFixed,
  parseAmount,
  parseCurrency,
  parseIsoDate,
  parsePercentage,
  rationalToFixed,
  SUBSCRIBER_STATUSES,
  toDecimalString,
} from '../domain';
import type { Currency, DistributionInvestor, LedgerEntry } from '../domain';
import { readInteger, readObjects, readOneOf, readString } from './vector-json';
import type { JsonObject } from './vector-json';

const ENTRY_TYPES = ['credit', 'debit'] as const;
const ENTRY_STATUSES = ['pending', 'completed', 'cancelled'] as const;

const readEntry = (entry: JsonObject, currency: Currency): LedgerEntry => ({
  date: parseIsoDate(readString(entry, 'date')),
  type: readOneOf(entry, 'type', ENTRY_TYPES),
  status: readOneOf(entry, 'status', ENTRY_STATUSES),
  amountMinor: parseAmount({ text: readString(entry, 'amount'), currency }).amountMinor,
});

const readInvestor = (investor: JsonObject, currency: Currency): DistributionInvestor => ({
  id: readString(investor, 'id'),
  status: readOneOf(investor, 'status', SUBSCRIBER_STATUSES),
  subscriptionDate: parseIsoDate(readString(investor, 'subscriptionDate')),
  subscriptionAmountMinor: parseAmount({ text: readString(investor, 'subscriptionAmount'), currency }).amountMinor,
  entries: readObjects(investor, 'transactions').map((entry) => readEntry(entry, currency)),
});

/** The `investor-distribution` kind; balances, daily capital and percentages are written with two digits. */
export const runDistributionVector = (input: JsonObject): unknown => {
  const currency = parseCurrency(readString(input, 'currency'));
  const result = distributeInvestorProfit({
    yearMonth: { year: readInteger(input, 'year'), month: readInteger(input, 'month') },
    currency,
    method: readOneOf(input, 'method', DISTRIBUTION_METHODS),
    baseTotalMinor: parseAmount({ text: readString(input, 'baseTotal'), currency, allowNegative: true }).amountMinor,
    investorPercentage: parsePercentage({ text: readString(input, 'investorPercentage') }),
    lossMinor: parseAmount({ text: readString(input, 'loss'), currency }).amountMinor,
    specialRatio: parsePercentage({ text: readString(input, 'specialRatio') }),
    investors: readObjects(input, 'investors').map((investor) => readInvestor(investor, currency)),
  });
  const twoDigits = (amountMinor: bigint) => minorToFixed({ valueMinor: { numerator: amountMinor, denominator: 1n }, currency, fractionDigits: 2 });
  return {
    distributable: toDecimalString({ amountMinor: result.distributableMinor, currency }),
    special: toDecimalString({ amountMinor: result.specialMinor, currency }),
    totalBalance: twoDigits(result.totalBalanceMinor),
    totalDailyCapital: minorToFixed({ valueMinor: result.totalDailyCapitalMinor, currency, fractionDigits: 2 }),
    activeInvestors: result.activeInvestors,
    rows: result.rows.map((row) => ({
      id: row.id,
      balance: twoDigits(row.balanceMinor),
      daysActive: row.daysActive,
      dailyCapital: minorToFixed({ valueMinor: row.dailyCapitalMinor, currency, fractionDigits: 2 }),
      capitalPercentage: rationalToFixed({ value: row.capitalPercentage, fractionDigits: 2 }),
      share: toDecimalString({ amountMinor: row.shareMinor, currency }),
    })),
  };
};
