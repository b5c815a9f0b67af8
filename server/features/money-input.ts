import { parseAmount, type Currency } from '../../domain';
import { AppError } from '../app-error';

/**
 * A decimal string from a form turned into minor units of the currency by the core (which refuses
 * too many decimals and negatives with its own codes); `positive` also refuses zero, next to the field.
 */
export function amountInput({ text, currency, field, positive }: { text: string; currency: Currency; field: string; positive: boolean }): bigint {
  const { amountMinor } = parseAmount({ text, currency });
  if (positive && amountMinor === 0n) throw new AppError('VALIDATION_FAILED', { fields: [{ path: field, issue: 'positive_number' }] });
  return amountMinor;
}

/** The server's calendar date: "not in the future" is judged by the server, never by the browser. */
export function serverToday(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
