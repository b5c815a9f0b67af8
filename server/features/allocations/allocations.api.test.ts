import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TAllocationPage, TSubscriberRow } from '../../../contract/subscribers';
import { auditLog, subAllocations } from '../../../db/schema';
import { DATABASE_KINDS } from '../../test/helper';
import { makeSubscriber } from '../../test/people-fixtures';
import { expectCursorsRefused, expectSortedPaging } from '../../test/sorted-list';
import { useApiSuite } from '../../test/api-suite';

describe.each(DATABASE_KINDS)('sub-subscriber allocations on %s', (kind) => {
  const suite = useApiSuite(kind, { users: { clerk: ['sub-profit-distribution', 'subscribers', 'individuals'] } });
  const { clerk } = suite.users;

  const count = async () => (await suite.database.db.select().from(subAllocations)).length;

  it('allocates parts of a primary subscription up to its amount, never above', async () => {
    const primary = await makeSubscriber(suite.app, clerk.cookie, { amount: '1000000' });
    const first = await makeSubscriber(suite.app, clerk.cookie);
    const second = await makeSubscriber(suite.app, clerk.cookie);
    const made = await clerk.call('POST', '/api/sub-allocations', { primarySubscriberId: primary.id, subSubscriberId: first.id, amount: '600000' });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json()).toMatchObject({
      amount: '600000',
      primarySubscriptionAmount: '1000000',
      status: 'active',
      subName: first.name,
      primaryName: primary.name,
    });
    expect(await suite.database.db.select().from(auditLog).where(eq(auditLog.entityId, made.json().id))).toHaveLength(1);
    const before = await count();
    const over = await clerk.call('POST', '/api/sub-allocations', { primarySubscriberId: primary.id, subSubscriberId: second.id, amount: '400001' });
    expect([over.statusCode, over.json().code]).toEqual([409, 'ALLOCATION_EXCEEDS_SUBSCRIPTION']);
    expect(await count()).toBe(before);
    expect(
      (await clerk.call('POST', '/api/sub-allocations', { primarySubscriberId: primary.id, subSubscriberId: second.id, amount: '400000' })).statusCode,
    ).toBe(200);
  });

  it('refuses a duplicate pair, the same subscriber twice, another currency, unknown subscribers and a zero amount', async () => {
    const primary = await makeSubscriber(suite.app, clerk.cookie, { amount: '1000' });
    const sub = await makeSubscriber(suite.app, clerk.cookie);
    const dollars = await makeSubscriber(suite.app, clerk.cookie, { currency: 'USD' });
    await clerk.call('POST', '/api/sub-allocations', { primarySubscriberId: primary.id, subSubscriberId: sub.id, amount: '10' });
    const cases: Array<[object, number, string]> = [
      [{ primarySubscriberId: primary.id, subSubscriberId: sub.id, amount: '10' }, 409, 'ALLOCATION_DUPLICATE'],
      [{ primarySubscriberId: primary.id, subSubscriberId: primary.id, amount: '10' }, 400, 'ALLOCATION_SAME_SUBSCRIBER'],
      [{ primarySubscriberId: primary.id, subSubscriberId: dollars.id, amount: '10' }, 400, 'ALLOCATION_CURRENCY_MISMATCH'],
      [{ primarySubscriberId: '00000000-0000-4000-8000-000000000000', subSubscriberId: sub.id, amount: '10' }, 404, 'SUBSCRIBER_NOT_FOUND'],
      [{ primarySubscriberId: primary.id, subSubscriberId: '00000000-0000-4000-8000-000000000000', amount: '10' }, 404, 'SUBSCRIBER_NOT_FOUND'],
      [{ primarySubscriberId: primary.id, subSubscriberId: dollars.id, amount: '0' }, 400, 'ALLOCATION_CURRENCY_MISMATCH'],
      [{ primarySubscriberId: primary.id, subSubscriberId: (await makeSubscriber(suite.app, clerk.cookie)).id, amount: '0' }, 400, 'VALIDATION_FAILED'],
      [{ primarySubscriberId: primary.id, subSubscriberId: sub.id }, 400, 'VALIDATION_FAILED'],
    ];
    for (const [body, status, code] of cases) {
      const before = await count();
      const answer = await clerk.call('POST', '/api/sub-allocations', body);
      expect([answer.statusCode, answer.json().code], JSON.stringify(body)).toEqual([status, code]);
      expect(await count()).toBe(before);
    }
  });

  it('edits the amount and re-checks on activate; deactivated parts do not count', async () => {
    const primary = await makeSubscriber(suite.app, clerk.cookie, { amount: '1000' });
    const [a, b] = [await makeSubscriber(suite.app, clerk.cookie), await makeSubscriber(suite.app, clerk.cookie)];
    const first = (await clerk.call('POST', '/api/sub-allocations', { primarySubscriberId: primary.id, subSubscriberId: a.id, amount: '700' })).json();
    expect((await clerk.call('PUT', `/api/sub-allocations/${first.id}`, { amount: '1001' })).json().code).toBe('ALLOCATION_EXCEEDS_SUBSCRIPTION');
    expect((await clerk.call('PUT', `/api/sub-allocations/${first.id}`, { amount: '1000' })).json().amount).toBe('1000');
    expect((await clerk.call('POST', `/api/sub-allocations/${first.id}/deactivate`, {})).json().status).toBe('inactive');
    const second = (await clerk.call('POST', '/api/sub-allocations', { primarySubscriberId: primary.id, subSubscriberId: b.id, amount: '500' })).json();
    expect(second.status).toBe('active');
    expect((await clerk.call('POST', `/api/sub-allocations/${first.id}/activate`, {})).json().code).toBe('ALLOCATION_EXCEEDS_SUBSCRIPTION');
    expect((await clerk.call('POST', '/api/sub-allocations/00000000-0000-4000-8000-000000000000/activate', {})).json().code).toBe('ALLOCATION_NOT_FOUND');
    const page: TAllocationPage = (await clerk.call('GET', `/api/sub-allocations?primarySubscriberId=${primary.id}&limit=10`)).json();
    expect(page.items.map((item) => item.id)).toEqual([first.id, second.id]);
    expect((await clerk.call('GET', '/api/sub-allocations?cursor=forged')).json().code).toBe('VALIDATION_FAILED');
  });

  it('pages the list by cursor without repeats', async () => {
    const primary = await makeSubscriber(suite.app, clerk.cookie, { amount: '100000' });
    for (let index = 0; index < 12; index += 1) {
      const sub = await makeSubscriber(suite.app, clerk.cookie);
      await clerk.call('POST', '/api/sub-allocations', { primarySubscriberId: primary.id, subSubscriberId: sub.id, amount: '10' });
    }
    const first: TAllocationPage = (await clerk.call('GET', `/api/sub-allocations?primarySubscriberId=${primary.id}&limit=10`)).json();
    const second: TAllocationPage = (
      await clerk.call('GET', `/api/sub-allocations?primarySubscriberId=${primary.id}&limit=10&cursor=${first.nextCursor}`)
    ).json();
    const ids = [...first.items, ...second.items].map((item) => item.id);
    expect(ids).toHaveLength(12);
    expect(new Set(ids).size).toBe(12);
  });

  it('sorts by each column both ways, pages without repeats or gaps, and refuses forged cursors', async () => {
    const primary = await makeSubscriber(suite.app, clerk.cookie, { amount: '100000', name: 'Primary Sorted' });
    const names = ['Delta', 'alpha', 'Charlie', 'Bravo', 'Delta', 'Echo'];
    const amounts = ['30', '10', '10', '200', '7', '30'];
    for (const [index, name] of names.entries()) {
      const sub = await makeSubscriber(suite.app, clerk.cookie, { name: `${name} Sub` });
      const made = (
        await clerk.call('POST', '/api/sub-allocations', { primarySubscriberId: primary.id, subSubscriberId: sub.id, amount: amounts[index] })
      ).json();
      if (index % 2 === 1) await clerk.call('POST', `/api/sub-allocations/${made.id}/deactivate`, {});
    }
    type Row = TAllocationPage['items'][number];
    const list = async (query: Record<string, string>): Promise<TAllocationPage> =>
      (await clerk.call('GET', `/api/sub-allocations?${new URLSearchParams(query).toString()}`)).json();
    await expectSortedPaging<Row>(
      list,
      { primarySubscriberId: primary.id },
      { fields: ['status', 'createdAt'], decimals: ['amount'], computed: { primary: (row) => row.primaryName, sub: (row) => row.subName } },
    );
    const inactive = await list({ primarySubscriberId: primary.id, status: 'inactive', sort: 'amount-desc' });
    expect(inactive.items.map((row) => row.amount)).toEqual(['200', '30', '10']);
    await expectCursorsRefused('amount-desc', '30', (cursor) =>
      clerk.call('GET', `/api/sub-allocations?${new URLSearchParams({ sort: 'amount-desc', cursor }).toString()}`),
    );
    for (const query of ['sort=currency-asc', 'sort=amount'])
      expect((await clerk.call('GET', `/api/sub-allocations?${query}`)).json().code, query).toBe('VALIDATION_FAILED');
  });

  it('refuses callers without the permission', async () => {
    const { call: outsider } = await suite.signIn(['subscribers']);
    expect((await outsider('GET', '/api/sub-allocations')).statusCode).toBe(403);
    expect((await outsider('POST', '/api/sub-allocations', {})).statusCode).toBe(403);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('allocations under concurrency on postgres', () => {
  const suite = useApiSuite('postgres');

  it('never lets simultaneous allocations exceed the primary subscription', async () => {
    const { cookie, call } = await suite.signIn(['all']);
    const primary = await makeSubscriber(suite.app, cookie, { amount: '1000' });
    const subs: TSubscriberRow[] = [];
    for (let index = 0; index < 10; index += 1) subs.push(await makeSubscriber(suite.app, cookie));
    const answers = await Promise.all(
      subs.map((sub) => call('POST', '/api/sub-allocations', { primarySubscriberId: primary.id, subSubscriberId: sub.id, amount: '300' })),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(3);
    const again = await Promise.all(
      Array.from({ length: 5 }, () => call('POST', '/api/sub-allocations', { primarySubscriberId: primary.id, subSubscriberId: subs[9]!.id, amount: '1' })),
    );
    expect(again.filter((answer) => answer.statusCode === 200).length).toBeLessThanOrEqual(1);
  });
});
