import { isCurrency, type Currency } from '../domain';

/** The kinds of record an audit value may name: each has a name a person reads (a person's, or a number). */
export const AUDIT_REFERENCE_KINDS = ['user', 'individual', 'subscriber', 'operation', 'product-sale'] as const;
export type AuditReferenceKind = (typeof AUDIT_REFERENCE_KINDS)[number];

/**
 * Fields (the last part of a dotted path) whose value is the id of another record, and of which
 * kind, as the audit writers under server/features write them. Ledger rows, monthly profits and
 * proposals have no name beyond their id, so their ids (reversesId, ledgerRowId, …) stay as written.
 */
export const AUDIT_REFERENCE_FIELDS: Readonly<Record<string, AuditReferenceKind>> = {
  individualId: 'individual',
  clientId: 'individual',
  customerId: 'individual',
  mediatorId: 'individual',
  specialBeneficiaryId: 'individual',
  subscriberId: 'subscriber',
  primarySubscriberId: 'subscriber',
  subSubscriberId: 'subscriber',
  investorId: 'subscriber',
  proposedBy: 'user',
  decidedBy: 'user',
};

/** The entities whose id a row's `entityId` is, where that record has a name. */
export const AUDIT_ENTITY_REFERENCES: Readonly<Record<string, AuditReferenceKind>> = {
  user: 'user',
  individual: 'individual',
  subscriber: 'subscriber',
  operation: 'operation',
  'product-sale': 'product-sale',
};

/**
 * Fields (last part) that hold an amount as a decimal string, and the currency it is in: the row's
 * (its own `currency` field, or its entity's) or a fixed one. Rates, ratios and percentages are not
 * amounts; `mediatorNormalAmount` (company settings) has no currency of its own and stays a number.
 */
export const AUDIT_AMOUNT_FIELDS: Readonly<Record<string, 'row' | Currency>> = {
  amount: 'row',
  balance: 'row',
  subscriptionAmount: 'row',
  revenue: 'row',
  investorShare: 'row',
  mediatorShare: 'row',
  specialShare: 'row',
  companyShare: 'row',
  equivalentUsd: 'USD',
  purchasePrice: 'row',
  additionalCost: 'row',
  customsFees: 'row',
  salePrice: 'row',
  totalCost: 'row',
  totalSale: 'row',
  profit: 'row',
  total: 'row',
  baseTotal: 'row',
  distributable: 'row',
  special: 'row',
  expectedTotal: 'row',
};

/** The last part of a dotted field path ("request.expected.baseTotal" → "baseTotal"). */
export const lastFieldPart = (field: string): string => field.slice(field.lastIndexOf('.') + 1);

export const isCurrencyCode = (code: unknown): code is Currency => typeof code === 'string' && isCurrency(code);

/** The currency an audit row's own content names (after, else before), or null. */
export function ownAuditCurrency(before: unknown, after: unknown): Currency | null {
  for (const content of [after, before]) {
    if (typeof content === 'object' && content !== null && 'currency' in content && isCurrencyCode(content.currency)) return content.currency;
  }
  return null;
}
