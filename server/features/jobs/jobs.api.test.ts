import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TJob } from '../../../contract/jobs';
import { ACTIVE_JOBS_PER_USER } from '../../../contract/jobs';
import { asBrowser, buildTestApp, DATABASE_KINDS, type TestDatabase } from '../../test/helper';
import { seedOperationRow, seedPerson } from '../../test/member-seed';
import { normaliseText, pdfText } from '../../test/pdf-text';
import { useApiSuite } from '../../test/api-suite';
import { readWorkbook, sheetRows } from '../../test/xlsx-read';

/** Operations in March 2025: one seeded the ordinary way, the rest copied from it by one statement. */
async function seedOperations(database: TestDatabase, count: number): Promise<void> {
  const db = database.db;
  const client = await seedPerson(db, 'Client');
  const mediator = await seedPerson(db, 'وسيط');
  const first = await seedOperationRow(db, { clientId: client.id, mediatorId: mediator.id, date: '2025-03-01' });
  await db.execute(sql`
    insert into operations select r.* from operations o
      cross join generate_series(2, ${count}) g
      cross join lateral jsonb_populate_record(null::operations, to_jsonb(o) || jsonb_build_object(
        'id', 'bulk-' || g, 'number', 'OP-BULK-' || g, 'seq', nextval(pg_get_serial_sequence('operations', 'seq')),
        'operation_date', (date '2025-03-01' + (g % 28))::text, 'amount', (100000 + g)::text)) r
      where o.id = ${first}`);
}

const xlsxSheetRows = async (buffer: Buffer) => (await readWorkbook(buffer)).worksheets.map((sheet) => sheetRows(sheet));

/** Past PDF_ROW_LIMIT (a PDF of the whole month is refused) and over three batches of the report's row loop. */
const ROWS = 5200;

