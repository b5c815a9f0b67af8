import { z } from 'zod';
import { EMAIL_PATTERN, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PHONE_PATTERN } from './field-rules';

export { EMAIL_PATTERN, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PHONE_PATTERN };

export const zEmail = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, { message: 'required' })
  .max(254, { message: 'max_length' })
  .regex(EMAIL_PATTERN, { message: 'invalid_email' });

export const zPassword = z.string().min(PASSWORD_MIN_LENGTH, { message: 'min_length' }).max(PASSWORD_MAX_LENGTH, { message: 'max_length' });

export const zName = z.string().trim().min(1, { message: 'required' }).max(120, { message: 'max_length' });

export const zPhone = z.string().trim().min(1, { message: 'required' }).regex(PHONE_PATTERN, { message: 'invalid_phone' });

/**
 * A record id: the app makes UUIDs (randomUUID, also for better-auth's users), the demo data and
 * earlier imports readable ids such as `demo-individual-01`. Letters, digits, `-` and `_` only, so
 * NUL, path traversal and other junk are refused here rather than reaching a query.
 */
export const ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;
export const zId = z
  .string({ error: (issue) => (issue.input === undefined ? 'required' : 'invalid_value') })
  .min(1, { message: 'required' })
  .regex(ID_PATTERN, { message: 'invalid_value' });
