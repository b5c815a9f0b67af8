import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { POSTING_LEGS, postingRuleRows } from '../../../domain';
import { insertJournalEntry } from '../../../db/queries/books';
import { rowsOf } from '../../../db/queries/raw-rows';
import { countRows } from '../../test/distribution-seed';
import { DATABASE_KINDS } from '../../test/helper';
import { useApiSuite } from '../../test/api-suite';

type Answer = { statusCode: number; body: string; json: () => { code: string; params: Record<string, unknown> } & Record<string, unknown> };
const refusal = (answer: Answer) => [answer.statusCode, answer.json().code, answer.json().params];

const account = (code: string, overrides: Record<string, unknown> = {}) => ({
  code,
  nameEn: `Account ${code}`,
  nameFr: `Compte ${code}`,
  nameAr: `حساب ${code}`,
  type: 'expense',
  partyKind: null,
  active: true,
  ...overrides,
});

describe.each(DATABASE_KINDS)('chart of accounts and posting rules on %s (docs/accounting.md §2, §3)', (kind) => {
  const suite = useApiSuite(kind, { users: { settings: ['accounting-settings'], reader: ['accounting'] } });
  const { settings, reader } = suite.users;

  /** One balanced entry with a line on `code`: the account is then in use. */
  const postTo = (code: string) =>
    suite.database.db.transaction((tx) =>
      insertJournalEntry(tx, {
        entryDate: '2026-01-31',
        memo: 'test',
        sourceKind: 'test',
        sourceId: code,
        auditId: null,
        lines: [
          { account: code, partyId: null, currency: 'XAF', debitMinor: 500n, creditMinor: 0n },
          { account: '1000', partyId: null, currency: 'XAF', debitMinor: 0n, creditMinor: 500n },
        ],
      }),
    );
  const remove = (code: string) => suite.app.inject({ method: 'DELETE', url: `/api/accounting/accounts/${code}`, headers: settings.headers });
  const audits = (entity: string, id: string) => countRows(suite.database.db, 'audit_log', `entity = '${entity}' and entity_id = '${id}'`);

  it('lists the seeded chart and every rule, in the order of the events, to both readers', async () => {
    for (const user of [settings, reader]) {
      const accounts = await user.call('GET', '/api/accounting/accounts');
      expect(accounts.statusCode, accounts.body).toBe(200);
      const cash = accounts.json().items.find((row: { code: string }) => row.code === '1000');
      expect(cash).toMatchObject({ nameEn: 'Cash and bank', type: 'asset', partyKind: null, active: true, inUse: false });
      expect(cash.rules).toContainEqual({ event: 'sale-sold', leg: 'cost-cash' });
      const rules = (await user.call('GET', '/api/accounting/posting-rules')).json().items;
      expect(rules).toHaveLength(postingRuleRows().length);
      expect(rules[0]).toEqual({ event: 'capital-credit', leg: 'cash', side: 'debit', accountCode: '1000', partyKind: null });
      expect(rules.find((rule: { leg: string }) => rule.leg === 'mediator-payable')).toMatchObject({ accountCode: '2300', partyKind: 'mediator' });
    }
    expect((await reader.call('POST', '/api/accounting/accounts', account('6000'))).statusCode).toBe(403);
  });

  it('adds, renames and deactivates an account, each change with its audit row; a taken code is refused', async () => {
    const created = await settings.call('POST', '/api/accounting/accounts', account('6100', { nameEn: '  Bank fees  ' }));
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({ code: '6100', nameEn: 'Bank fees', inUse: false, rules: [] });
    expect(refusal(await settings.call('POST', '/api/accounting/accounts', account('6100')))).toEqual([409, 'ACCOUNT_CODE_EXISTS', { account: '6100' }]);
    const renamed = await settings.call('PUT', '/api/accounting/accounts/6100', account('6100', { nameFr: 'Frais bancaires', active: false }));
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ nameFr: 'Frais bancaires', active: false });
    // An unused account can still change its code, type and party.
    const moved = await settings.call('PUT', '/api/accounting/accounts/6100', account('6110', { type: 'asset', partyKind: 'subscriber' }));
    expect(moved.json()).toMatchObject({ code: '6110', type: 'asset', partyKind: 'subscriber' });
    expect(await audits('gl_account', '6100')).toBe(2);
    expect(await audits('gl_account', '6110')).toBe(1);
    const [last] = await rowsOf<{ before: unknown; after: unknown }>(
      suite.database.db,
      sql`select before, after from audit_log where entity = 'gl_account' order by id desc limit 1`,
    );
    expect(last).toEqual({
      before: account('6100', { nameFr: 'Frais bancaires', active: false }),
      after: account('6110', { type: 'asset', partyKind: 'subscriber' }),
    });
    expect(refusal(await settings.call('PUT', '/api/accounting/accounts/9999', account('9999')))).toEqual([404, 'ACCOUNT_NOT_FOUND', { account: '9999' }]);
  });

  it('refuses a code that is not digits and names in the three languages that are empty', async () => {
    const answer = await settings.call('POST', '/api/accounting/accounts', account('61A', { nameAr: ' ', type: 'cost' }));
    expect(answer.statusCode).toBe(400);
    expect(answer.json().code).toBe('VALIDATION_FAILED');
    expect((answer.json().params.fields as Array<{ path: string }>).map((field) => field.path).sort()).toEqual(['code', 'nameAr', 'type']);
  });

  it('never deletes a used account nor changes its code, type or party; renaming and deactivating stay allowed', async () => {
    await settings.call('POST', '/api/accounting/accounts', account('6200'));
    await postTo('6200');
    expect((await settings.call('GET', '/api/accounting/accounts')).json().items.find((row: { code: string }) => row.code === '6200').inUse).toBe(true);
    expect(refusal(await remove('6200'))).toEqual([409, 'ACCOUNT_IN_USE', { account: '6200' }]);
    for (const [field, value] of [
      ['type', 'asset'],
      ['partyKind', 'mediator'],
      ['code', '6201'],
    ] as const) {
      const changed = await settings.call('PUT', '/api/accounting/accounts/6200', account('6200', { [field]: value }));
      expect(refusal(changed)).toEqual([409, 'ACCOUNT_IN_USE', { account: '6200', field }]);
    }
    const renamed = await settings.call('PUT', '/api/accounting/accounts/6200', account('6200', { nameEn: 'Other fees', active: false }));
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await audits('gl_account', '6200')).toBe(2);
  });

  it('deletes an account with no line and no rule, with its audit row', async () => {
    await settings.call('POST', '/api/accounting/accounts', account('6300'));
    const deleted = await remove('6300');
    expect([deleted.statusCode, deleted.json()]).toEqual([200, { code: '6300' }]);
    expect((await settings.call('GET', '/api/accounting/accounts')).json().items.map((row: { code: string }) => row.code)).not.toContain('6300');
    expect(await audits('gl_account', '6300')).toBe(2);
    expect(refusal(await remove('6300'))).toEqual([404, 'ACCOUNT_NOT_FOUND', { account: '6300' }]);
  });

  it('points a leg at another account, audited; refuses an inactive account and one whose party does not fit the leg', async () => {
    await settings.call('POST', '/api/accounting/accounts', account('5160'));
    const moved = await settings.call('PUT', '/api/accounting/posting-rules', { event: 'capital-credit-profit', leg: 'expense', accountCode: '5160' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toEqual({ event: 'capital-credit-profit', leg: 'expense', side: 'debit', accountCode: '5160', partyKind: null });
    expect(await audits('posting_rule', 'capital-credit-profit.expense')).toBe(1);

    // Named by a rule: it cannot be deactivated, deleted, nor given a party or another code.
    const named = { account: '5160', event: 'capital-credit-profit', leg: 'expense' };
    expect(refusal(await settings.call('PUT', '/api/accounting/accounts/5160', account('5160', { active: false })))).toEqual([409, 'ACCOUNT_IN_USE', named]);
    expect(refusal(await remove('5160'))).toEqual([409, 'ACCOUNT_IN_USE', named]);
    expect(refusal(await settings.call('PUT', '/api/accounting/accounts/5160', account('5160', { partyKind: 'subscriber' })))).toEqual([
      409,
      'ACCOUNT_IN_USE',
      named,
    ]);
    expect(refusal(await settings.call('PUT', '/api/accounting/accounts/5160', account('5161')))).toEqual([409, 'ACCOUNT_IN_USE', named]);

    await settings.call('POST', '/api/accounting/accounts', account('5170', { active: false }));
    const inactive = await settings.call('PUT', '/api/accounting/posting-rules', { event: 'capital-credit-profit', leg: 'expense', accountCode: '5170' });
    expect(refusal(inactive)).toEqual([403, 'ACCOUNT_INACTIVE', { account: '5170' }]);

    // A leg with a party needs an account of that party kind, and a leg without one an account without.
    const misfits = [
      { event: 'capital-credit', leg: 'capital', accountCode: '1000' },
      { event: 'capital-credit', leg: 'capital', accountCode: '2210' },
      { event: 'capital-credit', leg: 'cash', accountCode: '3100' },
    ];
    for (const body of misfits) {
      const answer = await settings.call('PUT', '/api/accounting/posting-rules', body);
      expect(refusal(answer)).toEqual([400, 'VALIDATION_FAILED', { fields: [{ path: 'accountCode', issue: 'invalid_value' }] }]);
    }
    const fits = await settings.call('PUT', '/api/accounting/posting-rules', { event: 'capital-credit', leg: 'capital', accountCode: '2200' });
    expect(fits.statusCode, fits.body).toBe(200);
    expect(refusal(await settings.call('PUT', '/api/accounting/posting-rules', { event: 'sale-sold', leg: 'capital', accountCode: '1000' }))).toEqual([
      400,
      'VALIDATION_FAILED',
      { fields: [{ path: 'leg', issue: 'invalid_value' }] },
    ]);
    expect(refusal(await settings.call('PUT', '/api/accounting/posting-rules', { event: 'sale-sold', leg: 'cash', accountCode: '7777' }))).toEqual([
      404,
      'ACCOUNT_NOT_FOUND',
      { account: '7777' },
    ]);
    expect(await audits('posting_rule', 'capital-credit.capital')).toBe(1);
    // The side stays the event's whatever the account.
    expect(fits.json()).toMatchObject({ side: POSTING_LEGS['capital-credit'].capital, partyKind: 'subscriber' });
  });
});
