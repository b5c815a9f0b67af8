import { describe, expect, it } from 'vitest';
import type { TSubscriberPage } from '../../../contract/subscribers';
import { subscribers } from '../../../db/schema';
import { DATABASE_KINDS } from '../../test/helper';
import { COMPANY_LETTERHEAD } from '../../test/company-letterhead';
import { normaliseText, pdfText } from '../../test/pdf-text';
import { addLedgerDebit, addLedgerRow, makeIndividual, makeSubscriber } from '../../test/people-fixtures';
import { expectCursorsRefused, expectSortedPaging } from '../../test/sorted-list';
import { useApiSuite } from '../../test/api-suite';
import { okJson } from '../../test/ok-json';
import { auditRows } from '../../test/audit-rows';

describe.each(DATABASE_KINDS)('subscribers on %s', (kind) => {
  const suite = useApiSuite(kind, { users: { clerk: ['subscribers', 'individuals', 'transactions', 'settings'], outsider: ['transactions'] } });
  const { clerk, outsider } = suite.users;

  const count = async () => (await suite.database.db.select().from(subscribers)).length;
  const auditOf = (action: string, id: string) => auditRows(suite.database, action, id);

  it('adds a subscriber in XAF by default with its balance equal to the subscription, audited', async () => {
    const person = await makeIndividual(suite.app, clerk.cookie, { name: 'Achta Djibrine' });
    const answer = await clerk.call('POST', '/api/subscribers', { individualId: person.id, subscriptionDate: '2025-02-01', subscriptionAmount: '1500000' });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({
      name: 'Achta Djibrine',
      currency: 'XAF',
      subscriptionAmount: '1500000',
      balance: '1500000',
      status: 'active',
      hasLedgerRows: false,
    });
    expect(await auditOf('subscriber.create', answer.json().id)).toHaveLength(1);
    const usd = await makeSubscriber(suite.app, clerk.cookie, { amount: '250.5', currency: 'USD' });
    expect([usd.subscriptionAmount, usd.balance]).toEqual(['250.50', '250.50']);
  });

  it.each([
    ['no individual', { individualId: '' }, 400, 'VALIDATION_FAILED'],
    ['an unknown individual', { individualId: '00000000-0000-4000-8000-000000000000' }, 404, 'INDIVIDUAL_NOT_FOUND'],
    ['a future date', { subscriptionDate: '2999-01-01' }, 400, 'DATE_IN_FUTURE'],
    ['an impossible date', { subscriptionDate: '2025-02-29' }, 400, 'INVALID_DATE'],
    ['a malformed date', { subscriptionDate: '01/02/2025' }, 400, 'VALIDATION_FAILED'],
    ['a negative amount', { subscriptionAmount: '-1' }, 400, 'NEGATIVE_AMOUNT'],
    ['a number instead of a string', { subscriptionAmount: 1000 }, 400, 'VALIDATION_FAILED'],
    ['decimals in XAF', { subscriptionAmount: '10.5' }, 400, 'TOO_MANY_DECIMALS'],
    ['an unknown currency', { currency: 'BTC' }, 400, 'VALIDATION_FAILED'],
    ['a typed balance', { balance: '99' }, 400, 'VALIDATION_FAILED'],
  ])('refuses %s and writes nothing', async (_title, change, status, code) => {
    const person = await makeIndividual(suite.app, clerk.cookie);
    const before = await count();
    const answer = await clerk.call('POST', '/api/subscribers', {
      individualId: person.id,
      subscriptionDate: '2025-02-01',
      subscriptionAmount: '1000',
      ...change,
    });
    expect([answer.statusCode, answer.json().code], answer.body).toEqual([status, code]);
    expect(await count()).toBe(before);
  });

  it('edits date and amount while the ledger is empty (the cache follows), then refuses with a reason', async () => {
    const subscriber = await makeSubscriber(suite.app, clerk.cookie, { amount: '1000' });
    const edited = await clerk.call('PUT', `/api/subscribers/${subscriber.id}`, { subscriptionDate: '2025-01-10', subscriptionAmount: '2500' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ subscriptionDate: '2025-01-10', subscriptionAmount: '2500', balance: '2500' });
    const [audit] = await auditOf('subscriber.update', subscriber.id);
    expect([audit?.before, audit?.after]).toMatchObject([{ subscriptionAmount: '1000' }, { subscriptionAmount: '2500' }]);
    await addLedgerRow(suite.app, clerk.cookie, { subscriberId: subscriber.id, amount: '10', status: 'pending' });
    const locked = await clerk.call('PUT', `/api/subscribers/${subscriber.id}`, { subscriptionDate: '2025-01-10', subscriptionAmount: '3000' });
    expect([locked.statusCode, locked.json().code]).toEqual([409, 'SUBSCRIBER_HAS_LEDGER_ROWS']);
    expect(
      (await clerk.call('PUT', '/api/subscribers/00000000-0000-4000-8000-000000000000', { subscriptionDate: '2025-01-10', subscriptionAmount: '1' })).json()
        .code,
    ).toBe('SUBSCRIBER_NOT_FOUND');
  });

  it('refuses lowering the amount below what is allocated to sub-subscribers', async () => {
    const primary = await makeSubscriber(suite.app, clerk.cookie, { amount: '1000' });
    const sub = await makeSubscriber(suite.app, clerk.cookie, { amount: '1' });
    const { call: allocate } = await suite.signIn(['sub-profit-distribution']);
    expect((await allocate('POST', '/api/sub-allocations', { primarySubscriberId: primary.id, subSubscriberId: sub.id, amount: '800' })).statusCode).toBe(200);
    const answer = await clerk.call('PUT', `/api/subscribers/${primary.id}`, { subscriptionDate: '2025-01-15', subscriptionAmount: '700' });
    expect([answer.statusCode, answer.json().code]).toEqual([409, 'ALLOCATION_EXCEEDS_SUBSCRIPTION']);
  });

  it('deactivates and activates, audited', async () => {
    const subscriber = await makeSubscriber(suite.app, clerk.cookie);
    expect((await clerk.call('POST', `/api/subscribers/${subscriber.id}/deactivate`, {})).json().status).toBe('inactive');
    expect((await clerk.call('POST', `/api/subscribers/${subscriber.id}/activate`, {})).json().status).toBe('active');
    expect(await auditOf('subscriber.deactivate', subscriber.id)).toHaveLength(1);
    expect((await clerk.call('POST', '/api/subscribers/00000000-0000-4000-8000-000000000000/activate', {})).json().code).toBe('SUBSCRIBER_NOT_FOUND');
  });

  it('lists by name with the cached balance, searches, filters status and pages by cursor', async () => {
    const tag = `Zx${Date.now().toString(36)}`;
    const made = [];
    for (let index = 0; index < 12; index += 1)
      made.push(await makeSubscriber(suite.app, clerk.cookie, { name: `${tag} ${String(index).padStart(2, '0')}`, amount: String(1000 + index) }));
    await addLedgerRow(suite.app, clerk.cookie, { subscriberId: made[0]!.id, amount: '500' });
    await clerk.call('POST', `/api/subscribers/${made[1]!.id}/deactivate`, {});
    const list = (query: Record<string, string>) => okJson<TSubscriberPage>(clerk.call('GET', `/api/subscribers?${new URLSearchParams(query).toString()}`));
    const first = await list({ search: tag, limit: '10' });
    expect(first.items.map((item) => item.name)).toEqual(made.slice(0, 10).map((item) => item.name));
    expect(first.items[0]).toMatchObject({ balance: '1500', hasLedgerRows: true });
    const second = await list({ search: tag, limit: '10', cursor: first.nextCursor! });
    expect(second.items.map((item) => item.id)).toEqual([made[10]!.id, made[11]!.id]);
    expect(second.nextCursor).toBeNull();
    expect((await list({ search: tag, status: 'inactive' })).items.map((item) => item.id)).toEqual([made[1]!.id]);
    for (const query of ['status=gone', 'cursor=forged', 'limit=0', 'search=' + 'x'.repeat(101)]) {
      expect((await clerk.call('GET', `/api/subscribers?${query}`)).json().code, query).toBe('VALIDATION_FAILED');
    }
    const lookup = await clerk.call('GET', `/api/subscribers/lookup?search=${tag}`);
    expect(lookup.json().items[0]).toMatchObject({ id: made[0]!.id, balance: '1500', currency: 'XAF' });
    // A list filtered by a subscriber finds it again by its id after a reload, to show its name.
    const byId = await clerk.call('GET', `/api/subscribers/lookup?id=${made[3]!.id}`);
    expect(byId.json().items).toEqual([expect.objectContaining({ id: made[3]!.id, name: made[3]!.name })]);
    expect((await clerk.call('GET', '/api/subscribers/lookup?id=no-such-subscriber')).json().items).toEqual([]);
    expect((await clerk.call('GET', '/api/subscribers/lookup?id=not%20an%20id')).json().code).toBe('VALIDATION_FAILED');
  });

  it('sorts by every sortable column both ways, paging without a repeat or a gap', async () => {
    const tag = `Srt${Date.now().toString(36)}`;
    // Four-digit amounts, so that their text order is their numeric order; two share a name, two a date.
    for (const [index, letter] of ['d', 'b', 'a', 'b', 'c'].entries()) {
      const made = await makeSubscriber(suite.app, clerk.cookie, {
        name: `${tag} ${letter}`,
        amount: `${((index * 3) % 5) + 1}000`,
        date: `2025-0${1 + (index % 3)}-15`,
      });
      if (index === 3) await clerk.call('POST', `/api/subscribers/${made.id}/deactivate`, {});
    }
    const list = async (query: Record<string, string>): Promise<TSubscriberPage> =>
      (await clerk.call('GET', `/api/subscribers?${new URLSearchParams(query).toString()}`)).json();
    await expectSortedPaging(list, { search: tag }, { fields: ['name', 'phone', 'subscriptionDate', 'subscriptionAmount', 'balance', 'status'] });
    const first = await list({ search: tag, sort: 'balance-desc', limit: '10' });
    expect(first.items.map((row) => row.balance)).toEqual(['5000', '4000', '3000', '2000', '1000']);
    await expectCursorsRefused('balance-desc', first.items[0]!.balance, (cursor) =>
      clerk.call('GET', `/api/subscribers?${new URLSearchParams({ search: tag, sort: 'balance-desc', cursor }).toString()}`),
    );
    for (const query of ['sort=email-asc', 'sort=name', 'sort=balance-up']) {
      expect((await clerk.call('GET', `/api/subscribers?${query}`)).json().code, query).toBe('VALIDATION_FAILED');
    }
  });

  it('refuses callers without the subscribers permission', async () => {
    expect((await outsider.call('GET', '/api/subscribers')).statusCode).toBe(403);
    expect((await outsider.call('POST', '/api/subscribers', {})).statusCode).toBe(403);
    expect((await outsider.call('PUT', '/api/pdf-settings', {})).statusCode).toBe(403);
  });

  it('saves the PDF settings with an audit row, refuses bad ones, and heads the report with them', async () => {
    const settings = COMPANY_LETTERHEAD;
    const saved = await clerk.call('PUT', '/api/pdf-settings', settings);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await outsider.call('GET', '/api/pdf-settings')).json()).toEqual({ ...settings, logoUrl: '' });
    expect(await auditOf('pdf-settings.update', '1')).toHaveLength(1);
    // The logo has its own route, which reads its bytes (company-settings/letterhead.api.test.ts).
    const badLogo = await clerk.call('PUT', '/api/pdf-settings', { ...settings, logoUrl: 'https://evil.example/logo.png' });
    expect(badLogo.json().code).toBe('VALIDATION_FAILED');
    expect((await clerk.call('PUT', '/api/pdf-settings', { ...settings, companyName: '' })).json().code).toBe('VALIDATION_FAILED');

    const subscriber = await makeSubscriber(suite.app, clerk.cookie, { amount: '1000000', date: '2025-01-15', name: 'Mahamat Abakar Issa' });
    await addLedgerRow(suite.app, clerk.cookie, { subscriberId: subscriber.id, amount: '250000', transactionDate: '2025-02-10' });
    await addLedgerRow(suite.app, clerk.cookie, { subscriberId: subscriber.id, amount: '75000', creditType: 'profit', transactionDate: '2025-03-31' });
    await addLedgerDebit(suite.app, clerk.cookie, { subscriberId: subscriber.id, amount: '125000', transactionDate: '2025-04-15' });
    const english = await clerk.call('GET', `/api/subscribers/${subscriber.id}/report.pdf?from=2025-03-01&to=2025-04-30&lang=en`);
    expect(english.statusCode).toBe(200);
    expect(english.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(english.rawPayload);
    for (const expected of [
      'Wasit Finance SARL',
      'Mahamat Abakar Issa',
      'Subscriber statement',
      'Opening balance',
      '1,250,000',
      '75,000',
      '1,325,000',
      '1,200,000',
      'Profits received',
    ]) {
      expect(text, expected).toContain(normaliseText(expected));
    }
    const arabic = await pdfText((await clerk.call('GET', `/api/subscribers/${subscriber.id}/report.pdf?from=2025-03-01&to=2025-04-30&lang=ar`)).rawPayload);
    for (const word of ['كشف', 'حساب', 'المشترك', 'الأرباح', 'المستلمة', 'Mahamat', '1,200,000']) expect(arabic, word).toContain(normaliseText(word));
    // The period line and the movements keep each date in its own order inside the Arabic text.
    for (const date of ['2025-03-01', '2025-04-30', '2025-03-31', '2025-04-15', '2025-01-15']) expect(arabic, date).toContain(date);
    for (const reversed of ['01-03-2025', '30-04-2025']) expect(arabic, reversed).not.toContain(reversed);
    const french = await pdfText((await clerk.call('GET', `/api/subscribers/${subscriber.id}/report.pdf?from=2025-03-01&to=2025-04-30&lang=fr`)).rawPayload);
    expect(french).toContain(normaliseText('Bénéfices reçus'));
    expect((await clerk.call('GET', `/api/subscribers/${subscriber.id}/report.pdf?from=2025-05-01&to=2025-04-30`)).json().code).toBe('INVALID_INPUT');
    expect((await clerk.call('GET', `/api/subscribers/${subscriber.id}/report.pdf?from=2025-05-01`)).json().code).toBe('VALIDATION_FAILED');
    expect((await clerk.call('GET', '/api/subscribers/00000000-0000-4000-8000-000000000000/report.pdf?from=2025-01-01&to=2025-01-31')).json().code).toBe(
      'SUBSCRIBER_NOT_FOUND',
    );
  });
});
