import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CHART, postingRuleRows } from '../../../domain';
import { rowsOf } from '../../../db/queries/raw-rows';
import { DATABASE_KINDS, type TestDatabase } from '../../test/helper';
import { useTestDatabase } from '../../test/use-test-database';

/** The message of a refusal, whichever driver wrapped it (the cause holds PostgreSQL's own). */
async function refusal(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
  } catch (error) {
    const parts: string[] = [];
    for (let current: unknown = error; current instanceof Error; current = current.cause) parts.push(current.message);
    return parts.join(' | ');
  }
  return 'accepted';
}

const entryCount = async (database: TestDatabase) =>
  (await rowsOf<{ count: number }>(database.db, sql`select count(*)::int as count from journal_entries`))[0]!.count;

/** An entry written by hand, lines as (account, currency, debit, credit). */
const insertEntry = (number: string, lines: Array<[string, string, string, string]>) => sql`
  with entry as (
    insert into journal_entries (number, entry_date, source_kind, source_id) values (${number}, '2026-01-31', 'test', ${number}) returning id
  )
  insert into journal_lines (entry_id, line_no, account_code, currency, debit, credit)
  select entry.id, l.n::int, l.account, l.currency, l.debit::numeric, l.credit::numeric
  from entry, jsonb_to_recordset(${JSON.stringify(lines.map(([account, currency, debit, credit], index) => ({ n: index + 1, account, currency, debit, credit })))}::jsonb)
    as l(n int, account text, currency text, debit text, credit text)`;

