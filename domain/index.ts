// The public surface of the calculation core: server and web import from here only.
export { DomainError, DOMAIN_ERROR_CODES, isDomainError } from './errors/domain-error';
export type { DomainErrorCode, DomainErrorParams } from './errors/domain-error';

export { CURRENCIES, CURRENCY_DIGITS, currencyDigits, isCurrency, minorPerMajor, parseCurrency } from './money/currency';
export type { Currency } from './money/currency';
export { addMoney, assertSameCurrency, money, subtractMoney } from './money/money';
export type { Money } from './money/money';
export { parseAmount } from './money/parse-amount';
export { parseDecimal, parseNonNegativeDecimal } from './money/parse-decimal';
export type { ParsedDecimal } from './money/parse-decimal';
export { assertPercentage, parsePercentage, percentOf } from './money/percentage';
export { assertExchangeRate, parseExchangeRate } from './money/exchange-rate';
export { compareRationals, floorDivide, multiplyRationals, rational, scaleToCommonIntegers } from './money/rational';
export type { Rational } from './money/rational';
export { roundHalfUp } from './money/round-half-up';
export { allocate, allocateDetailed, remainderOrder } from './money/allocate';
export type { AllocationDetail, AllocationPart, AllocationWeight } from './money/allocate';
export { minorToFixed, rationalToFixed, scaledToDecimalString, toDecimalString } from './money/to-decimal-string';
export { formatMoney } from './money/format-money';
export type { DisplayLanguage } from './money/format-money';
export { compareCodePoints } from './money/compare-code-points';

export { isIsoDate, isoDateFromParts, parseIsoDate } from './calendar/iso-date';
export type { IsoDate } from './calendar/iso-date';
export { addDays, daysBetween, fromDayNumber, toDayNumber } from './calendar/day-number';
export { assertYearMonth, daysInMonth, isLeapYear } from './calendar/month';
export type { YearMonth } from './calendar/month';
export { monthEnd, monthStart } from './calendar/month-bounds';
export { isTimeZone, isoWeekday, nextRun, previousRun, zonedDay, zonedMoment } from './calendar/schedule';
export type { Rhythm, ScheduledRun } from './calendar/schedule';

export { assertLedgerEntry, entryDeltaMinor } from './ledger/ledger-entry';
export type { LedgerEntry, LedgerEntryStatus, LedgerEntryType } from './ledger/ledger-entry';
export { balanceAt } from './ledger/balance-at';
export { dailyBalances } from './ledger/daily-balances';
export { LEDGER_END, ledgerStatement, lowestBalanceFrom } from './ledger/ledger-statement';
export { DayBalances } from './ledger/day-balances';
export type { LedgerStatement, StatementLine } from './ledger/ledger-statement';

export { assertShareRule, SHARE_RULE_KINDS } from './operations/share-rule';
export type { ShareRule, ShareRuleKind } from './operations/share-rule';
export { MEDIATOR_TYPES, mediatorShareRule } from './operations/mediator-share-rule';
export type { MediatorType } from './operations/mediator-share-rule';
export { DEFAULT_INVESTOR_RATIO, DEFAULT_SPECIAL_SERVICE_RATIO, defaultShareRules } from './operations/default-share-rules';
export type { CompanyShareSettings, OperationShareRules } from './operations/default-share-rules';
export { computeOperationShares } from './operations/compute-operation-shares';
export type { ComputeOperationSharesParams, OperationShares } from './operations/compute-operation-shares';

export { computeSaleProfit } from './sales/compute-sale-profit';
export type { ComputeSaleProfitParams, SaleProfit } from './sales/compute-sale-profit';

export { DISTRIBUTION_METHODS, SUBSCRIBER_STATUSES } from './distribution/distribution-types';
export type {
  DistributeInvestorProfitParams,
  DistributionInvestor,
  DistributionMethod,
  DistributionRow,
  InvestorDistribution,
  SubscriberStatus,
} from './distribution/distribution-types';
export { distributeInvestorProfit } from './distribution/distribute-investor-profit';
export { explainInvestorShare } from './distribution/explain-investor-share';
export type { BalanceSegment, InvestorShareExplanation } from './distribution/explain-investor-share';

export { computeMediatorCommissions, MEDIATOR_LINK_STATUSES } from './commissions/compute-mediator-commissions';
export type { InvestorProfit, MediatorCommission, MediatorCommissions, MediatorLink, MediatorLinkStatus } from './commissions/compute-mediator-commissions';

export { splitSubProfit } from './sub-subscribers/split-sub-profit';
export type { SubAllocation, SubProfitSplit } from './sub-subscribers/split-sub-profit';

// The books (docs/accounting.md): journal entries balanced per currency and the posting rules.
export { balanceEntry, currencyTotals, journalLine, mirrorLines } from './books/journal-entry';
export type { JournalLine, JournalSide } from './books/journal-entry';
export { ACCOUNT_TYPES, DEFAULT_CHART, PARTY_KINDS } from './books/default-chart';
export type { AccountType, ChartAccount, PartyKind } from './books/default-chart';
export { DEFAULT_POSTING_ACCOUNTS, POSTING_LEGS, postingAccountsFrom, postingRuleRows } from './books/posting-legs';
export type { PostingAccounts, PostingEvent, PostingLeg } from './books/posting-legs';
export { accountFitsLeg, isLegOf, isPostingEvent, LEG_PARTIES, legPartyKind } from './books/leg-parties';
// Every posting rule, one per money event (docs/accounting.md §3).
export * from './books/posting-rules';
export type { CapitalMovement, CompletedOperation, PostedInvestorRun } from './books/posting-rules';
export { balanceSheetTotals, debitNormal, normalBalance, sidedBalance, trialBalanceSides } from './books/account-balances';
export type { AccountSums } from './books/account-balances';
export { parseReportPeriod, previousReportPeriod, REPORT_PERIOD_PATTERN } from './books/report-period';
export type { ReportPeriod, ReportPeriodKind } from './books/report-period';
