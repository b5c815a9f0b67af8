import { parseAmount, type Currency } from '../../../../domain';
import { formatAuditValue, type AuditValueWords } from '../../../../contract/audit-diff';
import { AUDIT_AMOUNT_FIELDS, AUDIT_REFERENCE_FIELDS, isCurrencyCode, lastFieldPart } from '../../../../contract/audit-fields';
import type { TAuditLogRow, TAuditValue } from '../../../../contract/audit-log';

/** How one stored value reads: an amount in its currency, a record by its name (its id kept beside), or text. */
export type AuditValueShown =
  { kind: 'amount'; amount: string; currency: Currency } | { kind: 'record'; name: string; id: string } | { kind: 'text'; text: string };

/** Whether `text` is an amount the currency can hold (its digits), so that the formatter never meets one it refuses. */
function fitsCurrency(text: string, currency: Currency): boolean {
  try {
    parseAmount({ text, currency, allowNegative: true });
    return true;
  } catch {
    return false;
  }
}

/**
 * A changed field's value as the audit list shows it. An amount field takes the row's currency (or
 * its fixed one); an id field takes the name the server found for it. Anything else, or an amount
 * without a currency, or an id whose record is gone, reads as stored.
 */
export function auditValueShown(row: Pick<TAuditLogRow, 'currency' | 'names'>, field: string, value: TAuditValue, words: AuditValueWords): AuditValueShown {
  const part = lastFieldPart(field);
  if (typeof value === 'string' && value !== '') {
    const amountIn = AUDIT_AMOUNT_FIELDS[part];
    const currency = amountIn === 'row' ? row.currency : amountIn;
    if (isCurrencyCode(currency) && fitsCurrency(value, currency)) return { kind: 'amount', amount: value, currency };
    const name = AUDIT_REFERENCE_FIELDS[part] ? row.names[value] : undefined;
    if (name !== undefined) return { kind: 'record', name, id: value };
  }
  return { kind: 'text', text: formatAuditValue(value, words) };
}
