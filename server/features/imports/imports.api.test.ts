import { randomUUID } from 'node:crypto';
import { deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { count, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { importClient } from '../../test/import-client';
import type { TImportList } from '../../../contract/imports';
import { balanceTransactions, individuals, subscribers } from '../../../db/schema';
import { buildTestApp, createTestUser, DATABASE_KINDS, openTestDatabase, signIn } from '../../test/helper';
import { rowsOf } from '../../../db/queries/raw-rows';
import { useApiSuite } from '../../test/api-suite';
import { auditRows } from '../../test/audit-rows';
import { readWorkbook } from '../../test/xlsx-read';
import { verifyAuditChain } from '../audit-log/verify-chain';
import { forgedZip } from '../../test/forged-zip';

let serial = 0;
/** A person's cells, unique in phone, e-mail and NNI. */
function person(tag = '') {
  serial += 1;
  const id = `${Date.now() % 100000}${String(serial).padStart(6, '0')}`;
  return { name: `Imported ${tag}${id}`, phone: `+235 ${id}`, email: `imp-${id}@import.example`, type: 'user', nni: `IMP-${id}`, nationality: 'Chad' };
}

const csv = (lines: string[][]) =>
  Buffer.from(lines.map((cells) => cells.map((cell) => (/[",\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell)).join(',')).join('\n'), 'utf8');

async function xlsx(lines: Array<Array<ExcelJS.CellValue>>): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('rows');
  for (const cells of lines) sheet.addRow(cells);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A zip whose only entry claims to unpack to 2 GB from a few bytes. */
const zipBomb = () => forgedZip('xl/workbook.xml', deflateRawSync(Buffer.alloc(1000)), 0x7fffffff);

const INDIVIDUAL_HEADERS = ['Name', 'Phone', 'Email', 'Type', 'NNI', 'Nationality'];
const individualLine = (cells: ReturnType<typeof person>) => [cells.name, cells.phone, cells.email, cells.type, cells.nni, cells.nationality];

describe.each(DATABASE_KINDS)('bulk import on %s', (kind) => {
  const suite = useApiSuite(kind, { users: { admin: ['all'], noImport: ['individuals', 'subscribers', 'transactions'] } });
  const { admin, noImport } = suite.users;

  const { send, preview, commit } = importClient(
    () => suite.app,
    () => admin.cookie,
    'test.csv',
  );
  const individualCount = async () => (await suite.database.db.select({ total: count() }).from(individuals))[0]!.total;

  it('refuses a user without the import permission', async () => {
    expect((await send('preview', 'individuals', csv([INDIVIDUAL_HEADERS, individualLine(person())]), noImport.cookie)).statusCode).toBe(403);
    expect((await suite.app.inject({ method: 'GET', url: '/api/imports', headers: noImport.headers })).statusCode).toBe(403);
  });

  it('serves templates in the user language, as CSV and as xlsx', async () => {
    const french = await suite.app.inject({ method: 'GET', url: '/api/imports/template?kind=subscribers&format=csv&lang=fr', headers: admin.headers });
    expect(french.statusCode).toBe(200);
    expect(french.body.replace('\uFEFF', '')).toMatch(/^NNI,Date de souscription,Montant de souscription,Devise,Nom/);
    const arabic = await suite.app.inject({ method: 'GET', url: '/api/imports/template?kind=ledger&format=xlsx&lang=ar', headers: admin.headers });
    const workbook = await readWorkbook(arabic.rawPayload);
    expect(workbook.worksheets[0]!.getRow(1).getCell(1).value).toBe('الرقم الوطني');
  });

  it('previews without keeping anything, commits all rows with Arabic headers in another order, and imports the same file once', async () => {
    // The postal address is optional: one row gives it, in Arabic, the others leave it empty.
    const people = [person(), person(), person()].map((cells, index) => ({ ...cells, address: index === 1 ? 'حي مورسال، انجامينا' : '' }));
    const file = csv([
      ['الجنسية', 'الرقم الوطني', 'النوع', 'البريد الإلكتروني', 'العنوان', 'الهاتف', 'الاسم'],
      ...people.map((cells) => [cells.nationality, cells.nni, cells.type, cells.email, cells.address, cells.phone, cells.name]),
    ]);
    const before = await individualCount();
    const checked = await preview('individuals', file);
    expect(checked).toMatchObject({ rowCount: 3, counts: { ok: 3, error: 0 }, alreadyImported: false });
    expect(await individualCount()).toBe(before);
    const first = await commit('individuals', file);
    expect(first).toMatchObject({ imported: 3, existing: 0, alreadyImported: false });
    expect(await individualCount()).toBe(before + 3);
    // One audit entry per individual created, as the form writes it, in the file's order, chained after the others.
    const nnis = people.map(({ nni }) => nni);
    const created = await suite.database.db.select().from(individuals).where(inArray(individuals.nni, nnis));
    const idOf = (nni: string) => created.find((row) => row.nni === nni)!.id;
    const entries = await auditRows(
      suite.database,
      'individual.create',
      created.map(({ id }) => id),
    );
    entries.sort((left, right) => (BigInt(left.id) < BigInt(right.id) ? -1 : 1));
    expect(entries.map((row) => row.after)).toEqual(people.map((cells) => ({ id: idOf(cells.nni), ...cells, isActive: true })));
    expect(created.find((row) => row.nni === people[1]!.nni)?.address).toBe('حي مورسال، انجامينا');
    expect(await verifyAuditChain(suite.database.db)).toMatchObject({ intact: true });
    const again = await commit('individuals', file);
    expect(again).toMatchObject({ imported: 0, alreadyImported: true });
    expect((await preview('individuals', file)).alreadyImported).toBe(true);
    expect(await individualCount()).toBe(before + 3);
    const audit = await auditRows(suite.database, 'import.commit');
    expect(
      audit.some((row) => (row.after as { fileSha256: string }).fileSha256 === first.fileSha256 && (row.after as { rowCount: number }).rowCount === 3),
    ).toBe(true);
    const list = (await suite.app.inject({ method: 'GET', url: '/api/imports', headers: admin.headers })).json<TImportList>();
    expect(list.items[0]).toMatchObject({ kind: 'individuals', rowCount: 3, importedCount: 3 });
  });

  it("names the row above that holds an e-mail or a phone repeated inside one file, and keeps the form's code for one already stored", async () => {
    const stored = person();
    await commit('individuals', csv([INDIVIDUAL_HEADERS, individualLine(stored)]));
    const first = person();
    const sameEmail = { ...person(), email: first.email };
    const samePhone = { ...person(), phone: first.phone };
    const storedEmail = { ...person(), email: stored.email };
    const file = csv([INDIVIDUAL_HEADERS, individualLine(first), individualLine(sameEmail), individualLine(samePhone), individualLine(storedEmail)]);
    const checked = await preview('individuals', file);
    expect(checked.rows.map((row) => [row.line, row.status])).toEqual([
      [2, 'ok'],
      [3, 'error'],
      [4, 'error'],
      [5, 'error'],
    ]);
    expect(checked.rows[1]!.issues).toEqual([
      { level: 'error', code: 'INDIVIDUAL_EMAIL_EXISTS', column: 'email', issue: null, params: { column: 'email', otherLine: 2 } },
    ]);
    expect(checked.rows[2]!.issues).toEqual([
      { level: 'error', code: 'INDIVIDUAL_PHONE_EXISTS', column: 'phone', issue: null, params: { column: 'phone', otherLine: 2 } },
    ]);
    expect(checked.rows[3]!.issues).toEqual([{ level: 'error', code: 'INDIVIDUAL_EMAIL_EXISTS', column: 'email', issue: null, params: { column: 'email' } }]);
    // A subscriber row carrying a new individual's details creates it; a later row with its e-mail names that row.
    const [newcomer, other] = [person(), person()];
    const subscriberLine = (cells: ReturnType<typeof person>) => [cells.nni, '2025-01-02', '100', cells.name, cells.phone, cells.email, 'user', 'Chad'];
    const viaSubscribers = await preview(
      'subscribers',
      csv([
        ['NNI', 'Subscription date', 'Subscription amount', 'Name', 'Phone', 'Email', 'Type', 'Nationality'],
        subscriberLine(other),
        subscriberLine(newcomer),
        subscriberLine({ ...person(), email: newcomer.email }),
      ]),
    );
    expect(viaSubscribers.rows.map((row) => row.status)).toEqual(['ok', 'ok', 'error']);
    expect(viaSubscribers.rows[2]!.issues[0]).toMatchObject({ code: 'INDIVIDUAL_EMAIL_EXISTS', params: { otherLine: 3 } });
  });

  it('refuses a text file named .xlsx as unreadable, not as a CSV without rows', async () => {
    const named = importClient(
      () => suite.app,
      () => admin.cookie,
      'people.XLSX',
    );
    for (const verb of ['preview', 'commit'] as const) {
      const answer = await named.send(verb, 'individuals', Buffer.from(`${INDIVIDUAL_HEADERS.join(',')}\n`));
      expect([answer.statusCode, answer.json().code], verb).toEqual([400, 'IMPORT_FILE_UNREADABLE']);
    }
    const realXlsx = await xlsx([INDIVIDUAL_HEADERS, individualLine(person())]);
    expect((await named.preview('individuals', realXlsx)).counts.ok).toBe(1);
  });

  it('reports rows already present by natural key instead of doubling them, in a different file', async () => {
    const known = person();
    await commit('individuals', csv([INDIVIDUAL_HEADERS, individualLine(known)]));
    const fresh = person();
    const sameNni = { ...person(), nni: known.nni };
    const file = csv([INDIVIDUAL_HEADERS, individualLine(known), individualLine(fresh), individualLine(sameNni)]);
    const checked = await preview('individuals', file);
    expect(checked.rows.map((row) => row.status)).toEqual(['exists', 'ok', 'warning']);
    expect(checked.rows[2]!.issues[0]).toMatchObject({ level: 'warning', code: 'DUPLICATE_NNI', column: 'nni' });
    expect(await commit('individuals', file)).toMatchObject({ imported: 2, existing: 1 });
  });

  it('imports nothing from 10,000 rows when one is bad, and names that row and column', async () => {
    const lines = Array.from({ length: 10_000 }, () => individualLine(person('bulk ')));
    lines[6_000]![2] = 'not-an-email';
    const file = csv([INDIVIDUAL_HEADERS, ...lines]);
    const before = await individualCount();
    const checked = await preview('individuals', file);
    expect(checked.counts).toMatchObject({ ok: 9_999, error: 1 });
    expect(checked.rows.find((row) => row.status === 'error')).toMatchObject({
      line: 6_002,
      issues: [{ code: 'VALIDATION_FAILED', column: 'email', issue: 'invalid_email' }],
    });
    const refused = await send('commit', 'individuals', file);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'IMPORT_HAS_ERRORS', params: { line: 6_002, column: 'email', reason: 'VALIDATION_FAILED' } });
    expect(await individualCount()).toBe(before);
  }, 1_800_000);

  it('commits 1,201 new individuals a thousand per statement, one chained audit entry each, a repeated row once, a shared NNI warned', async () => {
    const people = Array.from({ length: 1_200 }, () => person('many '));
    const sameNni = { ...person('many '), nni: people[0]!.nni };
    const file = csv([INDIVIDUAL_HEADERS, ...people.map(individualLine), individualLine(people[700]!), individualLine(sameNni)]);
    const checked = await preview('individuals', file);
    expect(checked.counts).toEqual({ ok: 1_200, warning: 1, error: 0, exists: 1 });
    expect(checked.rows.filter((row) => row.status !== 'ok')).toEqual([
      { line: 1_202, status: 'exists', issues: [] },
      { line: 1_203, status: 'warning', issues: [{ level: 'warning', code: 'DUPLICATE_NNI', column: 'nni', issue: null, params: {} }] },
    ]);
    const before = await individualCount();
    expect(await commit('individuals', file)).toMatchObject({ rowCount: 1_202, imported: 1_201, existing: 1 });
    expect(await individualCount()).toBe(before + 1_201);
    const created = await suite.database.db
      .select({ id: individuals.id })
      .from(individuals)
      .where(
        inArray(
          individuals.email,
          [...people, sameNni].map(({ email }) => email),
        ),
      );
    expect(created).toHaveLength(1_201);
    const entries = await auditRows(
      suite.database,
      'individual.create',
      created.map(({ id }) => id),
    );
    expect(entries).toHaveLength(1_201);
    expect(await verifyAuditChain(suite.database.db)).toMatchObject({ intact: true });
  }, 300_000);

  it('imports subscribers whose individual is created by a row above, then their ledger, with the forms rules', async () => {
    const owner = person();
    const subscriberFile = csv([
      ['NNI', 'Subscription date', 'Subscription amount', 'Currency', 'Name', 'Phone', 'Email', 'Type', 'Nationality'],
      [owner.nni, '2025-01-10', '100000', 'XAF', owner.name, owner.phone, owner.email, 'user', 'Chad'],
      [owner.nni, '2025-01-12', '500.50', 'USD', '', '', '', '', ''],
      ['UNKNOWN-NNI', '2025-01-12', '500', 'USD', '', '', '', '', ''],
    ]);
    const checked = await preview('subscribers', subscriberFile);
    expect(checked.rows.map((row) => row.status)).toEqual(['ok', 'ok', 'error']);
    expect(checked.rows[2]!.issues[0]).toMatchObject({ code: 'INDIVIDUAL_NOT_FOUND', column: 'nni' });
    expect((await send('commit', 'subscribers', subscriberFile)).statusCode).toBe(409);
    const fixed = csv([
      ['NNI', 'Subscription date', 'Subscription amount', 'Currency', 'Name', 'Phone', 'Email', 'Type', 'Nationality'],
      [owner.nni, '2025-01-10', '100000', 'XAF', owner.name, owner.phone, owner.email, 'user', 'Chad'],
      [owner.nni, '2025-01-12', '500.50', 'USD', '', '', '', '', ''],
    ]);
    expect(await commit('subscribers', fixed)).toMatchObject({ imported: 2 });
    const rows = await suite.database.db
      .select()
      .from(subscribers)
      .innerJoin(individuals, eq(individuals.id, subscribers.individualId))
      .where(eq(individuals.nni, owner.nni));
    expect(rows.map((row) => row.subscribers.currency).sort()).toEqual(['USD', 'XAF']);

    const ledgerFile = csv([
      ['Date', 'Type', 'Credit type', 'Amount', 'Status', 'NNI', 'Currency', 'Note'],
      ['2025-02-01', 'credit', 'new-amount', '25000', 'completed', owner.nni, 'XAF', 'first'],
      ['2025-02-01', 'credit', 'profit', '25000', 'pending', owner.nni, 'XAF', 'second'],
      ['2025-02-02', 'debit', '', '999999', 'completed', owner.nni, 'XAF', 'too much'],
      ['2024-12-01', 'debit', '', '10', 'completed', owner.nni, 'USD', 'before'],
      ['2025-02-03', 'debit', 'profit', '10', 'completed', owner.nni, 'USD', ''],
      ['2025-02-03', 'debit', '', '10', 'completed', owner.nni, '', 'which one'],
    ]);
    const ledgerCheck = await preview('ledger', ledgerFile);
    expect(ledgerCheck.rows.map((row) => [row.status, row.issues[0]?.code ?? null])).toEqual([
      ['ok', null],
      ['warning', 'DUPLICATE_LEDGER_ROW'],
      ['error', 'INSUFFICIENT_BALANCE'],
      ['error', 'DATE_BEFORE_SUBSCRIPTION'],
      ['error', 'CREDIT_TYPE_NOT_ALLOWED'],
      ['error', 'IMPORT_NNI_AMBIGUOUS'],
    ]);
    const good = csv([
      ['Date', 'Type', 'Credit type', 'Amount', 'Status', 'NNI', 'Currency', 'Note'],
      ['2025-02-01', 'credit', 'new-amount', '25000', 'completed', owner.nni, 'XAF', 'first'],
      ['2025-02-02', 'debit', '', '0.50', 'completed', owner.nni, 'USD', ''],
    ]);
    expect(await commit('ledger', good)).toMatchObject({ imported: 2 });
    const xaf = rows.find((row) => row.subscribers.currency === 'XAF')!.subscribers;
    const after = await suite.database.db.select().from(subscribers).where(eq(subscribers.id, xaf.id));
    expect(after[0]!.balance).toBe('125000.00');
    // The same rows in another file are present already: reported, not doubled.
    const reordered = csv([
      ['Date', 'Type', 'Credit type', 'Amount', 'Status', 'NNI', 'Currency', 'Note'],
      ['2025-02-02', 'debit', '', '0.5', 'completed', owner.nni, 'USD', ''],
      ['2025-02-01', 'credit', 'new-amount', '25000', 'completed', owner.nni, 'XAF', 'first'],
    ]);
    expect(await commit('ledger', reordered)).toMatchObject({ imported: 0, existing: 2, alreadyImported: false });
    expect((await suite.database.db.select({ total: count() }).from(balanceTransactions).where(eq(balanceTransactions.subscriberId, xaf.id)))[0]!.total).toBe(
      1,
    );
  });

  it('reads xlsx values, never formulas, and keeps text starting with = as text', async () => {
    const cells = person();
    const file = await xlsx([
      INDIVIDUAL_HEADERS,
      [`=HYPERLINK("x","${cells.name}")`, cells.phone, cells.email, 'user', { formula: '"IMP-"&"F1"', result: `${cells.nni}` }, 'Chad'],
    ]);
    expect(await commit('individuals', file)).toMatchObject({ imported: 1 });
    const saved = await suite.database.db.select().from(individuals).where(eq(individuals.email, cells.email));
    expect(saved[0]).toMatchObject({ name: `=HYPERLINK("x","${cells.name}")`, nni: cells.nni });
  });

  it('accepts UTF-8 with a BOM and UTF-16, and refuses other encodings', async () => {
    const text = [INDIVIDUAL_HEADERS, individualLine(person('é'))].map((line) => line.join(',')).join('\r\n');
    expect((await preview('individuals', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, 'utf8')]))).counts.ok).toBe(1);
    expect((await preview('individuals', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]))).counts.ok).toBe(1);
    const bigEndian = Buffer.from(text, 'utf16le').swap16();
    expect((await preview('individuals', Buffer.concat([Buffer.from([0xfe, 0xff]), bigEndian]))).counts.ok).toBe(1);
    const latin1 = await send('preview', 'individuals', Buffer.from(text, 'latin1'));
    expect(latin1.statusCode).toBe(400);
    expect(latin1.json().code).toBe('IMPORT_BAD_ENCODING');
    const noBom = await send('preview', 'individuals', Buffer.from(text, 'utf16le'));
    expect(noBom.json().code).toBe('IMPORT_BAD_ENCODING');
  });

  it('refuses hostile and malformed files with a clear 4xx, never a 500', async () => {
    const cases: Array<[Buffer, number, string]> = [
      [Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200, 7)]), 400, 'IMPORT_FILE_UNREADABLE'],
      [zipBomb(), 413, 'IMPORT_FILE_TOO_LARGE'],
      [Buffer.alloc(20 * 1024 * 1024 + 1, 0x61), 413, 'PAYLOAD_TOO_LARGE'],
      [Buffer.alloc(0), 400, 'IMPORT_FILE_EMPTY'],
      [csv([INDIVIDUAL_HEADERS]), 400, 'IMPORT_FILE_EMPTY'],
      [csv([[...INDIVIDUAL_HEADERS, 'Salary'], individualLine(person())]), 400, 'IMPORT_UNKNOWN_COLUMN'],
      [csv([INDIVIDUAL_HEADERS.slice(1), individualLine(person()).slice(1)]), 400, 'IMPORT_MISSING_COLUMN'],
      [
        csv([
          [...INDIVIDUAL_HEADERS, 'Nom'],
          [...individualLine(person()), 'x'],
        ]),
        400,
        'IMPORT_DUPLICATE_COLUMN',
      ],
      [Buffer.from(`${INDIVIDUAL_HEADERS.join(',')}\n"unclosed,quote\n`), 400, 'IMPORT_FILE_UNREADABLE'],
      [Buffer.from(`${INDIVIDUAL_HEADERS.join(',')}\n${'a,b,c,d,e,f\n'.repeat(100_001)}`), 413, 'IMPORT_TOO_MANY_ROWS'],
    ];
    for (const [file, status, code] of cases) {
      for (const verb of ['preview', 'commit'] as const) {
        const answer = await send(verb, 'individuals', file);
        expect([answer.statusCode, answer.json().code], `${code} ${verb}`).toEqual([status, code]);
      }
    }
    const badKind = await send('preview', 'salaries', csv([INDIVIDUAL_HEADERS, individualLine(person())]));
    expect(badKind.statusCode).toBe(400);
  }, 120_000);
});

