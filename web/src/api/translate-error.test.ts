import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError, errorFromAnswer } from './api-error';
import { formatRetryIn, translateError, translateFieldErrors } from './translate-error';

const t = ((key: string, options?: Record<string, unknown>) => (options?.min ? `${key}:${String(options.min)}` : key)) as unknown as TFunction;

describe('errorFromAnswer', () => {
  it('keeps a contract code with its params and request id', () => {
    const error = errorFromAnswer(409, { code: 'INDIVIDUAL_EMAIL_EXISTS', params: {}, requestId: 'r1' });
    expect([error.code, error.status, error.requestId]).toEqual(['INDIVIDUAL_EMAIL_EXISTS', 409, 'r1']);
  });

  it('turns an unknown or missing code into INTERNAL, never a raw message', () => {
    expect(errorFromAnswer(500, { code: 'SOMETHING_ELSE', message: 'stack trace' }).code).toBe('INTERNAL');
    expect(errorFromAnswer(502, null).code).toBe('INTERNAL');
  });
});

describe('translateError', () => {
  it('uses errors.<CODE> for a known code', () => {
    expect(translateError(t, new ApiError({ code: 'INVALID_CREDENTIALS', status: 401 }))).toBe('errors.INVALID_CREDENTIALS');
  });

  it('prefers a screen override, and the fallback for INTERNAL or a non-ApiError', () => {
    const copy = { overrides: { TIMEOUT: 'auth.signIn.timeout' }, fallbackKey: 'auth.signIn.failed' };
    expect(translateError(t, new ApiError({ code: 'TIMEOUT', status: 0 }), copy)).toBe('auth.signIn.timeout');
    expect(translateError(t, new ApiError({ code: 'INTERNAL', status: 500 }), copy)).toBe('auth.signIn.failed');
    expect(translateError(t, new Error('boom'), copy)).toBe('auth.signIn.failed');
    expect(translateError(t, new Error('boom'))).toBe('errors.INTERNAL');
  });
});

describe('a refusal about an account of the books', () => {
  it('keeps the sign-in meaning of ACCOUNT_INACTIVE, and names the general-ledger account when the refusal names one', () => {
    expect(translateError(t, new ApiError({ code: 'ACCOUNT_INACTIVE', status: 403 }))).toBe('errors.ACCOUNT_INACTIVE');
    const echo = ((key: string, options?: Record<string, unknown>) => `${key} ${String(options?.account)}`) as unknown as TFunction;
    expect(translateError(echo, new ApiError({ code: 'ACCOUNT_INACTIVE', status: 403, params: { account: '5150' } }))).toBe(
      'accounting.errors.accountInactive 5150',
    );
  });

  it('says which posting rule still uses an account, or which field a used account keeps, else that it has lines', () => {
    const named = ((key: string, options?: Record<string, unknown>) =>
      options?.eventName ? `${key} ${String(options.eventName)} ${String(options.legName)}` : key) as unknown as TFunction;
    const inRule = new ApiError({ code: 'ACCOUNT_IN_USE', status: 409, params: { account: '1000', event: 'sale-sold', leg: 'cash' } });
    expect(translateError(named, inRule)).toBe('accounting.errors.accountInRule accountingSettings.events.sale-sold accountingSettings.legs.cash');
    const fixed = new ApiError({ code: 'ACCOUNT_IN_USE', status: 409, params: { account: '1000', field: 'type' } });
    expect(translateError(t, fixed)).toBe('accounting.errors.accountFieldFixed');
    expect(translateError(t, new ApiError({ code: 'ACCOUNT_IN_USE', status: 409, params: { account: '1000' } }))).toBe('errors.ACCOUNT_IN_USE');
  });
});

describe('the wait of a refusal', () => {
  it('fills {{retryIn}} with the wait in words, seconds below a minute, whole minutes rounded up above', () => {
    const echo = ((key: string, options?: Record<string, unknown>) => `${key} ${String(options?.retryIn)}`) as unknown as TFunction;
    const refusal = new ApiError({ code: 'TOO_MANY_LOGIN_ATTEMPTS', status: 429, params: { retryAfterSeconds: 90 } });
    expect(translateError(echo, refusal)).toBe('errors.TOO_MANY_LOGIN_ATTEMPTS in 2 minutes');
    expect(formatRetryIn(45, 'en')).toBe('in 45 seconds');
    expect(formatRetryIn(900, 'fr')).toBe('dans 15 minutes');
    expect(formatRetryIn(120, 'ar')).toBe('خلال دقيقتين');
  });
});

describe('translateFieldErrors', () => {
  it('maps VALIDATION_FAILED fields by path, first issue wins', () => {
    const error = errorFromAnswer(400, {
      code: 'VALIDATION_FAILED',
      params: {
        fields: [
          { path: 'password', issue: 'min_length', min: 8 },
          { path: 'password', issue: 'required' },
          { path: 'email', issue: 'invalid_email' },
        ],
      },
      requestId: 'r2',
    });
    expect(translateFieldErrors(t, error)).toEqual({ password: 'validation.min_length:8', email: 'validation.invalid_email' });
  });

  it('is empty for any other error', () => {
    expect(translateFieldErrors(t, new ApiError({ code: 'FORBIDDEN', status: 403 }))).toEqual({});
  });
});

describe('the month of a refusal', () => {
  it('fills {{periodName}} with the month named in the active language', async () => {
    const i18next = (await import('i18next')).default;
    const echo = ((key: string, options?: Record<string, unknown>) =>
      `${key} ${String(options?.periodName)} ${String(options?.currency)}`) as unknown as TFunction;
    const refusal = new ApiError({ code: 'PERIOD_CLOSED', status: 409, params: { period: '2026-03', currency: 'XAF' } });
    const before = i18next.language;
    try {
      i18next.language = 'en';
      expect(translateError(echo, refusal)).toBe('errors.PERIOD_CLOSED March 2026 XAF');
      i18next.language = 'fr';
      expect(translateError(echo, refusal)).toBe('errors.PERIOD_CLOSED mars 2026 XAF');
      i18next.language = 'ar';
      expect(translateError(echo, refusal)).toBe('errors.PERIOD_CLOSED مارس 2026 XAF');
    } finally {
      i18next.language = before;
    }
  });
});
