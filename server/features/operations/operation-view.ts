import { trimDecimal } from '../../../contract/decimal-input';
import type { Country, MediatorTypeCode, OperationStatus, TOperationRow } from '../../../contract/operations';
import type { Currency } from '../../../domain';
import { minorToNumeric, numericToMinor } from '../../../db/money-columns';
import type { OperationRecord } from '../../../db/queries/operations';

/** An amount column in the currency's own digits ("1250" XAF, "1250.50" USD). */
const money = (text: string, currency: Currency) => minorToNumeric(numericToMinor(text, currency), currency);

export function toOperationRow(row: OperationRecord): TOperationRow {
  const currency = row.currency as Currency;
  return {
    id: row.id,
    number: row.number,
    sourceCountry: row.sourceCountry as Country,
    destinationCountry: row.destinationCountry as Country,
    amount: money(row.amount, currency),
    currency,
    exchangeRate: trimDecimal(row.exchangeRate),
    serviceRate: trimDecimal(row.serviceRate),
    equivalentUsd: money(row.equivalentUsd, 'USD'),
    revenue: money(row.revenue, currency),
    investorShare: money(row.investorShare, currency),
    investorRuleValue: trimDecimal(row.investorRuleValue),
    mediatorType: row.mediatorType as MediatorTypeCode,
    mediatorRuleValue: trimDecimal(row.mediatorRuleValue),
    mediatorShare: money(row.mediatorShare, currency),
    specialRuleValue: trimDecimal(row.specialRuleValue),
    specialShare: money(row.specialShare, currency),
    companyShare: money(row.companyShare, currency),
    operationDate: row.operationDate,
    clientId: row.clientId,
    clientName: row.clientName,
    mediatorId: row.mediatorId,
    mediatorName: row.mediatorName,
    status: row.status as OperationStatus,
    isProfitDistributed: row.isProfitDistributed,
  };
}

/** What the audit log keeps of an operation: its inputs, rules, shares and status. */
export function auditOperation(row: TOperationRow) {
  const { clientName: _client, mediatorName: _mediator, ...kept } = row;
  return kept;
}
