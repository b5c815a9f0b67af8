import fp from 'fastify-plugin';
import type { TFieldError } from '../../contract/errors';
import { AppError } from '../app-error';

/**
 * NUL, which PostgreSQL text cannot hold, and a lone UTF-16 surrogate, which has no UTF-8 form: the
 * database would refuse either with an error the app could only answer 500 to. A paired surrogate
 * is a character beyond the first plane (an emoji) and is stored. Both checks are native string
 * scans (`isWellFormed` is ES2024, past this project's lib): a regular expression over a file sent
 * as base64 took 20 times as long, a millisecond a megabyte.
 */
const unstorable = (text: string) => text.includes('\u0000') || !(text as string & { isWellFormed: () => boolean }).isWellFormed();

/** The path of the first string in a request part that the database could not store, if any. */
export function unstorableTextPath(root: unknown): string | null {
  const stack: Array<{ value: unknown; path: string }> = [{ value: root, path: '' }];
  while (stack.length > 0) {
    const { value, path } = stack.pop()!;
    if (typeof value === 'string') {
      if (unstorable(value)) return path;
    } else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) stack.push({ value: inner, path: path ? `${path}.${key}` : key });
    }
  }
  return null;
}

/**
 * Every request's path parameters, query and JSON body are refused, field named, when one of their
 * strings could not be stored: one rule at the door for every text field of every route, present and
 * future. Runs after the access check, so an anonymous caller still learns nothing but 401.
 */
export const storableTextPlugin = fp(async (app) => {
  app.addHook('preValidation', async (request) => {
    for (const [part, value] of [
      ['params', request.params],
      ['querystring', request.query],
      ['body', request.body],
    ] as const) {
      const path = unstorableTextPath(value);
      if (path !== null) {
        const field: TFieldError = { path: path || part, issue: 'invalid_value' };
        throw new AppError('VALIDATION_FAILED', { fields: [field] });
      }
    }
  });
});