describe.each(DATABASE_KINDS)('jobs on %s', (kind) => {
  const suite = useApiSuite(kind, {
    config: { jobs: { progressEveryMs: 0, pollEveryMs: 100 } },
    users: { owner: ['reports'], other: ['reports'], admin: ['all'] },
  });
  const { owner, other, admin } = suite.users;

  const as = (cookie: string) => ({
    get: (url: string) => suite.app.inject({ method: 'GET', url, headers: asBrowser(cookie) }),
    post: (url: string, payload: object) => suite.app.inject({ method: 'POST', url, payload, headers: asBrowser(cookie) }),
  });

  async function finished(cookie: string, id: string, seen: TJob[] = []): Promise<TJob> {
    for (let attempt = 0; attempt < 3000; attempt += 1) {
      const answer = await as(cookie).get(`/api/jobs/${id}`);
      expect(answer.statusCode, answer.body).toBe(200);
      const job = answer.json<TJob>();
      seen.push(job);
      if (job.status === 'done' || job.status === 'failed') return job;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`job ${id} did not finish`);
  }

  async function exportJob(cookie: string, report: string, payload: object): Promise<TJob> {
    const answer = await as(cookie).post(`/api/reports/${report}/exports`, payload);
    expect(answer.statusCode, answer.body).toBe(202);
    return answer.json<TJob>();
  }

  beforeAll(async () => {
    await seedOperations(suite.database, ROWS);
  }, 300_000);

  it('exports as a job whose progress only rises and ends at the rows total, and whose file is the direct export', async () => {
    const query = { format: 'csv', lang: 'ar', from: '2025-03-01', to: '2025-03-31' };
    const started = await exportJob(owner.cookie, 'operations', query);
    expect(started).toMatchObject({
      kind: 'report-export',
      status: 'queued',
      rowsDone: 0,
      file: null,
      params: { report: 'operations', format: 'csv', lang: 'ar' },
    });
    const seen: TJob[] = [];
    const job = await finished(owner.cookie, started.id, seen);
    expect(job).toMatchObject({ status: 'done', rowsDone: ROWS, rowsTotal: ROWS, errorCode: null });
    const done = seen.map((each) => each.rowsDone);
    expect(done).toEqual([...done].sort((a, b) => a - b));
    expect(job.file).toMatchObject({ name: 'operations-2025-03-01-2025-03-31.csv' });

    const file = await as(owner.cookie).get(`/api/jobs/${job.id}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.headers['content-disposition']).toBe('attachment; filename="operations-2025-03-01-2025-03-31.csv"');
    const direct = await as(owner.cookie).get('/api/reports/operations/export?format=csv&lang=ar&from=2025-03-01&to=2025-03-31');
    expect(file.rawPayload.equals(direct.rawPayload)).toBe(true);
    expect(file.rawPayload.byteLength).toBe(job.file!.bytes);
    expect(file.body.trimEnd().split('\r\n')).toHaveLength(ROWS + 1);
  });

  it('reports rows done of rows total as the handler goes, read by jobs.get from the job row', async () => {
    const step = () => {
      let resolve = () => {};
      const promise = new Promise<void>((done) => (resolve = done));
      return { promise, resolve };
    };
    const [reachedFirst, goOn, reachedSecond, finish] = [step(), step(), step(), step()];
    suite.app.jobs.register('test-steps', {
      run: async (context) => {
        await context.setRowsTotal(3000);
        await context.addRowsDone(1000);
        reachedFirst.resolve();
        await goOn.promise;
        await context.addRowsDone(1000);
        reachedSecond.resolve();
        await finish.promise;
        await context.addRowsDone(1000);
      },
    });
    const job = await suite.app.jobs.enqueue({ kind: 'test-steps', ownerId: owner.id, permission: null, params: {} });
    await reachedFirst.promise;
    expect((await as(owner.cookie).get(`/api/jobs/${job.id}`)).json()).toMatchObject({ status: 'running', rowsDone: 1000, rowsTotal: 3000 });
    goOn.resolve();
    await reachedSecond.promise;
    expect((await as(owner.cookie).get(`/api/jobs/${job.id}`)).json()).toMatchObject({ status: 'running', rowsDone: 2000, rowsTotal: 3000 });
    finish.resolve();
    expect(await finished(owner.cookie, job.id)).toMatchObject({ status: 'done', rowsDone: 3000, rowsTotal: 3000, file: null });
  });

  it('writes the same workbook and PDF as the direct export', async () => {
    const xlsx = await finished(owner.cookie, (await exportJob(owner.cookie, 'operations', { format: 'xlsx', from: '2025-03-01', to: '2025-03-31' })).id);
    expect(xlsx).toMatchObject({ status: 'done', rowsDone: ROWS, rowsTotal: ROWS });
    const fromJob = await as(owner.cookie).get(`/api/jobs/${xlsx.id}/file`);
    const direct = await as(owner.cookie).get('/api/reports/operations/export?format=xlsx&from=2025-03-01&to=2025-03-31');
    expect(await xlsxSheetRows(fromJob.rawPayload)).toEqual(await xlsxSheetRows(direct.rawPayload));

    const pdfQuery = { format: 'pdf', lang: 'fr', from: '2025-03-01', to: '2025-03-02' };
    const pdf = await finished(owner.cookie, (await exportJob(owner.cookie, 'operations', pdfQuery)).id);
    expect(pdf.status, JSON.stringify(pdf)).toBe('done');
    expect(pdf.rowsDone).toBe(pdf.rowsTotal);
    const pdfFile = await as(owner.cookie).get(`/api/jobs/${pdf.id}/file`);
    expect(pdfFile.headers['content-type']).toBe('application/pdf');
    const pdfDirect = await as(owner.cookie).get('/api/reports/operations/export?format=pdf&lang=fr&from=2025-03-01&to=2025-03-02');
    expect(normaliseText(await pdfText(pdfFile.rawPayload))).toBe(normaliseText(await pdfText(pdfDirect.rawPayload)));
  }, 120_000);

  it('refuses a PDF past its row limit and a missing filter before queuing anything', async () => {
    const tooLarge = await as(owner.cookie).post('/api/reports/operations/exports', { format: 'pdf', from: '2025-03-01', to: '2025-03-31' });
    expect([tooLarge.statusCode, tooLarge.json().code]).toEqual([400, 'REPORT_TOO_LARGE_FOR_PDF']);
    const missing = await as(owner.cookie).post('/api/reports/balances/exports', { format: 'csv' });
    expect([missing.statusCode, missing.json().code]).toEqual([400, 'REPORT_FILTER_REQUIRED']);
    const unknownField = await as(owner.cookie).post('/api/reports/balances/exports', { format: 'csv', date: '2025-03-01', owner: 'x' });
    expect([unknownField.statusCode, unknownField.json().code]).toEqual([400, 'VALIDATION_FAILED']);
  });

  it('shows a job and its file to its owner and to a holder of all only', async () => {
    const job = await finished(owner.cookie, (await exportJob(owner.cookie, 'balances', { format: 'csv', date: '2025-03-31' })).id);
    for (const url of [`/api/jobs/${job.id}`, `/api/jobs/${job.id}/file`]) {
      const refused = await as(other.cookie).get(url);
      expect([refused.statusCode, refused.json().code]).toEqual([404, 'JOB_NOT_FOUND']);
      expect((await as(admin.cookie).get(url)).statusCode).toBe(200);
      const anonymous = await suite.app.inject({ method: 'GET', url });
      expect(anonymous.statusCode).toBe(401);
    }
    expect((await as(other.cookie).get('/api/jobs')).json().items.map((each: TJob) => each.id)).not.toContain(job.id);
    expect((await as(owner.cookie).get('/api/jobs?limit=5')).json().items[0].id).toBe(job.id);

    // The owner who no longer holds the permission the job needed no longer sees it.
    await suite.database.db.execute(sql`update users set permissions = '["profile"]'::jsonb where id = ${owner.id}`);
    try {
      const lost = await as(owner.cookie).get(`/api/jobs/${job.id}/file`);
      expect([lost.statusCode, lost.json().code]).toEqual([404, 'JOB_NOT_FOUND']);
    } finally {
      await suite.database.db.execute(sql`update users set permissions = '["reports"]'::jsonb where id = ${owner.id}`);
    }
  });

  it('refuses hostile ids, unfinished jobs and files past their time with a 4xx', async () => {
    for (const id of ['..%2F..%2Fetc%2Fpasswd', 'a%20b', 'x'.repeat(300), '%00', "1'%20or%201=1"]) {
      const answer = await as(owner.cookie).get(`/api/jobs/${id}`);
      expect(answer.statusCode, id).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode, id).toBeLessThan(500);
    }
    const unknown = await as(owner.cookie).get('/api/jobs/00000000-0000-4000-8000-000000000000/file');
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'JOB_NOT_FOUND']);
    const badLimit = await as(owner.cookie).get('/api/jobs?limit=100000');
    expect(badLimit.statusCode).toBe(400);

    // A kind no instance runs: it stays queued.
    await suite.database.db.execute(
      sql`insert into jobs (id, kind, owner_id, permission, params, status) values ('queued-one', 'not-run-here', ${owner.id}, 'reports', '{}'::jsonb, 'queued')`,
    );
    const early = await as(owner.cookie).get('/api/jobs/queued-one/file');
    expect([early.statusCode, early.json().code]).toEqual([409, 'JOB_NOT_FINISHED']);
    await suite.database.db.execute(sql`delete from jobs where id = 'queued-one'`);

    const job = await finished(owner.cookie, (await exportJob(owner.cookie, 'balances', { format: 'csv', date: '2025-03-31' })).id);
    await suite.database.db.execute(sql`update jobs set file_expires_at = now() - interval '1 second' where id = ${job.id}`);
    const expired = await as(owner.cookie).get(`/api/jobs/${job.id}/file`);
    expect([expired.statusCode, expired.json().code]).toEqual([410, 'JOB_FILE_EXPIRED']);
    expect((await as(owner.cookie).get(`/api/jobs/${job.id}`)).json().file).toBeNull();
  });

  it('marks a job left running by a process that is gone as failed when an instance starts', async () => {
    await suite.database.db
      .execute(sql`insert into jobs (id, kind, owner_id, permission, params, status, worker_id, heartbeat_at, started_at, rows_done, rows_total)
      values ('orphan', 'report-export', ${owner.id}, 'reports', '{}'::jsonb, 'running', 'a-dead-instance', now() - interval '5 minutes', now() - interval '5 minutes', 2000, ${ROWS})`);
    const restarted = await buildTestApp(suite.database);
    try {
      const answer = await as(owner.cookie).get('/api/jobs/orphan');
      expect(answer.json()).toMatchObject({ status: 'failed', errorCode: 'JOB_INTERRUPTED', rowsDone: 2000, rowsTotal: ROWS, file: null });
      expect(answer.json().finishedAt).not.toBeNull();
    } finally {
      await restarted.close();
    }
  });

  it('stops a running export when its instance stops and queues it again for another instance, never leaving it running', async () => {
    const slow = await buildTestApp(suite.database, { jobs: { startDelayMs: 60_000, pollEveryMs: 60_000 } });
    // `slow` starts the export it queues at once, but this file's app looks for queued jobs every
    // 100 ms too, and on a loaded machine it can take the job first (and finish it at once, with no
    // start delay). The stop is about the instance running the export, so exports are queued until
    // `slow` is the one running one; each taken by the other app is waited out first.
    const workerOf = async (jobId: string) =>
      (
        (await suite.database.db.execute(sql`select worker_id as "workerId" from jobs where id = ${jobId}`)) as unknown as {
          rows: Array<{ workerId: string | null }>;
        }
      ).rows[0]?.workerId;
    let id = '';
    let heldBySlow = false;
    for (let tries = 0; tries < 5 && !heldBySlow; tries += 1) {
      const started = await slow.inject({
        method: 'POST',
        url: '/api/reports/operations/exports',
        payload: { format: 'csv', from: '2025-03-01', to: '2025-03-31' },
        headers: owner.headers,
      });
      expect(started.statusCode, started.body).toBe(202);
      id = started.json<TJob>().id;
      for (let attempt = 0; attempt < 250 && (await as(owner.cookie).get(`/api/jobs/${id}`)).json().status === 'queued'; attempt += 1)
        await new Promise((resolve) => setTimeout(resolve, 20));
      heldBySlow = (await workerOf(id)) === slow.jobs.workerId;
      if (!heldBySlow) await finished(owner.cookie, id);
    }
    expect((await as(owner.cookie).get(`/api/jobs/${id}`)).json().status).toBe('running');
    expect(await slow.jobs.stop(0)).toBe(1);
    await slow.close();
    // docs/running.md §5: an export writes only its own file, so another instance runs it again from
    // the start: this file's app, which looks for queued jobs every 100 ms. On a loaded machine it takes
    // the job before a look here sees it queued, so what is asserted is what follows the stop: the
    // stopped instance's attempt never seen running again, and the second attempt finishing.
    const seen: TJob[] = [];
    const done = await finished(owner.cookie, id, seen);
    expect(done).toMatchObject({ status: 'done', attempts: 2, maxAttempts: 3, errorCode: null });
    expect(done.file).not.toBeNull();
    expect(seen.filter((job) => job.status === 'running' && job.attempts !== 2)).toEqual([]);
    expect(seen.filter((job) => job.status === 'queued' && (job.attempts !== 1 || job.errorCode !== 'JOB_INTERRUPTED'))).toEqual([]);
  });

  it('refuses more than a few unfinished jobs per user', async () => {
    const start = () => as(admin.cookie).post('/api/reports/balances/exports', { format: 'csv', date: '2025-03-31' });
    // Unfinished jobs of a kind no instance here runs: they stay queued.
    for (let index = 0; index < ACTIVE_JOBS_PER_USER; index += 1) {
      await suite.database.db.execute(
        sql`insert into jobs (id, kind, owner_id, params) values (${`waiting-${index}`}, 'not-run-here', ${admin.id}, '{}'::jsonb)`,
      );
    }
    const refused = await start();
    expect([refused.statusCode, refused.json().code, refused.json().params.limit]).toEqual([429, 'TOO_MANY_JOBS', ACTIVE_JOBS_PER_USER]);
    await suite.database.db.execute(sql`delete from jobs where kind = 'not-run-here'`);
    expect((await start()).statusCode).toBe(202);
  });
});
