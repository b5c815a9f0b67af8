import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { rowsOf } from '../../db/queries/raw-rows';
import { SAMPLE_SALE } from './sample-sale';
import { confirmedBody } from './distribution-requests';
import { seedDistributionParties, seedMediatorLink, setDistributionApproval } from './distribution-seed';
import { asBrowser, type DatabaseKind } from './helper';
import { linkUser, seedPerson } from './member-seed';
import { useApiSuite } from './api-suite';

/**
 * Money moved through the app's routes only (docs/accounting.md §4: the books tie only for what the
 * services posted): subscriptions, capital rows, operations, sales, distributions (posted or
 * proposed then approved), commissions, profit requests, resets and closes. Used by the books'
 * invariant tests; every call is answered 200 or refused by a rule (4xx), never a server error.
 */
export const BOOKS_CURRENCIES = ['XAF', 'USD'] as const;
export type BooksCurrency = (typeof BOOKS_CURRENCIES)[number];

/** The months the histories move money in: distributable and closable, before the test's today. */
export const BOOKS_MONTHS = ['2026-01', '2026-02', '2026-03', '2026-04'] as const;

export function useBooksSuite(kind: DatabaseKind) {
  const suite = useApiSuite(kind, {
    users: {
      clerk: ['transactions', 'subscribers', 'individuals', 'complete-operations', 'product-sales'],
      manager: ['profit-distribution', 'precious-products-distribution', 'close-periods'],
      approver: ['approve-distributions', 'add-profit'],
      member: { permissions: ['profile'], type: 'client' },
    },
  });
  const { clerk, manager, approver, member } = suite.users;
  const state = {
    client: '',
    mediator: '',
    memberPerson: '',
    subscribers: [] as Array<{ id: string; currency: BooksCurrency; date: string }>,
    ledgerRows: [] as Array<{ id: string; status: string }>,
    /** The months and currencies of the operations completed and sales sold, which distributions aim at. */
    sources: [] as Array<{ month: string; currency: BooksCurrency; source: 'operations' | 'sales' }>,
    /** The months and currencies an investor run was posted for, which commissions, resets and closes aim at. */
    runs: [] as Array<{ month: string; currency: BooksCurrency }>,
  };
  const db = () => suite.database.db;

  const call = async (cookie: string, method: 'GET' | 'POST', url: string, payload?: object) => {
    const answer = await suite.app.inject({ method, url: `/api${url}`, headers: asBrowser(cookie), ...(payload === undefined ? {} : { payload }) });
    expect(answer.statusCode, `${method} ${url}: ${answer.body}`).toBeLessThan(500);
    return answer;
  };
  const ok = (answer: { statusCode: number }) => answer.statusCode === 200;

  /** The parties every history needs, made once: a client, a mediator, the special beneficiary, the member's person. */
  async function setUp(): Promise<void> {
    const parties = await seedDistributionParties(db(), {
      mediators: [{ name: 'Books Mediator' }],
      beneficiary: 'Books Programmer',
      weightingMethod: 'month-end',
    });
    state.client = parties.client;
    state.mediator = parties.mediators[0];
    const person = await seedPerson(db());
    await linkUser(db(), member.id, person.id);
    state.memberPerson = person.id;
  }

  /** A subscriber opened through the app; the member's own when `own`, and linked to the mediator when `linked`. */
  async function subscribe(params: { currency: BooksCurrency; date: string; amount: string; own?: boolean; linked?: boolean }): Promise<string | null> {
    let individualId = state.memberPerson;
    if (!params.own) {
      const person = await seedPerson(db());
      individualId = person.id;
    }
    const answer = await call(clerk.cookie, 'POST', '/subscribers', {
      individualId,
      subscriptionDate: params.date,
      subscriptionAmount: params.amount,
      currency: params.currency,
    });
    if (!ok(answer)) return null;
    const id = answer.json().id as string;
    state.subscribers.push({ id, currency: params.currency, date: params.date });
    if (params.linked) await seedMediatorLink(db(), { mediatorId: state.mediator, investorId: id, percentage: '10' });
    return id;
  }

  async function ledgerRow(body: { subscriberId: string; type: 'credit' | 'debit'; profit?: boolean; amount: string; date: string; pending?: boolean }) {
    const answer = await call(clerk.cookie, 'POST', '/balance-transactions', {
      subscriberId: body.subscriberId,
      type: body.type,
      creditType: body.type === 'credit' ? (body.profit ? 'profit' : 'new-amount') : null,
      amount: body.amount,
      transactionDate: body.date,
      status: body.pending ? 'pending' : 'completed',
    });
    if (ok(answer)) state.ledgerRows.push({ id: String(answer.json().row.id), status: body.pending ? 'pending' : 'completed' });
    return answer;
  }

  const rowAction = (id: string, verb: 'complete' | 'reverse' | 'cancel') => call(clerk.cookie, 'POST', `/balance-transactions/${id}/${verb}`, {});

  /** An operation saved then completed, in a month's day; its shares from the company settings' rules. */
  async function operation(params: { currency: BooksCurrency; date: string; amount: string; complete: boolean }) {
    const body =
      params.currency === 'XAF'
        ? {
            sourceCountry: 'chad',
            destinationCountry: 'uae',
            amount: params.amount,
            currency: 'XAF',
            exchangeRate: '605.5',
            serviceRate: '3',
            mediatorAmount: '2000',
          }
        : {
            sourceCountry: 'chad',
            destinationCountry: 'uae',
            amount: params.amount,
            currency: 'USD',
            exchangeRate: '1',
            serviceRate: '3',
            mediatorAmount: '5',
          };
    const saved = await call(clerk.cookie, 'POST', '/operations', {
      ...body,
      clientId: state.client,
      mediatorId: state.mediator,
      mediatorType: 'normal',
      operationDate: params.date,
    });
    if (!ok(saved) || !params.complete) return saved;
    const completed = await call(clerk.cookie, 'POST', `/operations/${saved.json().id}/complete`, {});
    if (ok(completed)) state.sources.push({ month: params.date.slice(0, 7), currency: params.currency, source: 'operations' });
    return completed;
  }

  async function sale(params: { currency: BooksCurrency; date: string; salePrice: string }) {
    const saved = await call(clerk.cookie, 'POST', '/product-sales', {
      ...SAMPLE_SALE,
      currency: params.currency,
      saleDate: params.date,
      salePrice: params.salePrice,
    });
    if (!ok(saved)) return saved;
    const sold = await call(clerk.cookie, 'POST', `/product-sales/${saved.json().id}/sell`, {});
    if (ok(sold)) state.sources.push({ month: params.date.slice(0, 7), currency: params.currency, source: 'sales' });
    return sold;
  }

  /** What a post answers while distributions need a second approver: a proposal, which the approver approves. */
  async function approved(answer: Awaited<ReturnType<typeof call>>) {
    const proposal = ok(answer) ? (answer.json().proposal as { id: string } | undefined) : undefined;
    return proposal ? call(approver.cookie, 'POST', `/distribution-runs/${proposal.id}/approve`, {}) : answer;
  }

  const period = (month: string, currency: BooksCurrency) => ({ year: month.slice(0, 4), month: String(Number(month.slice(5))), currency });

  async function distribute(params: { month: string; currency: BooksCurrency; source: 'operations' | 'sales'; percentage: string; loss: string }) {
    const body = {
      ...period(params.month, params.currency),
      source: params.source,
      selection: { kind: 'all' },
      investorPercentage: params.percentage,
      loss: params.loss,
    };
    const preview = await call(manager.cookie, 'POST', '/profit-distribution/preview', body);
    if (!ok(preview)) return preview;
    const answer = await approved(await call(manager.cookie, 'POST', '/profit-distribution/distribute', confirmedBody(body, preview.json())));
    if (ok(answer)) state.runs.push({ month: params.month, currency: params.currency });
    return answer;
  }

  async function commissions(params: { month: string; currency: BooksCurrency }) {
    const body = period(params.month, params.currency);
    const preview = await call(manager.cookie, 'POST', '/profit-distribution/commissions/preview', body);
    if (!ok(preview)) return preview;
    return approved(
      await call(manager.cookie, 'POST', '/profit-distribution/commissions/distribute', { ...body, confirmation: 'YES', expectedTotal: preview.json().total }),
    );
  }

  const reset = async (params: { month: string; currency: BooksCurrency }) =>
    approved(await call(manager.cookie, 'POST', '/profit-distribution/reset', period(params.month, params.currency)));

  const close = (params: { month: string; currency: BooksCurrency }) => call(manager.cookie, 'POST', '/periods/close', period(params.month, params.currency));

  /** The member asks for its first unpaid profit row without a request to be added to capital; the approver approves. */
  async function profitRequest(): Promise<boolean> {
    const [row] = await rowsOf<{ id: string }>(
      db(),
      sql`select p.id::text as id from monthly_profits p where p.individual_id = ${state.memberPerson} and p.distribution_type = 'profit' and not p.paid
            and not exists (select 1 from profit_requests r where r.monthly_profit_id = p.id and r.status = 'pending') order by p.id limit 1`,
    );
    if (!row) return false;
    const asked = await call(member.cookie, 'POST', `/me/profits/${row.id}/request`, { note: 'to capital' });
    if (!ok(asked)) return false;
    const [request] = await rowsOf<{ id: string }>(
      db(),
      sql`select id from profit_requests where monthly_profit_id = ${row.id}::bigint and status = 'pending'`,
    );
    return ok(await call(approver.cookie, 'POST', `/profit-requests/${request!.id}/approve`, {}));
  }

  const needApproval = (on: boolean) => setDistributionApproval(db(), on);

  return {
    suite,
    state,
    setUp,
    subscribe,
    ledgerRow,
    rowAction,
    operation,
    sale,
    distribute,
    commissions,
    reset,
    close,
    profitRequest,
    needApproval,
  };
}

export type BooksSuite = ReturnType<typeof useBooksSuite>;