describe.each(DATABASE_KINDS)('the books tables on %s (docs/accounting.md §1)', (kind) => {
  const suite = useTestDatabase(kind);

  it('hold the default chart and posting rules once the reference data is loaded', async () => {
    const accounts = await rowsOf<{ code: string; type: string; partyKind: string | null }>(
      suite.database.db,
      sql`select code, type, party_kind as "partyKind" from gl_accounts order by code`,
    );
    expect(accounts).toEqual(DEFAULT_CHART.map(({ code, type, partyKind }) => ({ code, type, partyKind })));
    const rules = await rowsOf<{ count: number }>(suite.database.db, sql`select count(*)::int as count from posting_rules`);
    expect(rules[0]!.count).toBe(postingRuleRows().length);
  });

  it('keep an entry that balances in each currency on its own', async () => {
    const before = await entryCount(suite.database);
    await suite.database.db.transaction(async (tx) => {
      await tx.execute(
        insertEntry('T-BALANCED', [
          ['1000', 'XAF', '500.00', '0'],
          ['3100', 'XAF', '0', '500.00'],
          ['1000', 'USD', '12.34', '0'],
          ['3100', 'USD', '0', '12.34'],
        ]),
      );
    });
    expect(await entryCount(suite.database)).toBe(before + 1);
  });

  it.each<[string, Array<[string, string, string, string]>]>([
    [
      'a unit short',
      [
        ['1000', 'XAF', '500.00', '0'],
        ['3100', 'XAF', '0', '499.00'],
      ],
    ],
    [
      'balanced only across two currencies',
      [
        ['1000', 'XAF', '100.00', '0'],
        ['3100', 'EUR', '0', '100.00'],
      ],
    ],
  ])('refuse at commit an entry %s (ENTRY_UNBALANCED)', async (_name, lines) => {
    const before = await entryCount(suite.database);
    let insertedInside = false;
    const message = await refusal(() =>
      suite.database.db.transaction(async (tx) => {
        await tx.execute(insertEntry(`T-${_name}`, lines));
        // The check is deferred: inside the transaction the insert went through.
        insertedInside = true;
      }),
    );
    expect(insertedInside).toBe(true);
    expect(message).toContain('ENTRY_UNBALANCED');
    expect(await entryCount(suite.database)).toBe(before);
  });

  it('refuse to change or delete an entry or a line, and lines added to an entry of another transaction', async () => {
    await suite.database.db.transaction(async (tx) => {
      await tx.execute(
        insertEntry('T-FROZEN', [
          ['1000', 'XAF', '7.00', '0'],
          ['3100', 'XAF', '0', '7.00'],
        ]),
      );
    });
    const [entry] = await rowsOf<{ id: string }>(suite.database.db, sql`select id::text as id from journal_entries where number = 'T-FROZEN'`);
    const id = entry!.id;
    for (const statement of [
      sql`update journal_lines set debit = 8 where entry_id = ${id}::bigint and debit > 0`,
      sql`update journal_lines set credit = 0, debit = 7 where entry_id = ${id}::bigint and credit > 0`,
      sql`delete from journal_lines where entry_id = ${id}::bigint`,
      sql`update journal_entries set memo = 'changed' where id = ${id}::bigint`,
      sql`delete from journal_entries where id = ${id}::bigint`,
    ]) {
      expect(await refusal(() => suite.database.db.execute(statement))).toContain('JOURNAL_IMMUTABLE');
    }
    const late = sql`insert into journal_lines (entry_id, line_no, account_code, currency, debit, credit) values (${id}::bigint, 3, '1000', 'XAF', 1, 0)`;
    expect(await refusal(() => suite.database.db.execute(late))).toContain('JOURNAL_IMMUTABLE');
    const lines = await rowsOf<{ debit: string; credit: string }>(
      suite.database.db,
      sql`select debit::text as debit, credit::text as credit from journal_lines where entry_id = ${id}::bigint order by line_no`,
    );
    expect(lines).toEqual([
      { debit: '7.00', credit: '0.00' },
      { debit: '0.00', credit: '7.00' },
    ]);
  });

  it("check a line's entry and account once per statement, and keep an account with lines and the entries of lines (migration 0031)", async () => {
    // A line of an account the chart does not hold, and one of an entry that does not exist.
    expect(
      await refusal(() =>
        suite.database.db.transaction((tx) =>
          tx.execute(
            insertEntry('T-NO-ACCOUNT', [
              ['1000', 'XAF', '3.00', '0'],
              ['9999', 'XAF', '0', '3.00'],
            ]),
          ),
        ),
      ),
    ).toContain('account 9999 is not in the chart');
    const orphan = sql`insert into journal_lines (entry_id, line_no, account_code, currency, debit, credit) values (999999, 1, '1000', 'XAF', 1, 0)`;
    expect(await refusal(() => suite.database.db.transaction((tx) => tx.execute(orphan)))).toContain('JOURNAL_IMMUTABLE: journal entry 999999');
    await suite.database.db.transaction((tx) =>
      tx.execute(
        sql`insert into gl_accounts (code, name_en, name_fr, name_ar, type) values ('1999', 'Kept', 'Gardé', 'محفوظ', 'asset'), ('1998', 'Unused', 'Inutilisé', 'غير مستخدم', 'asset')`,
      ),
    );
    await suite.database.db.transaction((tx) =>
      tx.execute(
        insertEntry('T-KEPT', [
          ['1999', 'XAF', '4.00', '0'],
          ['3100', 'XAF', '0', '4.00'],
        ]),
      ),
    );
    for (const statement of [
      sql`delete from gl_accounts where code = '1999'`,
      sql`update gl_accounts set code = '1997' where code = '1999'`,
      sql`truncate journal_entries cascade`,
      sql`truncate gl_accounts cascade`,
    ]) {
      expect(await refusal(() => suite.database.db.transaction((tx) => tx.execute(statement)))).toMatch(/account 1999 has lines|while journal_lines has rows/);
    }
    // Only a read committed transaction reads the lines a posting committed while it waited for the account.
    const repeatable = await refusal(() =>
      suite.database.db.transaction((tx) => tx.execute(sql`delete from gl_accounts where code = '1998'`), { isolationLevel: 'repeatable read' }),
    );
    expect(repeatable).toContain('only in a read committed transaction');
    // An account without lines is renamed and deleted as before.
    await suite.database.db.transaction(async (tx) => {
      await tx.execute(sql`update gl_accounts set name_en = 'Kept account' where code = '1999'`);
      await tx.execute(sql`update gl_accounts set code = '1996' where code = '1998'`);
      await tx.execute(sql`delete from gl_accounts where code = '1996'`);
    });
    const kept = await rowsOf<{ code: string }>(suite.database.db, sql`select code from gl_accounts where code in ('1999', '1998', '1996') order by code`);
    expect(kept).toEqual([{ code: '1999' }]);
  });

  it('refuse a line with both sides or a negative side', async () => {
    for (const lines of [
      [['1000', 'XAF', '5.00', '5.00']],
      [
        ['1000', 'XAF', '-5.00', '0'],
        ['3100', 'XAF', '-5.00', '0'],
      ],
    ] as Array<Array<[string, string, string, string]>>) {
      expect(await refusal(() => suite.database.db.transaction((tx) => tx.execute(insertEntry(`T-SIDES-${lines.length}`, lines))))).toContain(
        'journal_lines_one_side_check',
      );
    }
  });
});