describe.runIf(DATABASE_KINDS.includes('postgres'))('an individuals import racing the form on PostgreSQL', () => {
  it('refuses the row whose phone another transaction stored while the import ran, naming it, and keeps nothing', { timeout: 120_000 }, async () => {
    const database = await openTestDatabase('postgres');
    const app = await buildTestApp(database);
    try {
      const admin = await createTestUser(database, { permissions: ['all'] });
      const cookie = await signIn(app, admin.email);
      const { send } = importClient(
        () => app,
        () => cookie,
        'race.csv',
      );
      const [first, second, other] = [person(), person(), person()];
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      let inserted = () => {};
      const holding = new Promise<void>((resolve) => (inserted = resolve));
      // As the form would: an individual with the second row's phone, its transaction still open.
      const form = database.db.transaction(async (tx) => {
        await tx.insert(individuals).values({ id: randomUUID(), ...other, phone: second.phone, isActive: true });
        inserted();
        await held;
      });
      await holding;
      const answer = send('commit', 'individuals', csv([INDIVIDUAL_HEADERS, individualLine(first), individualLine(second)]));
      // The import did not see the uncommitted row when it checked; its insert waits on that phone.
      const waiting = async () =>
        (
          await rowsOf<{ waiting: number }>(
            database.db,
            sql`select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
          )
        )[0]!.waiting;
      const until = Date.now() + 60_000;
      while ((await waiting()) === 0 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await waiting()).toBeGreaterThan(0);
      release();
      await form;
      const refused = await answer;
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'IMPORT_HAS_ERRORS', params: { line: 3, column: 'phone', reason: 'INDIVIDUAL_PHONE_EXISTS' } });
      expect(await database.db.select({ id: individuals.id }).from(individuals).where(eq(individuals.nni, first.nni))).toEqual([]);
    } finally {
      await app.close();
      await database.drop();
    }
  });
});
