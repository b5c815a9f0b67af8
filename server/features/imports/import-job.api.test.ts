import { beforeAll, describe, expect, it } from 'vitest';
import type { TImportCommitResult } from '../../../contract/imports';
import type { TJob, TJobsList } from '../../../contract/jobs';
import { asBrowser, DATABASE_KINDS } from '../../test/helper';
import { importClient, ledgerCreditsFile } from '../../test/import-client';
import { useApiSuite } from '../../test/api-suite';

// docs/import.md §6: a commit is mirrored by a job row of its user, readable from any other request.

describe.each(DATABASE_KINDS)('an import commit as a job on %s', (kind) => {
  const suite = useApiSuite(kind, { users: { admin: ['all'], importer: ['import'] } });
  const { admin, importer } = suite.users;

  const nni = `JOB-${String(Date.now() % 1_000_000).padStart(6, '0')}`;
  const imports = importClient(
    () => suite.app,
    () => admin.cookie,
    'ledger-job.csv',
  );

  beforeAll(async () => {
    const owner = `${nni},2024-01-01,1000,XAF,Job ${nni},+235 77${nni.slice(-6)},${nni.toLowerCase()}@import.example,user,Chad`;
    await imports.commit('subscribers', Buffer.from(`NNI,Subscription date,Subscription amount,Currency,Name,Phone,Email,Type,Nationality\n${owner}`));
  });

  const ledgerFile = (rows: number, lastAmount: string) => ledgerCreditsFile({ nni, rows, lastAmount });

  async function importJobs(as: string): Promise<TJob[]> {
    const answer = await suite.app.inject({ method: 'GET', url: '/api/jobs?limit=20', headers: asBrowser(as) });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<TJobsList>().items.filter((job) => job.kind === 'import-commit');
  }

  it('shows the running commit and its rows done to another request, then its result', async () => {
    const before = (await importJobs(admin.cookie)).length;
    const commit = imports.send('commit', 'ledger', ledgerFile(2_500, '30'));
    let finished = false;
    void commit.finally(() => {
      finished = true;
    });
    const seen: TJob[] = [];
    while (!finished) {
      const jobs = await importJobs(admin.cookie);
      if (jobs.length > before) seen.push(jobs[0]!);
    }
    const answer = await commit;
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<TImportCommitResult>()).toMatchObject({ rowCount: 2_501, imported: 2_501, existing: 0 });
    // Read from other requests as it went: the rows done only grow, never past the file's rows.
    const done = seen.map((job) => job.rowsDone);
    expect(done).toEqual([...done].sort((a, b) => a - b));
    expect(seen.every((job) => job.rowsTotal === 2_501 && job.rowsDone <= 2_501)).toBe(true);
    // On PostgreSQL the job row is read while the commit's transaction is still open; the embedded
    // database has one connection, so there the reads wait for the commit (docs/import.md §6).
    if (kind === 'postgres') expect(seen.some((job) => job.status === 'running' && job.rowsDone > 0 && job.rowsDone < 2_501)).toBe(true);

    const [job] = await importJobs(admin.cookie);
    expect(job).toMatchObject({
      status: 'done',
      rowsDone: 2_501,
      rowsTotal: 2_501,
      errorCode: null,
      params: { kind: 'ledger', fileName: 'ledger-job.csv', rowCount: '2501', imported: '2501', existing: '0', alreadyImported: 'false' },
    });
    // Another user's job does not exist for them.
    expect(await importJobs(importer.cookie)).toEqual([]);
    const read = await suite.app.inject({ method: 'GET', url: `/api/jobs/${job!.id}`, headers: importer.headers });
    expect([read.statusCode, read.json<{ code: string }>().code]).toEqual([404, 'JOB_NOT_FOUND']);
  });

  it('keeps a refused commit as a failed job with the refusal, and a file committed again as done with nothing imported', async () => {
    const refused = await imports.send('commit', 'ledger', ledgerFile(30, '999999'));
    expect(refused.statusCode).toBe(409);
    const [failed] = await importJobs(admin.cookie);
    expect(failed).toMatchObject({
      status: 'failed',
      errorCode: 'IMPORT_HAS_ERRORS',
      errorParams: { line: 32, column: null, reason: 'INSUFFICIENT_BALANCE' },
      rowsTotal: 31,
      params: { kind: 'ledger', fileName: 'ledger-job.csv' },
    });

    await imports.commit('ledger', ledgerFile(2_500, '30'));
    const [again] = await importJobs(admin.cookie);
    expect(again).toMatchObject({ status: 'done', params: { imported: '0', existing: '2501', alreadyImported: 'true' } });
  });
});
