import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { INDIVIDUAL_ADDRESS_MAX, type TIndividualPage } from '../../../contract/individuals';
import { individuals, users } from '../../../db/schema';
import { createTestUser, DATABASE_KINDS } from '../../test/helper';
import { individualBody, makeIndividual } from '../../test/people-fixtures';
import { expectCursorsRefused, expectSortedPaging } from '../../test/sorted-list';
import { useApiSuite } from '../../test/api-suite';
import { auditRows } from '../../test/audit-rows';

describe.each(DATABASE_KINDS)('individuals on %s', (kind) => {
  const suite = useApiSuite(kind, { users: { clerk: ['individuals', 'user-management'], outsider: ['transactions'] } });
  const { clerk, outsider } = suite.users;

  const auditOf = (action: string, id: string) => auditRows(suite.database, action, id);

  it('adds an individual with an audit row, e-mail lower-cased', async () => {
    const body = individualBody({ email: 'Mixed.Case@People.Example', type: 'mediator' });
    const answer = await clerk.call('POST', '/api/individuals', body);
    expect(answer.statusCode, answer.body).toBe(200);
    const row = answer.json();
    expect(row).toMatchObject({ name: body.name, email: 'mixed.case@people.example', type: 'mediator', isActive: true });
    expect(await auditOf('individual.create', row.id)).toHaveLength(1);
  });

  it.each([
    ['a missing name', { name: '' }, 'name', 'required'],
    ['a bad e-mail', { email: 'not-an-email' }, 'email', 'invalid_email'],
    ['a bad phone', { phone: 'call me' }, 'phone', 'invalid_phone'],
    ['an unknown type', { type: 'investor' }, 'type', 'invalid_value'],
    ['a missing NNI', { nni: ' ' }, 'nni', 'required'],
    ['a missing nationality', { nationality: '' }, 'nationality', 'required'],
    ['an address past its length', { address: 'x'.repeat(INDIVIDUAL_ADDRESS_MAX + 1) }, 'address', 'max_length'],
    ['an unknown field', { balance: '1' }, 'balance', 'unknown_field'],
  ])('refuses %s next to the field, writing nothing', async (_title, change, path, issue) => {
    const before = (await suite.database.db.select().from(individuals)).length;
    const answer = await clerk.call('POST', '/api/individuals', individualBody(change));
    expect(answer.statusCode).toBe(400);
    expect(answer.json().code).toBe('VALIDATION_FAILED');
    expect(answer.json().params.fields).toContainEqual(expect.objectContaining({ path, issue }));
    expect((await suite.database.db.select().from(individuals)).length).toBe(before);
  });

  it('keeps an optional postal address: none, given, changed, kept when absent, cleared, audited', async () => {
    const without = await clerk.call('POST', '/api/individuals', individualBody());
    expect(without.statusCode, without.body).toBe(200);
    expect(without.json().address).toBe('');
    const address = '  Quartier Moursal, rue 3045\nNdjamena, Tchad  ';
    const withAddress = await clerk.call('POST', '/api/individuals', individualBody({ address }));
    expect(withAddress.statusCode, withAddress.body).toBe(200);
    const person = withAddress.json();
    expect(person.address).toBe(address.trim());
    expect((await auditOf('individual.create', person.id))[0]?.after).toMatchObject({ address: address.trim() });
    const longest = 'ح'.repeat(INDIVIDUAL_ADDRESS_MAX);
    const same = { name: person.name, email: person.email, phone: person.phone };
    const changed = await clerk.call('PUT', `/api/individuals/${person.id}`, individualBody({ ...same, address: longest }));
    expect([changed.statusCode, changed.json().address]).toEqual([200, longest]);
    const [audit] = await auditOf('individual.update', person.id);
    expect([audit?.before, audit?.after]).toMatchObject([{ address: address.trim() }, { address: longest }]);
    const kept = await clerk.call('PUT', `/api/individuals/${person.id}`, individualBody(same));
    expect(kept.json().address).toBe(longest);
    const cleared = await clerk.call('PUT', `/api/individuals/${person.id}`, individualBody({ ...same, address: '' }));
    expect(cleared.json().address).toBe('');
    const tooLong = await clerk.call('PUT', `/api/individuals/${person.id}`, individualBody({ ...same, address: `${longest}x` }));
    expect([tooLong.statusCode, tooLong.json().code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(tooLong.json().params.fields).toContainEqual(expect.objectContaining({ path: 'address', issue: 'max_length' }));
    const [row] = await suite.database.db.select().from(individuals).where(eq(individuals.id, person.id));
    expect(row?.address).toBe('');
  });

  it('refuses a taken e-mail and a taken phone with their own codes', async () => {
    const first = await makeIndividual(suite.app, clerk.cookie);
    const sameEmail = await clerk.call('POST', '/api/individuals', individualBody({ email: first.email.toUpperCase() }));
    expect([sameEmail.statusCode, sameEmail.json().code]).toEqual([409, 'INDIVIDUAL_EMAIL_EXISTS']);
    const samePhone = await clerk.call('POST', '/api/individuals', individualBody({ phone: first.phone }));
    expect([samePhone.statusCode, samePhone.json().code]).toEqual([409, 'INDIVIDUAL_PHONE_EXISTS']);
    const second = await makeIndividual(suite.app, clerk.cookie);
    const edit = await clerk.call('PUT', `/api/individuals/${second.id}`, individualBody({ email: first.email }));
    expect([edit.statusCode, edit.json().code]).toEqual([409, 'INDIVIDUAL_EMAIL_EXISTS']);
  });

  it('edits, deactivates and activates with before and after in the audit', async () => {
    const person = await makeIndividual(suite.app, clerk.cookie);
    const edited = await clerk.call(
      'PUT',
      `/api/individuals/${person.id}`,
      individualBody({ name: 'Renamed Person', email: person.email, phone: person.phone }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().name).toBe('Renamed Person');
    const [audit] = await auditOf('individual.update', person.id);
    expect(audit?.before).toMatchObject({ name: person.name });
    expect(audit?.after).toMatchObject({ name: 'Renamed Person' });
    expect((await clerk.call('POST', `/api/individuals/${person.id}/deactivate`, {})).json().isActive).toBe(false);
    expect((await clerk.call('POST', `/api/individuals/${person.id}/activate`, {})).json().isActive).toBe(true);
    expect(await auditOf('individual.deactivate', person.id)).toHaveLength(1);
  });

  it('answers INDIVIDUAL_NOT_FOUND for an unknown id', async () => {
    const answer = await clerk.call('POST', '/api/individuals/00000000-0000-4000-8000-000000000000/deactivate', {});
    expect([answer.statusCode, answer.json().code]).toEqual([404, 'INDIVIDUAL_NOT_FOUND']);
  });

  it('searches name, e-mail, phone and NNI, filters type and active, and pages by cursor without repeats', async () => {
    const tag = `Qz${Date.now().toString(36)}`;
    const made = [];
    for (let index = 0; index < 11; index += 1)
      made.push(await makeIndividual(suite.app, clerk.cookie, { name: `${tag} ${index}`, type: index % 2 ? 'mediator' : 'user' }));
    const byNni = await makeIndividual(suite.app, clerk.cookie, { nni: `${tag}-NNI` });
    const list = async (query: Record<string, string>): Promise<TIndividualPage> => {
      const answer = await clerk.call('GET', `/api/individuals?${new URLSearchParams(query).toString()}`);
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json();
    };
    const found = await list({ search: tag.toLowerCase(), limit: '25' });
    expect(found.items.map((item) => item.id).sort()).toEqual([...made.map((item) => item.id), byNni.id].sort());
    expect((await list({ search: made[0]!.email })).items.map((item) => item.id)).toEqual([made[0]!.id]);
    expect((await list({ search: made[1]!.phone })).items.map((item) => item.id)).toEqual([made[1]!.id]);
    expect((await list({ search: tag, type: 'mediator' })).items).toHaveLength(5);
    await clerk.call('POST', `/api/individuals/${made[0]!.id}/deactivate`, {});
    expect((await list({ search: tag, active: 'false' })).items.map((item) => item.id)).toEqual([made[0]!.id]);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: TIndividualPage = await list(cursor ? { search: tag, limit: '10', cursor } : { search: tag, limit: '10' });
      seen.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(12);
    expect(new Set(seen).size).toBe(12);
  });

  it('sorts by every sortable column both ways, paging without a repeat or a gap', async () => {
    const tag = `Srt${Date.now().toString(36)}`;
    for (const [index, type] of ['user', 'mediator', 'user', 'manager', 'mediator'].entries()) {
      const made = await makeIndividual(suite.app, clerk.cookie, {
        name: `${tag} ${'edcba'[index]}`,
        type: type as 'user',
        nationality: `N${index % 2}`,
        nni: `${tag}-${(index * 7) % 5}`,
      });
      if (index === 2) await clerk.call('POST', `/api/individuals/${made.id}/deactivate`, {});
    }
    const list = async (query: Record<string, string>): Promise<TIndividualPage> =>
      (await clerk.call('GET', `/api/individuals?${new URLSearchParams(query).toString()}`)).json();
    await expectSortedPaging(
      list,
      { search: tag },
      { fields: ['name', 'email', 'type', 'nni', 'nationality', 'createdAt'], computed: { active: (row) => row.isActive } },
    );
    const first = await list({ search: tag, sort: 'nni-desc', limit: '10' });
    expect(first.items.map((row) => row.nni)).toEqual([...first.items.map((row) => row.nni)].sort().reverse());
    await expectCursorsRefused('nni-desc', first.items[0]!.nni, (cursor) =>
      clerk.call('GET', `/api/individuals?${new URLSearchParams({ search: tag, sort: 'nni-desc', cursor }).toString()}`),
    );
  });

  it('refuses bad list queries: an unknown filter value, a forged cursor, a numeric limit out of the list', async () => {
    for (const query of ['type=investor', 'active=yes', 'cursor=forged', 'limit=7', 'extra=1', 'sort=phone-asc', 'sort=name']) {
      const answer = await clerk.call('GET', `/api/individuals?${query}`);
      expect([answer.statusCode, answer.json().code], query).toEqual([400, 'VALIDATION_FAILED']);
    }
  });

  it('refuses callers without the individuals permission', async () => {
    expect((await outsider.call('GET', '/api/individuals')).statusCode).toBe(403);
    expect((await outsider.call('POST', '/api/individuals', individualBody())).statusCode).toBe(403);
  });

  it('links a user to an individual and unlinks it, audited; refuses an unknown individual', async () => {
    const member = await createTestUser(suite.database, { permissions: ['profile'] });
    const person = await makeIndividual(suite.app, clerk.cookie);
    const linked = await clerk.call('PUT', `/api/users/${member.id}/individual`, { individualId: person.id });
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json().individualId).toBe(person.id);
    const [row] = await suite.database.db.select().from(users).where(eq(users.id, member.id));
    expect(row?.individualId).toBe(person.id);
    expect(await auditOf('user.individual', member.id)).toHaveLength(1);
    const unknown = await clerk.call('PUT', `/api/users/${member.id}/individual`, { individualId: '00000000-0000-4000-8000-000000000000' });
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'INDIVIDUAL_NOT_FOUND']);
    const missingUser = await clerk.call('PUT', '/api/users/00000000-0000-4000-8000-000000000000/individual', { individualId: null });
    expect([missingUser.statusCode, missingUser.json().code]).toEqual([404, 'USER_NOT_FOUND']);
    const unlinked = await clerk.call('PUT', `/api/users/${member.id}/individual`, { individualId: null });
    expect(unlinked.json().individualId).toBeNull();
    expect((await outsider.call('PUT', `/api/users/${member.id}/individual`, { individualId: null })).statusCode).toBe(403);
  });

  it('looks individuals up for pickers', async () => {
    const person = await makeIndividual(suite.app, clerk.cookie, { name: 'Lookup Ngaradoum' });
    const answer = await clerk.call('GET', '/api/individuals/options?search=ngaradoum');
    expect(answer.statusCode).toBe(200);
    expect(answer.json().items).toContainEqual(expect.objectContaining({ id: person.id, name: 'Lookup Ngaradoum' }));
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('individuals under concurrency on postgres', () => {
  const suite = useApiSuite('postgres');

  it('lets the unique index decide between ten simultaneous adds of one e-mail', async () => {
    const { call } = await suite.signIn(['individuals']);
    const email = 'same.person@people.example';
    const answers = await Promise.all(Array.from({ length: 10 }, () => call('POST', '/api/individuals', individualBody({ email }))));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.json().code === 'INDIVIDUAL_EMAIL_EXISTS')).toHaveLength(9);
  });
});
