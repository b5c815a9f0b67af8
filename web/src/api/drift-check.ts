import { api } from './client';

/**
 * The typed client's own check (docs/architecture.md §10): each call below is wrong on
 * purpose, and `npm run typecheck` fails with "Unused '@ts-expect-error' directive" the day the
 * client stops refusing it, e.g. if its types fell back to `any`. Never called.
 */
export async function driftCheck(): Promise<unknown[]> {
  // @ts-expect-error a path the server does not have
  const missingPath = await api.get('/api/operationz');
  // @ts-expect-error a query parameter with a value the server refuses (status is pending, completed or cancelled)
  const wrongQuery = await api.get('/api/operations', { params: { query: { status: 'finished' } } });
  // @ts-expect-error a path parameter left out
  const missingParameter = await api.post('/api/operations/{id}/complete', {});
  // @ts-expect-error a body without a field the server requires (the password)
  const wrongBody = await api.post('/api/auth/sign-in', { body: { email: 'a@b.example' } });
  const page = await api.get('/api/operations');
  // @ts-expect-error an answer field the server does not send
  const missingField: unknown = page.items[0]?.amountMinor;
  // @ts-expect-error money travels as decimal text, never as a number (docs/money.md §6)
  const amount: number | undefined = page.items[0]?.amount;
  return [missingPath, wrongQuery, missingParameter, wrongBody, missingField, amount];
}
