import type { TFunction } from 'i18next';
import { EMAIL_PATTERN, PASSWORD_MIN_LENGTH, PHONE_PATTERN } from '../../../../contract/field-rules';

export type AuthMode = 'signIn' | 'signUp';
export type LoginValues = { email: string; password: string; name: string; phone: string };

export const EMPTY_LOGIN: LoginValues = { email: '', password: '', name: '', phone: '' };

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function isValidEmail(email: string): boolean {
  return EMAIL_PATTERN.test(normalizeEmail(email));
}

export function hasRequiredFields(mode: AuthMode, values: LoginValues): boolean {
  const base = values.email.trim() !== '' && values.password !== '';
  return mode === 'signIn' ? base : base && values.name.trim() !== '' && values.phone.trim() !== '';
}

/** Client-side checks of docs/permissions.md §9 with docs/rulings.md §R4's 8 characters; the server checks again. */
export function validateLogin(t: TFunction, mode: AuthMode, values: LoginValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!isValidEmail(values.email)) errors.email = t(mode === 'signIn' ? 'auth.invalidEmailFormat' : 'auth.signUp.invalidEmail');
  if (mode === 'signUp') {
    if (values.password.length < PASSWORD_MIN_LENGTH) errors.password = t('auth.passwordTooShort', { min: PASSWORD_MIN_LENGTH });
    if (!PHONE_PATTERN.test(values.phone.trim())) errors.phone = t('validation.invalid_phone');
  }
  return errors;
}
