import { beforeAll, describe, expect, it } from 'vitest';
import type { TAuditLogPage } from '../../../contract/audit-log';
import { DATABASE_KINDS } from '../../test/helper';
import { csvRecords } from '../../test/csv-records';
import { expectCursorsRefused, expectSortedPaging } from '../../test/sorted-list';
import { useApiSuite } from '../../test/api-suite';
import { okJson } from '../../test/ok-json';
import { addLedgerRow, makeSubscriber } from '../../test/people-fixtures';
import { insertAudit } from '../../../db/queries/audit';

describe.each(DATABASE_KINDS)('audit log on %s', (kind) => {
  const suite = useApiSuite(kind, {
    users: {
      admin: { type: 'admin', permissions: ['all'], name: 'Root Administrator', email: 'root@audit.example' },
      auditor: { permissions: ['audit-log'], name: 'Ada Auditor', email: 'ada@audit.example' },
      // A name a spreadsheet would run as a formula: the export must neutralise it.
      clerk: { permissions: ['profile'], name: '=HYPERLINK("http://x")', email: 'clerk@audit.example' },
    },
  });
  const { admin, auditor, clerk } = suite.users;

  beforeAll(async () => {
    const grant = await suite.app.inject({
      method: 'PUT',
      url: `/api/users/${clerk.id}/permissions`,
      headers: admin.headers,
      payload: { permissions: ['profile', 'reports'] },
    });
    expect(grant.statusCode, grant.body).toBe(200);
  });

  const list = (query: Record<string, string>, headers = auditor.headers) =>
    okJson<TAuditLogPage>(suite.app.inject({ method: 'GET', url: `/api/audit-log?${new URLSearchParams(query).toString()}`, headers }));

  it('shows who changed what, from where, with only the fields that changed', async () => {
    const page = await list({ action: 'user.permissions' });
    expect(page.items).toHaveLength(1);
    const [row] = page.items;
    expect(row).toMatchObject({
      action: 'user.permissions',
      entity: 'user',
      entityId: clerk.id,
      actor: { name: 'Root Administrator', email: 'root@audit.example' },
      clientAddress: '127.0.0.1',
    });
    expect(row!.requestId).toBeTruthy();
    expect(row!.changes).toEqual([{ field: 'permissions', before: 'profile', after: 'profile, reports' }]);
  });

  it('names the people and records a row refers to, and gives its amounts their currency', async () => {
    const subscriber = await makeSubscriber(suite.app, admin.cookie, { currency: 'USD', name: 'Zainab Audit-Names', amount: '1000.00' });
    const { row: ledgerRow } = await addLedgerRow(suite.app, admin.cookie, { subscriberId: subscriber.id, amount: '250.75' });
    const credit = (await list({ entity: 'balance-transaction' })).items.find((row) => row.entityId === ledgerRow.id);
    expect(credit).toMatchObject({ currency: 'USD', names: { [subscriber.id]: 'Zainab Audit-Names' } });
    expect(credit!.changes).toEqual(
      expect.arrayContaining([
        { field: 'subscriberId', before: null, after: subscriber.id },
        { field: 'amount', before: null, after: '250.75' },
      ]),
    );
    // The subscriber's own rows are named by its individual's name.
    const created = (await list({ action: 'subscriber.create' })).items.find((row) => row.entityId === subscriber.id);
    expect(created?.names[subscriber.id]).toBe('Zainab Audit-Names');

    // A row without a currency of its own takes its entity's; one naming a record since gone keeps the bare id.
    await insertAudit(suite.database.db, {
      actorId: admin.id,
      action: 'subscriber.update',
      entity: 'subscriber',
      entityId: subscriber.id,
      before: { status: 'active', subSubscriberId: 'gone-subscriber' },
      after: { status: 'inactive', subSubscriberId: 'gone-subscriber' },
      clientAddress: null,
      requestId: null,
    });
    const [update] = (await list({ action: 'subscriber.update', limit: '10' })).items;
    expect(update).toMatchObject({ currency: 'USD', names: { [subscriber.id]: 'Zainab Audit-Names' } });
    expect(update!.names['gone-subscriber']).toBeUndefined();

    // The export writes the same names beside their ids, and the amounts with their currency.
    const answer = await suite.app.inject({
      method: 'GET',
      url: '/api/audit-log/export.csv?entity=balance-transaction&columns=entity,changes&lang=en',
      headers: auditor.headers,
    });
    const record = csvRecords(answer.body.slice(1)).find((cells) => cells[1] === ledgerRow.id);
    expect(record?.[2]).toContain(`Subscriber: — → Zainab Audit-Names (${subscriber.id})`);
    expect(record?.[2]).toContain('Amount: — → 250.75 USD');
  });

  it('filters by actor, entity, action and days, and pages newest first without repeats', async () => {
    const byActor = await list({ actor: 'ada@audit' });
    expect(byActor.items.length).toBeGreaterThan(0);
    expect(byActor.items.every((row) => row.actor?.email === 'ada@audit.example')).toBe(true);
    const byEntity = await list({ entity: 'user' });
    expect(byEntity.items.every((row) => row.entity === 'user')).toBe(true);
    expect((await list({ entity: 'operation' })).items).toEqual([]);
    const byPrefix = await list({ action: 'sign-in' });
    expect(new Set(byPrefix.items.map((row) => row.action))).toEqual(new Set(['sign-in.success']));
    const today = new Date().toISOString().slice(0, 10);
    expect((await list({ from: today, to: today })).items.length).toBeGreaterThan(0);
    expect((await list({ to: '2020-01-01' })).items).toEqual([]);

    const all = (await list({ limit: '100' })).items.map((row) => row.id);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: TAuditLogPage = await list(cursor ? { limit: '10', cursor } : { limit: '10' });
      seen.push(...page.items.map((row) => row.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(all);
    expect([...seen].sort((left, right) => Number(BigInt(right) - BigInt(left)))).toEqual(seen);
  });

  it('sorts by time, action and entity both ways, paging without a repeat or a gap', async () => {
    const fetchPage = (query: Record<string, string>) => list(query);
    await expectSortedPaging(fetchPage, {}, { fields: ['action', 'entity'], computed: { at: (row) => BigInt(row.id).toString().padStart(20, '0') } });
    const first = await list({ sort: 'action-asc', limit: '10' });
    await expectCursorsRefused('action-asc', first.items[0]!.action, (cursor) =>
      suite.app.inject({ method: 'GET', url: `/api/audit-log?sort=action-asc&cursor=${cursor}`, headers: auditor.headers }),
    );
    const integerId = Buffer.from(JSON.stringify(['at-desc', '12', '1e3'])).toString('base64url');
    expect((await suite.app.inject({ method: 'GET', url: `/api/audit-log?cursor=${integerId}`, headers: auditor.headers })).statusCode).toBe(400);
  });

  it('exports exactly the visible view: its filter, its sort and its columns in their order', async () => {
    const shown = (await list({ entity: 'user', sort: 'action-asc', limit: '100' })).items;
    const answer = await suite.app.inject({
      method: 'GET',
      url: '/api/audit-log/export.csv?entity=user&sort=action-asc&columns=action,at&lang=en',
      headers: auditor.headers,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const [header, ...records] = csvRecords(answer.body.slice(1));
    expect(header).toEqual(['Time', 'Action']);
    expect(records).toEqual(shown.map((row) => [row.at, row.action]));
    const refused = await suite.app.inject({ method: 'GET', url: '/api/audit-log/export.csv?columns=action,secret', headers: auditor.headers });
    expect([refused.statusCode, refused.json().code]).toEqual([400, 'VALIDATION_FAILED']);
  });

  it('refuses a forged cursor and unknown filters', async () => {
    for (const url of [
      '/api/audit-log?cursor=bm9wZQ',
      `/api/audit-log?cursor=${Buffer.from('["x1"]').toString('base64url')}`,
      '/api/audit-log?owner=me',
      '/api/audit-log?from=yesterday',
    ]) {
      const answer = await suite.app.inject({ method: 'GET', url, headers: auditor.headers });
      expect(answer.statusCode, url).toBe(400);
      expect(answer.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
  });

  it('refuses days that are not on the calendar, in the list and the export, instead of failing in the database', async () => {
    for (const url of [
      '/api/audit-log?from=0000-00-00',
      '/api/audit-log?to=2026-02-30',
      '/api/audit-log/export.csv?from=2026-13-01',
      '/api/audit-log/export.csv?to=0000-00-00',
    ]) {
      const answer = await suite.app.inject({ method: 'GET', url, headers: auditor.headers });
      expect(answer.statusCode, url).toBe(400);
      expect(answer.json(), url).toMatchObject({ code: 'INVALID_DATE' });
    }
  });

  it("exports the filtered rows as CSV in the reader's language, with BOM, CRLF and formulas neutralised", async () => {
    const answer = await suite.app.inject({ method: 'GET', url: '/api/audit-log/export.csv?entity=user&lang=fr', headers: auditor.headers });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('text/csv');
    expect(answer.body.startsWith('\uFEFF')).toBe(true);
    expect(answer.body).toContain('\r\n');
    const [header, ...records] = csvRecords(answer.body.slice(1));
    expect(header).toEqual(['Date', 'Auteur', 'Action', 'Entité', 'Identifiant', 'Adresse', 'Requête', 'Changements']);
    expect(records).toHaveLength((await list({ entity: 'user', limit: '100' })).items.length);
    const grant = records.find((record) => record[2] === 'user.permissions');
    expect(grant?.[3]).toBe('Utilisateur');
    expect(grant?.[7]).toBe('Permissions: profile → profile, reports');
    const clerkSignIn = records.find((record) => record[2] === 'sign-in.success' && record[1]!.includes('clerk@audit.example'));
    expect(clerkSignIn?.[1]).toBe('\'=HYPERLINK("http://x") <clerk@audit.example>');
  });

  it('answers 401 without a session and 403 to a user without audit-log', async () => {
    const { headers: outsiderHeaders } = await suite.signIn(['reports', 'user-management']);
    for (const url of ['/api/audit-log', '/api/audit-log/export.csv']) {
      expect((await suite.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      const refused = await suite.app.inject({ method: 'GET', url, headers: outsiderHeaders });
      expect(refused.statusCode).toBe(403);
    }
  });
});
