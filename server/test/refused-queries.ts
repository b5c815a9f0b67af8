import { expect } from 'vitest';
import type { ErrorCode } from '../../contract/errors';
import type { SignedInUser } from './api-suite';

/** Each GET of `refusals`, made by `user`, answers 400 with its error code; a failure names the URL. */
export async function expectQueriesRefused(user: SignedInUser, refusals: ReadonlyArray<readonly [url: string, code: ErrorCode]>): Promise<void> {
  for (const [url, code] of refusals) {
    const answer = await user.call('GET', url);
    expect(answer.statusCode, url).toBe(400);
    expect(answer.json().code, url).toBe(code);
  }
}
