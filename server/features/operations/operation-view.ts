import { trimDecimal } from '../../../contract/decimal-input';
import type { Country, MediatorTypeCode, OperationStatus, TOperationRow } from '../../../contract/operations';
import type { Currency } from '../../../domain';
import { numericToDecimal } from '../../../db/money-columns';
import type { OperationRecord } from '../../../db/queries/operations';

export function toOperationRow(row: OperationRecord): TOperationRow {
  const currency = row.currency as Currency;
  return {
    id: row.id,
    number: row.number,
    sourceCountry: row.sourceCountry as Country,
    destinationCountry: row.destinationCountry as Country,
    amount: numericToDecimal(row.amount, currency),
    currency,
    exchangeRate: trimDecimal(row.exchangeRate),
    serviceRate: trimDecimal(row.serviceRate),
    equivalentUsd: numericToDecimal(row.equivalentUsd, 'USD'),
    revenue: numericToDecimal(row.revenue, currency),
    investorShare: numericToDecimal(row.investorShare, currency),
    investorRuleValue: trimDecimal(row.investorRuleValue),
    mediatorType: row.mediatorType as MediatorTypeCode,
    mediatorRuleValue: trimDecimal(row.mediatorRuleValue),
    mediatorShare: numericToDecimal(row.mediatorShare, currency),
    specialRuleValue: trimDecimal(row.specialRuleValue),
    specialShare: numericToDecimal(row.specialShare, currency),
    companyShare: numericToDecimal(row.companyShare, currency),
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
