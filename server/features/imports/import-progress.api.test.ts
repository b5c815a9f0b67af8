import { beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_PROGRESS_TYPE, type TImportCommitResult, type TImportPreview, type TImportProgressLine } from '../../../contract/imports';
import { subscribers } from '../../../db/schema';
import { DATABASE_KINDS } from '../../test/helper';
import { LEDGER_HEADERS, ledgerCreditsFile } from '../../test/import-client';
import { verifyAuditChain } from '../audit-log/verify-chain';
import { useApiSuite } from '../../test/api-suite';
import { auditRows } from '../../test/audit-rows';

// docs/import.md §6: a ledger file is checked and written set-based, with its rows done streamed to a browser that asks.

describe.each(DATABASE_KINDS)('ledger import progress on %s', (kind) => {
  const suite = useApiSuite(kind, { users: { admin: ['all'] } });
  const { admin } = suite.users;

  const nni = `PRG-${String(Date.now() % 1_000_000).padStart(6, '0')}`;

  beforeAll(async () => {
    const owner = `${nni},2024-01-01,1000,XAF,Progress ${nni},+235 77${nni.slice(-6)},${nni.toLowerCase()}@import.example,user,Chad`;
    const answer = await send(
      'commit',
      'subscribers',
      Buffer.from(`NNI,Subscription date,Subscription amount,Currency,Name,Phone,Email,Type,Nationality\n${owner}`),
      'application/json',
    );
    expect(answer.statusCode, answer.body).toBe(200);
  });

  function send(verb: 'preview' | 'commit', importKind: string, file: Buffer, accept: string) {
    return suite.app.inject({
      method: 'POST',
      url: `/api/imports/${verb}?kind=${importKind}&fileName=progress.csv`,
      headers: { ...admin.headers, accept, 'content-type': 'application/octet-stream' },
      payload: file,
    });
  }
  const linesOf = (body: string) =>
    body
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as TImportProgressLine);

  /** 2,500 credits of 10 in 2025, then one debit in 2026: the balance is 1,000 + 25,000 before it. */
  const ledgerFile = (rows: number, lastAmount = '30') => ledgerCreditsFile({ nni, rows, lastAmount });

  it('streams rows done of rows total, then the preview, and a refused file still answers its 4xx', async () => {
    const answer = await send('preview', 'ledger', ledgerFile(2_500), IMPORT_PROGRESS_TYPE);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain(IMPORT_PROGRESS_TYPE);
    const lines = linesOf(answer.body);
    const steps = lines.filter((line): line is { rowsDone: number; rowsTotal: number } => 'rowsDone' in line);
    expect(steps[0]).toEqual({ rowsDone: 0, rowsTotal: 2_501 });
    expect(steps.at(-1)).toEqual({ rowsDone: 2_501, rowsTotal: 2_501 });
    expect(steps.map((step) => step.rowsDone)).toEqual([...steps.map((step) => step.rowsDone)].sort((a, b) => a - b));
    expect(steps.length).toBeGreaterThanOrEqual(4);
    const preview = (lines.at(-1) as { answer: TImportPreview }).answer;
    expect(preview).toMatchObject({ rowCount: 2_501, counts: { ok: 337, warning: 2_164, error: 0 } });
    // 336 days a year in this file: every later row of a day and amount is a likely duplicate of the first.

    const empty = await send('preview', 'ledger', Buffer.from(LEDGER_HEADERS), IMPORT_PROGRESS_TYPE);
    expect([empty.statusCode, empty.json().code]).toEqual([400, 'IMPORT_FILE_EMPTY']);
  });

  it('refuses a whole file in the stream when its last debit would take the balance below zero, keeping nothing', async () => {
    const answer = await send('commit', 'ledger', ledgerFile(2_500, '26001'), IMPORT_PROGRESS_TYPE);
    const last = linesOf(answer.body).at(-1);
    expect(last).toMatchObject({ refusal: { status: 409, code: 'IMPORT_HAS_ERRORS', params: { line: 2_502, column: null, reason: 'INSUFFICIENT_BALANCE' } } });
    expect(await suite.database.db.select({ balance: subscribers.balance }).from(subscribers)).toEqual([{ balance: '1000.00' }]);
  });

  it('commits 2,501 rows in batches with one chained audit entry each, the chain intact, the balance cache right', async () => {
    const answer = await send('commit', 'ledger', ledgerFile(2_500), IMPORT_PROGRESS_TYPE);
    const lines = linesOf(answer.body);
    const done = lines.flatMap((line) => ('rowsDone' in line ? [line.rowsDone] : []));
    // Checked, inserted, audited: the rows done only grow, up to the file's rows.
    expect(done).toEqual([...done].sort((a, b) => a - b));
    expect(done.filter((value) => value > 1_250 && value < 2_501).length).toBeGreaterThanOrEqual(2);
    expect(done.at(-1)).toBe(2_501);
    const result = (lines.at(-1) as { answer: TImportCommitResult }).answer;
    expect(result).toMatchObject({ rowCount: 2_501, imported: 2_501, existing: 0 });
    const audited = await auditRows(suite.database, 'balance-transaction.import');
    expect(audited).toHaveLength(2_501);
    expect(audited.at(-1)!.after).toMatchObject({ type: 'debit', amount: '30', currency: 'XAF', note: 'last', balance: '25970' });
    expect(await suite.database.db.select({ balance: subscribers.balance }).from(subscribers)).toEqual([{ balance: '25970.00' }]);
    expect(await verifyAuditChain(suite.database.db)).toMatchObject({ intact: true });
    const again = await send('preview', 'ledger', ledgerFile(2_500), 'application/json');
    expect(again.json<TImportPreview>()).toMatchObject({ alreadyImported: true, counts: { exists: 2_501 } });
  });
});
