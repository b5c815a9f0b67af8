import { expect } from 'vitest';

type Answer = { statusCode: number; body: string; json: () => unknown };

/** The JSON of an answer that must be 200 (a failure shows the answer's body), typed as the test reads it. */
export async function okJson<T = Record<string, unknown>>(answer: Answer | Promise<Answer>): Promise<T> {
  const done = await answer;
  expect(done.statusCode, done.body).toBe(200);
  return done.json() as T;
}
