import i18next, { type TFunction } from 'i18next';
import type { TFieldError } from '../../../contract/errors';
import { formattersFor } from '../i18n/format';
import { DEFAULT_LANGUAGE, isLanguage } from '../i18n/languages';
import type { ApiError } from './api-error';
import { isApiError } from './api-error';

export type ErrorCopy = {
  /** Message keys that replace `errors.<CODE>` on one screen (e.g. a login-specific timeout). */
  overrides?: Partial<Record<ApiError['code'], string>>;
  /** Shown for INTERNAL and anything that is not an ApiError. */
  fallbackKey?: string;
};

export function translateFieldError(t: TFunction, field: TFieldError): string {
  return t(`validation.${field.issue}`, { min: field.min, max: field.max });
}

/** "in 45 seconds", "dans 3 minutes", "خلال دقيقتين": a wait in the active language, rounded up to whole minutes past one. */
export function formatRetryIn(seconds: number, language: string): string {
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'always' });
  return seconds < 60 ? format.format(seconds, 'second') : format.format(Math.ceil(seconds / 60), 'minute');
}

/**
 * Codes whose words depend on what their params name: the first variant whose param is present
 * replaces `errors.<CODE>`. ACCOUNT_INACTIVE is the sign-in refusal ("your account is inactive")
 * unless it names a general-ledger account, refused by a posting rule (docs/accounting.md §3);
 * ACCOUNT_IN_USE names the posting rule that still uses an account, or the field a used account keeps.
 */
const VARIANTS: Partial<Record<ApiError['code'], ReadonlyArray<readonly [param: string, key: string]>>> = {
  ACCOUNT_INACTIVE: [['account', 'accounting.errors.accountInactive']],
  ACCOUNT_IN_USE: [
    ['leg', 'accounting.errors.accountInRule'],
    ['field', 'accounting.errors.accountFieldFixed'],
  ],
};

function variantKey(error: ApiError): string | undefined {
  return VARIANTS[error.code]?.find(([param]) => typeof error.params[param] === 'string')?.[1];
}

/** An event and a leg of the books named in the reader's language, as the posting rules screen names them. */
function bookNames(t: TFunction, params: ApiError['params']) {
  const { event, leg } = params;
  if (typeof event !== 'string' || typeof leg !== 'string') return {};
  return { eventName: t(`accountingSettings.events.${event}`, { defaultValue: event }), legName: t(`accountingSettings.legs.${leg}`, { defaultValue: leg }) };
}

/** The single place that turns a failure into words a person reads. */
export function translateError(t: TFunction, error: unknown, copy: ErrorCopy = {}): string {
  const fallback = copy.fallbackKey ?? 'errors.INTERNAL';
  if (!isApiError(error)) return t(fallback);
  const override = copy.overrides?.[error.code];
  if (override) return t(override);
  if (error.code === 'INTERNAL') return t(fallback);
  // Params fill the message ("balance {{balance}}"); a code without placeholders ignores them.
  const wait = error.params.retryAfterSeconds;
  const retryIn = typeof wait === 'number' ? { retryIn: formatRetryIn(wait, i18next.language || 'en') } : {};
  // A month travels as `YYYY-MM` (PERIOD_CLOSED) and is named in the reader's language: "March 2026", "mars 2026", "مارس 2026".
  const period = error.params.period;
  const language = isLanguage(i18next.language) ? i18next.language : DEFAULT_LANGUAGE;
  const periodName = typeof period === 'string' && /^\d{4}-\d{2}$/.test(period) ? { periodName: formattersFor(language).month(period) } : {};
  return t(variantKey(error) ?? `errors.${error.code}`, { ...error.params, ...retryIn, ...periodName, ...bookNames(t, error.params) });
}

/** Field errors of a VALIDATION_FAILED answer, keyed by the field's path, ready for a form. */
export function translateFieldErrors(t: TFunction, error: unknown): Record<string, string> {
  if (!isApiError(error) || error.code !== 'VALIDATION_FAILED') return {};
  const messages: Record<string, string> = {};
  for (const field of error.fieldErrors) {
    if (!(field.path in messages)) messages[field.path] = translateFieldError(t, field);
  }
  return messages;
}
