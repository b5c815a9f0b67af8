import type { APIRequestContext, Browser, Cookie } from '@playwright/test';
import { expect } from '@playwright/test';
import { serverIndex, serverPort } from '../../server-process';
import { DEMO_ADMIN, DEMO_MEMBER } from '../session';

/**
 * What some overlays need and the demo data lacks: a pending operation (the demo's first pages hold
 * completed ones only) and a member's pending profit request. Both are made through the API here, in
 * a corner no other spec counts on, and undone by `release`: the operation is a USD one dated in
 * 2019 (the other specs distribute, list and report recent XAF months) and is cancelled at the end;
 * the request is rejected at the end, which leaves its profit requestable again (the members spec
 * requests the member's unpaid profits) and never blocks a month's reset.
 */
export type OverlayData = {
  operationNumber: string;
  /** A profit of the member whose explanation answers (the demo's own member rows are not distributions). */
  explainableProfitId: string;
  adminCookies: Cookie[];
  memberCookies: Cookie[];
  release: () => Promise<void>;
};

const OPERATION_DATE = '2019-06-14';
const REQUEST_NOTE = 'Accessibility test: to be rejected';

/**
 * A context of its own signed in through the API: the sign-in form is audited as a screen of its own,
 * and two more visits of it and of the dashboard per run only loaded the whole app twice.
 */
async function signedIn(browser: Browser, email: string, password: string) {
  const context = await browser.newContext();
  // This worker's server, as playwright.config.ts's baseURL names it.
  const origin = `http://127.0.0.1:${serverPort(serverIndex())}`;
  const answer = await context.request.post(`${origin}/api/auth/sign-in`, { headers: { origin }, data: { email, password } });
  expect(answer.status(), `signing in as ${email}: ${await answer.text()}`).toBe(200);
  return { context, request: context.request, origin, cookies: (await context.storageState()).cookies };
}

async function json<T>(answer: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> {
  expect(answer.status(), `${what}: ${await answer.text()}`).toBe(200);
  return (await answer.json()) as T;
}

async function createPendingOperation(request: APIRequestContext, origin: string): Promise<{ id: string; number: string }> {
  const people = await json<{ items: Array<{ id: string; type: string }> }>(await request.get('/api/lookups/individuals'), 'the individuals lookup');
  const mediator = people.items.find((person) => person.type === 'mediator');
  const client = people.items.find((person) => person.type !== 'mediator');
  expect(mediator && client, 'the demo has a mediator and a client').toBeTruthy();
  const body = {
    sourceCountry: 'chad',
    destinationCountry: 'uae',
    amount: '10000',
    currency: 'USD',
    exchangeRate: '1',
    serviceRate: '3',
    clientId: client!.id,
    mediatorId: mediator!.id,
    mediatorType: 'normal',
    mediatorAmount: '2',
    operationDate: OPERATION_DATE,
  };
  return json(await request.post('/api/operations', { headers: { origin }, data: body }), 'creating the pending operation');
}

/** The member asks for one unpaid profit (the oldest, which the members spec reaches last). */
async function requestProfitAsMember(request: APIRequestContext, origin: string): Promise<void> {
  const profits = await json<{ items: Array<{ id: string; type: string; paid: boolean; requestable: boolean }> }>(
    await request.get('/api/me/profits?limit=100'),
    "the member's profits",
  );
  const profit = profits.items.filter((row) => row.requestable && !row.paid && row.type === 'profit').at(-1);
  expect(profit, 'the demo member has an unpaid profit to request').toBeDefined();
  await json(
    await request.post(`/api/me/profits/${profit!.id}/request`, { headers: { origin }, data: { note: REQUEST_NOTE } }),
    'the member asking for a profit',
  );
}

/** The member's newest profit whose run can be explained (docs/distribution.md §17). */
async function explainableProfit(request: APIRequestContext): Promise<string> {
  const profits = await json<{ items: Array<{ id: string; type: string }> }>(await request.get('/api/me/profits?limit=100'), "the member's profits");
  for (const profit of profits.items.filter((row) => row.type === 'profit')) {
    if ((await request.get(`/api/profit-explanations/${profit.id}`)).status() === 200) return profit.id;
  }
  throw new Error('the demo member has no explainable profit');
}

async function pendingRequestIds(request: APIRequestContext): Promise<string[]> {
  const page = await json<{ items: Array<{ id: string; note: string }> }>(await request.get('/api/profit-requests?limit=100'), 'the pending requests');
  return page.items.filter((row) => row.note === REQUEST_NOTE).map((row) => row.id);
}

export async function prepareOverlayData(browser: Browser): Promise<OverlayData> {
  const admin = await signedIn(browser, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const member = await signedIn(browser, DEMO_MEMBER.email, DEMO_MEMBER.password);
  const operation = await createPendingOperation(admin.request, admin.origin);
  // A run cut short may have left its request: one pending request is enough.
  if ((await pendingRequestIds(admin.request)).length === 0) await requestProfitAsMember(member.request, member.origin);
  const explainableProfitId = await explainableProfit(member.request);
  await member.context.close();
  const release = async () => {
    try {
      const cancel = await admin.request.post(`/api/operations/${operation.id}/cancel`, { headers: { origin: admin.origin } });
      expect(cancel.status(), 'cancelling the test operation').toBe(200);
      for (const id of await pendingRequestIds(admin.request)) {
        const reject = await admin.request.post(`/api/profit-requests/${id}/reject`, { headers: { origin: admin.origin }, data: { reason: REQUEST_NOTE } });
        expect(reject.status(), 'rejecting the test request').toBe(200);
      }
      // The reject-proposal overlay leaves the current month proposed: withdrawn, so the month is free again.
      const runs = await json<{ items: Array<{ id: string }> }>(await admin.request.get('/api/distribution-runs?status=pending'), 'the pending proposals');
      for (const run of runs.items) {
        const withdraw = await admin.request.post(`/api/distribution-runs/${run.id}/reject`, {
          headers: { origin: admin.origin },
          data: { reason: REQUEST_NOTE },
        });
        expect(withdraw.status(), 'withdrawing the test proposal').toBe(200);
      }
    } finally {
      await admin.context.close();
    }
  };
  return { operationNumber: operation.number, explainableProfitId, adminCookies: admin.cookies, memberCookies: member.cookies, release };
}
