import { beforeAll, describe, expect, it } from 'vitest';
import { MEDIATOR_LINK_PERCENTAGE } from '../../../contract/mediator-percentages';
import { countRows, seedIndividual, seedSubscriber } from '../../test/distribution-seed';
import { expectCursorsRefused, expectSortedPaging } from '../../test/sorted-list';
import { DATABASE_KINDS } from '../../test/helper';
import { useApiSuite } from '../../test/api-suite';

describe.each(DATABASE_KINDS)('mediator percentages on %s', (kind) => {
  const suite = useApiSuite(kind, { users: { clerk: ['mediator-percentages'] } });
  const { clerk } = suite.users;

  let mediator: string;
  let investor: { id: string; individualId: string };
  let other: { id: string; individualId: string };

  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
    suite.app.inject({ method, url: `/api/mediator-percentages${url}`, headers: clerk.headers, ...(payload === undefined ? {} : { payload }) });
  const code = (answer: { statusCode: number; json: () => { code: string } }) => [answer.statusCode, answer.json().code];

  beforeAll(async () => {
    mediator = await seedIndividual(suite.database.db, { name: 'Mediator M', type: 'mediator' });
    investor = await seedSubscriber(suite.database.db, { currency: 'XAF', subscriptionDate: '2025-01-01', subscriptionAmount: '1000', name: 'Investor I' });
    other = await seedSubscriber(suite.database.db, { currency: 'XAF', subscriptionDate: '2025-01-01', subscriptionAmount: '1000', name: 'Investor J' });
  });

  it('adds, lists with filters, edits and deletes a link, each with its audit row', async () => {
    const created = await send('POST', '', { mediatorId: mediator, investorId: investor.id, percentage: '12.5', status: 'active' });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({ mediatorName: 'Mediator M', investorName: 'Investor I', percentage: '12.5', status: 'active' });
    const id = created.json().id as string;
    await send('POST', '', { mediatorId: mediator, investorId: other.id, percentage: '5', status: 'inactive' });
    expect((await send('GET', '?status=active')).json().items.map((row: { id: string }) => row.id)).toEqual([id]);
    expect((await send('GET', `?investorId=${other.id}`)).json().items).toHaveLength(1);
    const page = (await send('GET', '?limit=10')).json();
    expect([page.items.length, page.nextCursor]).toEqual([2, null]);
    const firstPage = (await send('GET', `?mediatorId=${mediator}&limit=10`)).json();
    expect(firstPage.items).toHaveLength(2);
    const edited = await send('PUT', `/${id}`, { mediatorId: mediator, investorId: investor.id, percentage: '50', status: 'inactive' });
    expect(edited.json()).toMatchObject({ percentage: '50', status: 'inactive' });
    expect((await send('DELETE', `/${id}`)).statusCode).toBe(200);
    expect(code(await send('DELETE', `/${id}`))).toEqual([404, 'MEDIATOR_PERCENTAGE_NOT_FOUND']);
    expect(await countRows(suite.database.db, 'audit_log', "entity = 'mediator_percentage'")).toBe(4);
  });

  it("takes a link from 0 to 100% (the 50% cap is the calculation settings', not a link's)", async () => {
    const third = await seedSubscriber(suite.database.db, { currency: 'XAF', subscriptionDate: '2025-01-01', subscriptionAmount: '1000', name: 'Investor K' });
    const created = await send('POST', '', { mediatorId: mediator, investorId: third.id, percentage: '100', status: 'active' });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().id as string;
    const edited = await send('PUT', `/${id}`, { mediatorId: mediator, investorId: third.id, percentage: '0', status: 'active' });
    expect(edited.json()).toMatchObject({ percentage: '0' });
    expect((await send('DELETE', `/${id}`)).statusCode).toBe(200);
  });

  it('documents the bounds the check applies in the OpenAPI schema', async () => {
    const document = (await suite.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const body = document.paths['/api/mediator-percentages'].post.requestBody.content['application/json'].schema;
    expect(body.properties.percentage).toMatchObject({ type: 'string', minimum: MEDIATOR_LINK_PERCENTAGE.min, maximum: MEDIATOR_LINK_PERCENTAGE.max });
  });

  const outOfRange = [400, 'VALIDATION_FAILED', [{ path: 'percentage', issue: 'out_of_range', ...MEDIATOR_LINK_PERCENTAGE }]];
  it.each([
    ['a rate just above 100', { percentage: '100.01' }, outOfRange],
    ['a rate above 100', { percentage: '101' }, outOfRange],
    ['a negative rate', { percentage: '-1' }, outOfRange],
    ['five decimals', { percentage: '1.00001' }, [400, 'VALIDATION_FAILED']],
    ['a rate as a number', { percentage: 10 }, [400, 'VALIDATION_FAILED']],
    ['an unknown status', { status: 'paused' }, [400, 'VALIDATION_FAILED']],
    ['an unknown field', { note: 'x' }, [400, 'VALIDATION_FAILED']],
    ['an unknown mediator', { mediatorId: '00000000-0000-4000-8000-000000000000' }, [404, 'INDIVIDUAL_NOT_FOUND']],
    ['an unknown investor', { investorId: '00000000-0000-4000-8000-000000000000' }, [404, 'SUBSCRIBER_NOT_FOUND']],
  ])('refuses %s and writes nothing', async (_title, change, expected) => {
    const before = await countRows(suite.database.db, 'mediator_percentages');
    const answer = await send('POST', '', { mediatorId: mediator, investorId: investor.id, percentage: '10', status: 'active', ...change });
    expect(expected.length === 3 ? [...code(answer), answer.json().params.fields] : code(answer)).toEqual(expected);
    expect(await countRows(suite.database.db, 'mediator_percentages')).toBe(before);
  });

  it('sorts by every sortable column both ways, paging without a repeat or a gap', async () => {
    const broker = await seedIndividual(suite.database.db, { name: 'Mediator Sorted', type: 'mediator' });
    const plans = [
      { name: 'Investor d', date: '2025-03-01', percentage: '12.5', status: 'active' },
      { name: 'Investor b', date: '2025-01-01', percentage: '5', status: 'inactive' },
      { name: 'Investor a', date: '2025-02-01', percentage: '30.25', status: 'active' },
      { name: 'Investor b', date: '2025-03-01', percentage: '5', status: 'active' },
      { name: 'Investor c', date: '2025-01-01', percentage: '100', status: 'inactive' },
    ];
    for (const plan of plans) {
      const subscriber = await seedSubscriber(suite.database.db, { currency: 'XAF', subscriptionDate: plan.date, subscriptionAmount: '1000', name: plan.name });
      const made = await send('POST', '', { mediatorId: broker, investorId: subscriber.id, percentage: plan.percentage, status: plan.status });
      expect(made.statusCode, made.body).toBe(200);
    }
    type Row = { id: string; mediatorName: string; investorName: string; percentage: string; subscriptionDate: string; status: string; createdAt: string };
    const list = async (query: Record<string, string>): Promise<{ items: Row[]; nextCursor: string | null }> =>
      (await send('GET', `?${new URLSearchParams(query).toString()}`)).json();
    await expectSortedPaging(
      list,
      { mediatorId: broker },
      {
        fields: ['subscriptionDate', 'status', 'createdAt'],
        decimals: ['percentage'],
        computed: { mediator: (row) => row.mediatorName, investor: (row) => row.investorName },
      },
    );
    const first = await list({ mediatorId: broker, sort: 'percentage-desc', limit: '10' });
    expect(first.items.map((row) => row.percentage)).toEqual(['100', '30.25', '12.5', '5', '5']);
    await expectCursorsRefused('percentage-desc', '100', (cursor) =>
      send('GET', `?${new URLSearchParams({ mediatorId: broker, sort: 'percentage-desc', cursor }).toString()}`),
    );
    for (const query of ['sort=mediatorType-asc', 'sort=percentage']) expect(code(await send('GET', `?${query}`)), query).toEqual([400, 'VALIDATION_FAILED']);
  });

  it('refuses a mediator who is the investor, a second link for a pair, a bad cursor and an unknown link', async () => {
    expect(code(await send('POST', '', { mediatorId: investor.individualId, investorId: investor.id, percentage: '10', status: 'active' }))).toEqual([
      400,
      'MEDIATOR_IS_INVESTOR',
    ]);
    expect((await send('POST', '', { mediatorId: mediator, investorId: investor.id, percentage: '10', status: 'active' })).statusCode).toBe(200);
    expect(code(await send('POST', '', { mediatorId: mediator, investorId: investor.id, percentage: '20', status: 'active' }))).toEqual([
      409,
      'MEDIATOR_PERCENTAGE_DUPLICATE',
    ]);
    expect(code(await send('GET', '?cursor=bad'))).toEqual([400, 'VALIDATION_FAILED']);
    expect(
      code(await send('PUT', '/00000000-0000-4000-8000-000000000000', { mediatorId: mediator, investorId: investor.id, percentage: '1', status: 'active' })),
    ).toEqual([404, 'MEDIATOR_PERCENTAGE_NOT_FOUND']);
  });
});
