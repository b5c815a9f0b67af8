import {
  computeOperationShares,
  defaultShareRules,
  DomainError,
  parseAmount,
  parseExchangeRate,
  parsePercentage,
  rationalToFixed,
  toDecimalString,
} from '../domain';
import type { Currency, OperationShareRules, OperationShares, Rational, ShareRule } from '../domain';
import { assertDecimalFits, trimDecimal, withField } from './decimal-input';
import type { MediatorTypeCode } from './operations';

/** The ratios an operation's shares come from: company settings for a new one, its own stored rules for an existing one. */
export type ShareRatiosText = {
  investorRatio: string;
  specialServiceRatio: string;
  mediatorTraderRatio: string;
  traderMediatorRatio: string;
  mediatorNormalAmount: string;
};

export type OperationInputText = {
  amount: string;
  currency: Currency;
  exchangeRate: string;
  serviceRate: string;
  mediatorType: MediatorTypeCode;
  mediatorAmount?: string;
};

export type ComputedOperation = {
  amountMinor: bigint;
  exchangeRate: Rational;
  serviceRate: Rational;
  rules: OperationShareRules;
  shares: OperationShares;
};

/** numeric(20,2) holds at most 18 integer digits; amounts stop well before, at a trillion. */
const AMOUNT_INTEGER_DIGITS = 12;
const USD_CENTS_LIMIT = 10n ** 20n;

const ratio = (text: string) => parsePercentage({ text: trimDecimal(text) });

function readAmounts(input: OperationInputText) {
  const { currency } = input;
  assertDecimalFits({ text: input.amount, field: 'amount', fractionDigits: 2, integerDigits: AMOUNT_INTEGER_DIGITS, code: 'INVALID_AMOUNT' });
  const amountMinor = withField('amount', () => parseAmount({ text: input.amount, currency }).amountMinor);
  assertDecimalFits({ text: input.exchangeRate, field: 'exchangeRate', fractionDigits: 6, integerDigits: 14, code: 'INVALID_RATE' });
  const exchangeRate = withField('exchangeRate', () => parseExchangeRate({ text: input.exchangeRate }));
  assertDecimalFits({ text: input.serviceRate, field: 'serviceRate', fractionDigits: 4, integerDigits: 3 });
  const serviceRate = withField('serviceRate', () => parsePercentage({ text: input.serviceRate }));
  return { amountMinor, exchangeRate, serviceRate };
}

function mediatorAmountMinor(input: OperationInputText, ratios: ShareRatiosText): bigint {
  const text = input.mediatorAmount ?? trimDecimal(ratios.mediatorNormalAmount);
  assertDecimalFits({ text, field: 'mediatorAmount', fractionDigits: 2, integerDigits: AMOUNT_INTEGER_DIGITS, code: 'INVALID_AMOUNT' });
  return withField('mediatorAmount', () => parseAmount({ text, currency: input.currency }).amountMinor);
}

/**
 * The one path from typed text to an operation's shares, used by the form (live) and by the
 * server (authoritative): parse, take the default rules of docs/operations.md §4, compute in the core.
 */
export function computeOperationFromInput({ input, ratios }: { input: OperationInputText; ratios: ShareRatiosText }): ComputedOperation {
  const { amountMinor, exchangeRate, serviceRate } = readAmounts(input);
  const rules = defaultShareRules({
    settings: {
      investorRatio: ratio(ratios.investorRatio),
      specialServiceRatio: ratio(ratios.specialServiceRatio),
      mediatorNormalAmountMinor: 0n,
      mediatorTraderRatio: ratio(ratios.mediatorTraderRatio),
      traderMediatorRatio: ratio(ratios.traderMediatorRatio),
    },
    mediatorType: input.mediatorType,
    mediatorFixedAmountMinor: input.mediatorType === 'normal' ? mediatorAmountMinor(input, ratios) : undefined,
  });
  const shares = computeOperationShares({ currency: input.currency, amountMinor, exchangeRate, serviceRate, ...rules });
  if (shares.equivalentUsdCents >= USD_CENTS_LIMIT) throw new DomainError('INVALID_RATE', { field: 'exchangeRate' });
  return { amountMinor, exchangeRate, serviceRate, rules, shares };
}

/** What an existing operation keeps of its rules: the stored percentages, and the mediator kind they were for. */
export type StoredShareRules = { investorRuleValue: string; specialRuleValue: string; mediatorType: MediatorTypeCode; mediatorRuleValue: string };

/**
 * The ratios an edit of an existing operation is computed with, by the server on save and by the
 * form for its live preview: the operation keeps the ratios it was created with; only a change of
 * mediator kind takes that kind's current setting.
 */
export function ratiosForEdit(stored: StoredShareRules, settings: ShareRatiosText, mediatorType: MediatorTypeCode): ShareRatiosText {
  const keepsMediator = stored.mediatorType === mediatorType && mediatorType !== 'normal';
  return {
    investorRatio: stored.investorRuleValue,
    specialServiceRatio: stored.specialRuleValue,
    mediatorTraderRatio: keepsMediator ? stored.mediatorRuleValue : settings.mediatorTraderRatio,
    traderMediatorRatio: keepsMediator ? stored.mediatorRuleValue : settings.traderMediatorRatio,
    mediatorNormalAmount: settings.mediatorNormalAmount,
  };
}

/** How a rule is stored: its kind and one decimal (a percentage, or an amount in the operation's currency). */
export function ruleToText(rule: ShareRule, currency: Currency): { kind: ShareRule['kind']; value: string } {
  if (rule.kind === 'fixed') return { kind: rule.kind, value: toDecimalString({ amountMinor: rule.amountMinor, currency }) };
  return { kind: rule.kind, value: rationalToFixed({ value: rule.percentage, fractionDigits: 4 }) };
}
