import type { APIRequestContext, Browser, Cookie } from '@playwright/test';
import { expect } from '@playwright/test';
import { serverIndex, serverPort } from '../../server-process';
import { DEMO_ADMIN, DEMO_MEMBER } from '../session';

/**
 * What some overlays need and the demo data lacks: a pending operation (the demo's first pages hold
 * completed ones only), a saved view of the operations, a member's pending profit request, a
 * member's pending withdrawal request and a scheduled report. All are made through the API here, in
 * a corner no other spec counts on, and undone by `release`: the operation is a USD one dated in
 * 2019 (the other specs distribute, list and report recent XAF months) and is cancelled at the end;
 * the requests are rejected at the end, which leaves the profit requestable again (the members spec
 * requests the member's unpaid profits) and never blocks a month's reset; the schedule is deleted.
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
/** The administrator's own saved view of the operations list, so that the "delete views" dialog has one to show. */
const SAVED_VIEW = { list: 'operations', name: 'Accessibility test view', replace: true, view: { filters: { status: 'pending' }, period: 'thisMonth' } };
const REQUEST_NOTE = 'Accessibility test: to be rejected';
/** The withdrawal asked for (docs/operations.md §13): the smallest amount, so any balance of the member allows it. */
const WITHDRAWAL = { amount: '1', reason: REQUEST_NOTE };

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
  const { user } = (await answer.json()) as { user: { id: string } };
  return { context, request: context.request, origin, userId: user.id, cookies: (await context.storageState()).cookies };
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

/** The member's pending withdrawals of this test, asked by `askWithdrawalAsMember`. */
async function pendingWithdrawalIds(request: APIRequestContext): Promise<string[]> {
  const page = await json<{ items: Array<{ id: string; reason: string }> }>(
    await request.get('/api/withdrawals?status=pending&scope=all&limit=100'),
    'the pending withdrawals',
  );
  return page.items.filter((row) => row.reason === WITHDRAWAL.reason).map((row) => row.id);
}

/** The member asks for a withdrawal in their first active subscription's currency, as the withdrawal form does. */
async function askWithdrawalAsMember(request: APIRequestContext, origin: string): Promise<void> {
  const overview = await json<{ subscriptions: Array<{ currency: string; status: string }> }>(await request.get('/api/me/overview'), "the member's overview");
  const active = overview.subscriptions.find((row) => row.status === 'active');
  expect(active, 'the demo member has an active subscription').toBeDefined();
  await json(
    await request.post('/api/withdrawals', { headers: { origin }, data: { currency: active!.currency, ...WITHDRAWAL } }),
    'the member asking for a withdrawal',
  );
}

/**
 * A monthly balances report mailed to the administrator (docs/mail.md §4), so that the scheduled
 * reports list has a row to delete. Its day is half a month from today, so it never runs while the
 * test does, whatever the company's time zone.
 */
async function scheduleReport(request: APIRequestContext, origin: string, recipientId: string): Promise<string> {
  const monthDay = ((new Date().getDate() + 14) % 28) + 1;
  const body = {
    report: 'balances',
    filters: {},
    format: 'pdf',
    language: 'en',
    recipientIds: [recipientId],
    rhythm: { frequency: 'monthly', monthDay, hour: 8 },
  };
  const answer = await request.post('/api/scheduled-reports', { headers: { origin }, data: body });
  expect(answer.status(), `scheduling a report: ${await answer.text()}`).toBe(201);
  return ((await answer.json()) as { id: string }).id;
}

export async function prepareOverlayData(browser: Browser): Promise<OverlayData> {
  const admin = await signedIn(browser, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const member = await signedIn(browser, DEMO_MEMBER.email, DEMO_MEMBER.password);
  const operation = await createPendingOperation(admin.request, admin.origin);
  const savedView = await json<{ id: string }>(
    await admin.request.post('/api/saved-views', { headers: { origin: admin.origin }, data: SAVED_VIEW }),
    'saving a view of the operations',
  );
  // A run cut short may have left its request: one pending request is enough.
  if ((await pendingRequestIds(admin.request)).length === 0) await requestProfitAsMember(member.request, member.origin);
  if ((await pendingWithdrawalIds(admin.request)).length === 0) await askWithdrawalAsMember(member.request, member.origin);
  const scheduleId = await scheduleReport(admin.request, admin.origin, admin.userId);
  const explainableProfitId = await explainableProfit(member.request);
  await member.context.close();
  const release = async () => {
    try {
      const cancel = await admin.request.post(`/api/operations/${operation.id}/cancel`, { headers: { origin: admin.origin } });
      expect(cancel.status(), 'cancelling the test operation').toBe(200);
      const deleted = await admin.request.delete(`/api/saved-views/${savedView.id}`, { headers: { origin: admin.origin } });
      expect(deleted.status(), 'deleting the test view').toBe(200);
      for (const id of await pendingRequestIds(admin.request)) {
        const reject = await admin.request.post(`/api/profit-requests/${id}/reject`, { headers: { origin: admin.origin }, data: { reason: REQUEST_NOTE } });
        expect(reject.status(), 'rejecting the test request').toBe(200);
      }
      for (const id of await pendingWithdrawalIds(admin.request)) {
        const reject = await admin.request.post(`/api/withdrawals/${id}/decide`, {
          headers: { origin: admin.origin },
          data: { decision: 'reject', reason: REQUEST_NOTE },
        });
        expect(reject.status(), 'rejecting the test withdrawal').toBe(200);
      }
      const unscheduled = await admin.request.delete(`/api/scheduled-reports/${scheduleId}`, { headers: { origin: admin.origin } });
      expect(unscheduled.status(), 'deleting the test schedule').toBe(200);
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
