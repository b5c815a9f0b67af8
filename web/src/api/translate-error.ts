import type { TFunction } from 'i18next';
import type { TFieldError } from '../../../contract/errors';
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

/** The single place that turns a failure into words a person reads. */
export function translateError(t: TFunction, error: unknown, copy: ErrorCopy = {}): string {
  const fallback = copy.fallbackKey ?? 'errors.INTERNAL';
  if (!isApiError(error)) return t(fallback);
  const override = copy.overrides?.[error.code];
  if (override) return t(override);
  if (error.code === 'INTERNAL') return t(fallback);
  // Params fill the message ("balance {{balance}}"); a code without placeholders ignores them.
  return t(`errors.${error.code}`, error.params);
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
