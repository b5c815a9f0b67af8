import { z } from 'zod';

/** docs/permissions.md §9: trimmed, lower-cased, non-space text, at sign, domain, dot-suffix. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** A phone number: optional +, then digits with single spaces or dashes, 6 to 20 digits. */
export const PHONE_PATTERN = /^\+?[0-9](?:[ -]?[0-9]){5,19}$/;
/** docs/rulings.md §R4: at least 8 characters everywhere (sign-up, reset, change). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const zEmail = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, { message: 'required' })
  .max(254, { message: 'max_length' })
  .regex(EMAIL_PATTERN, { message: 'invalid_email' });

export const zPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, { message: 'min_length' })
  .max(PASSWORD_MAX_LENGTH, { message: 'max_length' });

export const zName = z.string().trim().min(1, { message: 'required' }).max(120, { message: 'max_length' });

export const zPhone = z
  .string()
  .trim()
  .min(1, { message: 'required' })
  .regex(PHONE_PATTERN, { message: 'invalid_phone' });

/**
 * A record id: the app makes UUIDs (randomUUID, also for better-auth's users), the demo data and
 * earlier imports readable ids such as `demo-individual-01`. Letters, digits, `-` and `_` only, so
 * NUL, path traversal and other junk are refused here rather than reaching a query.
 */
export const ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;
export const zId = z.string({ error: (issue) => (issue.input === undefined ? 'required' : 'invalid_value') }).regex(ID_PATTERN, { message: 'invalid_value' });
