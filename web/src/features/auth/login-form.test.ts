import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { hasRequiredFields, validateLogin } from './login-form';

const t = ((key: string) => key) as unknown as TFunction;
const filled = { email: 'a@b.co', password: 'long-enough', name: 'A', phone: '+235 66 00 00 00' };

describe('login form checks', () => {
  it('needs email and password to sign in, all four to sign up', () => {
    expect(hasRequiredFields('signIn', { ...filled, name: '', phone: '' })).toBe(true);
    expect(hasRequiredFields('signUp', { ...filled, phone: ' ' })).toBe(false);
  });

  it('checks the email pattern, 8 characters and the phone on sign-up only', () => {
    expect(validateLogin(t, 'signIn', { ...filled, password: 'x' })).toEqual({});
    expect(validateLogin(t, 'signIn', { ...filled, email: 'a@b' })).toEqual({ email: 'auth.invalidEmailFormat' });
    expect(validateLogin(t, 'signUp', { ...filled, password: '1234567', phone: 'abc' })).toEqual({
      password: 'auth.passwordTooShort',
      phone: 'validation.invalid_phone',
    });
  });
});
