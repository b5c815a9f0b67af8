import {
  allocate,
  computeMediatorCommissions,
  computeOperationShares,
  computeSaleProfit,
  isDomainError,
  MEDIATOR_LINK_STATUSES,
  parseAmount,
  parseCurrency,
  parseExchangeRate,
  parseNonNegativeDecimal,
  parsePercentage,
  SHARE_RULE_KINDS,
  scaleToCommonIntegers,
  splitSubProfit,
  toDecimalString,
} from '../domain';
import type { AllocationPart, Currency, ShareRule } from '../domain';
import { runDistributionVector } from './vector-distribution';
import { asObject, readObjects, readOneOf, readString } from './vector-json';
import type { JsonObject } from './vector-json';

/**
 * Vector JSON → domain calls → vector JSON, string for string, so that the CLI, the tests and
 * later the server's tests check the same thing. A refusal becomes `{ error: CODE }`.
 */
export type Vector = { kind: string; title?: string; input: unknown; expected: unknown };

export const VECTOR_KINDS = ['allocate', 'operation-shares', 'sale-profit', 'investor-distribution', 'mediator-commission', 'sub-split'] as const;

export type VectorKind = (typeof VECTOR_KINDS)[number];

const RUNNERS: Record<VectorKind, (input: JsonObject) => unknown> = {
  allocate: runAllocate,
  'operation-shares': runOperationShares,
  'sale-profit': runSaleProfit,
  'investor-distribution': runDistributionVector,
  'mediator-commission': runMediatorCommission,
  'sub-split': runSubSplit,
};

export const runVector = (vector: Pick<Vector, 'kind' | 'input'>): unknown => {
  const runner = (RUNNERS as Record<string, ((input: JsonObject) => unknown) | undefined>)[vector.kind];
  if (runner === undefined) throw new Error(`unknown vector kind: ${String(vector.kind)}`);
  try {
    return runner(asObject(vector.input));
  } catch (error) {
    if (isDomainError(error)) return { error: error.code };
    throw error;
  }
};

const amountOf = (object: JsonObject, field: string, currency: Currency): bigint => parseAmount({ text: readString(object, field), currency }).amountMinor;

/** The rows of `field`, each named by its `idField` with an `amount`, the amounts in minor units. */
function readAmountRows<IdField extends string>(input: JsonObject, field: string, idField: IdField, currency: Currency) {
  return readObjects(input, field).map(
    (row) => ({ [idField]: readString(row, idField), amountMinor: amountOf(row, 'amount', currency) }) as Record<IdField, string> & { amountMinor: bigint },
  );
}

const written = (amountMinor: bigint, currency: Currency): string => toDecimalString({ amountMinor, currency });

/** The named amounts of a core result (`<name>Minor`), each written under its name, in that order. */
function writtenEach<Name extends string>(result: Record<`${Name}Minor`, bigint>, names: readonly Name[], currency: Currency): Record<Name, string> {
  return Object.fromEntries(names.map((name) => [name, written(result[`${name}Minor`], currency)])) as Record<Name, string>;
}

const writtenParts = (parts: readonly AllocationPart[], currency: Currency) =>
  parts.map(({ id, amountMinor }) => ({ id, amount: written(amountMinor, currency) }));

function runAllocate(input: JsonObject): unknown {
  const currency = parseCurrency(readString(input, 'currency'));
  const entries = readObjects(input, 'weights');
  const scaled = scaleToCommonIntegers(entries.map((entry) => parseNonNegativeDecimal({ text: readString(entry, 'weight') })));
  const parts = allocate({
    totalMinor: parseAmount({ text: readString(input, 'total'), currency, allowNegative: true }).amountMinor,
    weights: entries.map((entry, index) => ({ id: readString(entry, 'id'), weight: scaled[index] as bigint })),
  });
  return { parts: writtenParts(parts, currency) };
}

const readRule = (input: JsonObject, field: string, currency: Currency): ShareRule => {
  const rule = asObject(input[field], field);
  const kind = readOneOf(rule, 'kind', SHARE_RULE_KINDS);
  if (kind === 'fixed') return { kind, amountMinor: amountOf(rule, 'value', currency) };
  return { kind, percentage: parsePercentage({ text: readString(rule, 'value') }) };
};

function runOperationShares(input: JsonObject): unknown {
  const currency = parseCurrency(readString(input, 'currency'));
  const shares = computeOperationShares({
    currency,
    amountMinor: amountOf(input, 'amount', currency),
    exchangeRate: parseExchangeRate({ text: readString(input, 'exchangeRate') }),
    serviceRate: parsePercentage({ text: readString(input, 'serviceRate') }),
    investor: readRule(input, 'investor', currency),
    mediator: readRule(input, 'mediator', currency),
    special: readRule(input, 'special', currency),
  });
  return {
    equivalentUsd: written(shares.equivalentUsdCents, 'USD'),
    ...writtenEach(shares, ['revenue', 'investorShare', 'mediatorShare', 'specialShare', 'companyShare'], currency),
  };
}

function runSaleProfit(input: JsonObject): unknown {
  const currency = parseCurrency(readString(input, 'currency'));
  const sale = computeSaleProfit({
    currency,
    quantity: parseNonNegativeDecimal({ text: readString(input, 'quantity') }),
    purchasePriceMinor: amountOf(input, 'purchasePrice', currency),
    additionalCostMinor: amountOf(input, 'additionalCost', currency),
    customsFeesMinor: amountOf(input, 'customsFees', currency),
    salePriceMinor: amountOf(input, 'salePrice', currency),
  });
  return writtenEach(sale, ['totalCost', 'totalSale', 'profit'], currency);
}

function runMediatorCommission(input: JsonObject): unknown {
  const currency = parseCurrency(readString(input, 'currency'));
  const commissions = computeMediatorCommissions({
    links: readObjects(input, 'links').map((link) => ({
      mediatorId: readString(link, 'mediatorId'),
      investorId: readString(link, 'investorId'),
      percentage: parsePercentage({ text: readString(link, 'percentage') }),
      status: readOneOf(link, 'status', MEDIATOR_LINK_STATUSES),
    })),
    profits: readAmountRows(input, 'profits', 'investorId', currency),
  });
  return {
    total: written(commissions.totalMinor, currency),
    rows: commissions.rows.map(({ mediatorId, amountMinor }) => ({ mediatorId, amount: written(amountMinor, currency) })),
  };
}

function runSubSplit(input: JsonObject): unknown {
  const currency = parseCurrency(readString(input, 'currency'));
  const split = splitSubProfit({
    profitMinor: parseAmount({ text: readString(input, 'profit'), currency, allowNegative: true }).amountMinor,
    subscriptionAmountMinor: amountOf(input, 'subscriptionAmount', currency),
    allocations: readAmountRows(input, 'allocations', 'id', currency),
  });
  return {
    primary: written(split.primaryMinor, currency),
    parts: writtenParts(split.parts, currency),
  };
}
