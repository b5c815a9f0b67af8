import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TScheduledReport } from '../../../contract/scheduled-reports';
import { previousRun } from '../../../domain';
import type { App } from '../../app';
import type { AppConfig } from '../../config';
import { seedIndividual, seedOperation } from '../../test/distribution-seed';
import { asBrowser, buildTestApp, createTestUser, DATABASE_KINDS, openTestDatabase, signIn, type TestDatabase } from '../../test/helper';
import { smtpCapture, smtpConfig, type SmtpCapture } from '../../test/smtp-capture';
import { until } from '../../test/until';
import { queueAlerts, queueAuditCheck } from './alerts';
import { rangeDays } from './scheduled-report-file';
import { queueDueReports, SCHEDULED_REPORT_ATTEMPTS } from './scheduled-report-job';

type JobRow = { id: string; kind: string; status: string; attempts: number; errorCode: string | null; key: string };

describe.each(DATABASE_KINDS)('scheduled reports and alerts on %s', (kind) => {
  let database: TestDatabase;
  let smtp: SmtpCapture;
  let port = 0;
  let first: App;
  let second: App;
  let admin: Record<string, string>;
  let clerk: Record<string, string>;
  let adminId = '';
  let readerId = '';
  let refusedId = '';
  const readerEmail = 'reader@wasit.example';
  const refusedEmail = 'nobody@refused.example';
  const adminEmail = 'boss@wasit.example';

  const config = (): Partial<AppConfig> => ({
    logLevel: process.env.SCHEDULES_LOG === '1' ? 'warn' : 'silent',
    smtp: smtpConfig(port),
    jobs: { pollEveryMs: 50, retryBaseMs: 50 },
  });

  const jobsOf = async (where: string): Promise<JobRow[]> =>
    (
      (await database.db.execute(
        sql.raw(`select id, kind, status, attempts, error_code as "errorCode", idempotency_key as "key" from jobs where ${where} order by created_at`),
      )) as unknown as { rows: JobRow[] }
    ).rows;

  const body = (overrides: Record<string, unknown> = {}) => ({
    report: 'operations',
    filters: { range: 'previous-month' },
    format: 'csv',
    language: 'en',
    recipientIds: [readerId],
    rhythm: { frequency: 'weekly', weekday: 1, hour: 7 },
    ...overrides,
  });
  const create = (payload: unknown, headers = admin) => first.inject({ method: 'POST', url: '/api/scheduled-reports', headers, payload: payload as object });
  const list = async () =>
    (await first.inject({ method: 'GET', url: '/api/scheduled-reports', headers: admin })).json<{ items: TScheduledReport[]; timeZone: string }>();
  const setAlerts = (payload: Record<string, unknown>) =>
    first.inject({
      method: 'PUT',
      url: '/api/alerts',
      headers: admin,
      payload: { timeZone: 'Africa/Cairo', pendingApprovals: false, failedJobs: false, auditChain: false, waitingHours: 24, recipientIds: [], ...payload },
    });

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    smtp = smtpCapture({ refuse: [refusedEmail] });
    port = await smtp.listen();
    const adminUser = await createTestUser(database, { email: adminEmail, permissions: ['all'] });
    adminId = adminUser.id;
    readerId = (await createTestUser(database, { email: readerEmail, permissions: ['profile'] })).id;
    refusedId = (await createTestUser(database, { email: refusedEmail, permissions: ['profile'] })).id;
    const clerkUser = await createTestUser(database, { permissions: ['reports', 'company-settings', 'user-management'] });
    first = await buildTestApp(database, config());
    second = await buildTestApp(database, config());
    admin = asBrowser(await signIn(first, adminUser.email));
    clerk = asBrowser(await signIn(first, clerkUser.email));
  }, 120_000);
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await smtp.close();
    await database.drop();
  });

  it('refuses non-administrators and bad input, changing nothing', async () => {
    for (const [method, url] of [
      ['GET', '/api/scheduled-reports'],
      ['POST', '/api/scheduled-reports'],
      ['PUT', '/api/scheduled-reports/any-id'],
      ['DELETE', '/api/scheduled-reports/any-id'],
      ['GET', '/api/alerts'],
      ['PUT', '/api/alerts'],
    ] as const) {
      const answer = await first.inject({ method, url, headers: clerk, ...(method === 'POST' || method === 'PUT' ? { payload: body() } : {}) });
      expect([method, url, answer.statusCode, answer.json().code]).toEqual([method, url, 403, 'FORBIDDEN']);
    }
    const bad = [
      body({ rhythm: { frequency: 'weekly', hour: 7 } }),
      body({ rhythm: { frequency: 'weekly', weekday: 8, hour: 7 } }),
      body({ rhythm: { frequency: 'monthly', monthDay: 32, hour: 7 } }),
      body({ rhythm: { frequency: 'daily', hour: 24 } }),
      body({ report: 'everything' }),
      body({ format: 'docx' }),
      body({ filters: {} }),
      body({ filters: { range: 'previous-month', extra: '1' } }),
      body({ report: 'income-statement', filters: { period: 'previous-day' } }),
      body({ recipientIds: [] }),
      body({ recipientIds: [readerId, readerId] }),
      body({ recipientIds: ['no-such-user'] }),
      body({ report: 'general-ledger', filters: { range: 'previous-day', account: 'ZZZ-NONE', currency: 'USD' } }),
    ];
    for (const payload of bad) {
      const answer = await create(payload);
      expect([answer.statusCode, answer.json().code], JSON.stringify(payload)).toEqual([400, 'VALIDATION_FAILED']);
    }
    expect((await list()).items).toEqual([]);
    const badZone = await setAlerts({ timeZone: 'Mars/Olympus' });
    expect([badZone.statusCode, badZone.json().code]).toEqual([400, 'VALIDATION_FAILED']);
    const nobody = await setAlerts({ failedJobs: true, recipientIds: [] });
    expect([nobody.statusCode, nobody.json().code]).toEqual([400, 'VALIDATION_FAILED']);
  });

  it('creates, lists, updates and deletes a schedule, each write audited', async () => {
    const created = await create(body({ report: 'trial-balance', filters: { currency: 'USD' }, format: 'pdf', language: 'ar' }));
    expect(created.statusCode, created.body).toBe(201);
    const schedule = created.json<TScheduledReport>();
    expect(schedule).toMatchObject({
      report: 'trial-balance',
      filters: { currency: 'USD' },
      format: 'pdf',
      language: 'ar',
      recipients: [{ id: readerId, email: readerEmail }],
      rhythm: { frequency: 'weekly', weekday: 1, hour: 7 },
    });
    expect(new Date(schedule.nextRunAt).getTime()).toBeGreaterThan(Date.now());
    expect((await list()).items.map((item) => item.id)).toEqual([schedule.id]);

    const changed = await first.inject({
      method: 'PUT',
      url: `/api/scheduled-reports/${schedule.id}`,
      headers: admin,
      payload: body({ rhythm: { frequency: 'monthly', monthDay: 31, hour: 6 }, recipientIds: [readerId, adminId] }),
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      report: 'operations',
      rhythm: { frequency: 'monthly', monthDay: 31, hour: 6 },
      recipients: [{ id: readerId }, { id: adminId }],
    });
    const refused = await first.inject({
      method: 'PUT',
      url: `/api/scheduled-reports/${schedule.id}`,
      headers: admin,
      payload: body({ rhythm: { frequency: 'daily' } }),
    });
    expect(refused.statusCode).toBe(400);
    expect((await list()).items[0]!.rhythm).toEqual({ frequency: 'monthly', monthDay: 31, hour: 6 });
    const missing = await first.inject({ method: 'PUT', url: '/api/scheduled-reports/no-such-id', headers: admin, payload: body() });
    expect([missing.statusCode, missing.json().code]).toEqual([404, 'SCHEDULED_REPORT_NOT_FOUND']);

    const deleted = await first.inject({ method: 'DELETE', url: `/api/scheduled-reports/${schedule.id}`, headers: admin });
    expect(deleted.statusCode).toBe(200);
    const again = await first.inject({ method: 'DELETE', url: `/api/scheduled-reports/${schedule.id}`, headers: admin });
    expect([again.statusCode, again.json().code]).toEqual([404, 'SCHEDULED_REPORT_NOT_FOUND']);
    expect((await list()).items).toEqual([]);
    const audit = (await database.db.execute(
      sql`select action from audit_log where entity = 'scheduled-report' and entity_id = ${schedule.id} order by id`,
    )) as unknown as { rows: Array<{ action: string }> };
    expect(audit.rows.map((row) => row.action)).toEqual(['scheduled-report.create', 'scheduled-report.update', 'scheduled-report.delete']);
  });

  it('runs a due schedule once per period however many runners tick, and mails the report as it exports', async () => {
    expect((await setAlerts({ timeZone: 'Africa/Cairo' })).statusCode).toBe(200);
    expect((await list()).timeZone).toBe('Africa/Cairo');
    const created = await create(body({ rhythm: { frequency: 'daily', hour: 6 }, recipientIds: [readerId, adminId] }));
    expect(created.statusCode, created.body).toBe(201);
    const schedule = created.json<TScheduledReport>();
    // Two days on, the latest run is after the schedule was made: it is due.
    const now = new Date(Date.now() + 2 * 86_400_000);
    const run = previousRun({ frequency: 'daily', hour: 6 }, 'Africa/Cairo', now)!;
    const { from, to } = rangeDays('previous-month', run.day);
    const client = await seedIndividual(database.db, { name: 'Scheduled Client' });
    const mediator = await seedIndividual(database.db, { name: 'Scheduled Mediator', type: 'mediator' });
    for (const date of [from, to]) {
      await seedOperation(database.db, { date, currency: 'USD', investorShare: '1300.00', clientId: client, mediatorId: mediator }, { status: 'completed' });
    }

    const queued = [...(await queueDueReports(first.deps, now)), ...(await queueDueReports(second.deps, now)), ...(await queueDueReports(first.deps, now))];
    expect(queued).toHaveLength(1);
    const jobs = await until(
      () => jobsOf(`kind = 'scheduled-report'`),
      (rows) => rows.length === 1 && rows[0]!.status === 'done',
      'the scheduled report sent',
    );
    expect(jobs.map((job) => [job.key, job.attempts])).toEqual([[`scheduled-report:${schedule.id}:${run.day}`, 1]]);
    const mails = smtp.received.filter((mail) => mail.subject.startsWith('Wasit: Operations report'));
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.to.sort()).toEqual([adminEmail, readerEmail].sort());
    expect(mail.subject).toBe(`Wasit: Operations report of ${run.day}`);
    expect(mail.attachments.map((each) => each.type)).toEqual(['text/csv']);
    const exported = await first.inject({ method: 'GET', url: `/api/reports/operations/export?format=csv&lang=en&from=${from}&to=${to}`, headers: admin });
    expect(exported.statusCode).toBe(200);
    expect(mail.attachments[0]!.name).toBe(/filename="?([^";]+)"?/.exec(String(exported.headers['content-disposition']))?.[1]);
    expect(mail.attachments[0]!.content.toString('utf8')).toBe(exported.body);
    expect(exported.body.split('\n').filter((line) => line.includes('1300')).length).toBeGreaterThanOrEqual(2);

    // Ticking again in the same period queues nothing; the list tells the next run.
    expect(await queueDueReports(second.deps, now)).toEqual([]);
    const [listed] = (await list()).items.filter((item) => item.id === schedule.id);
    expect(new Date(listed!.nextRunAt).getTime()).toBeGreaterThan(Date.now());
    await first.inject({ method: 'DELETE', url: `/api/scheduled-reports/${schedule.id}`, headers: admin });
  });

  it('retries a failing run with back-off, then alerts its failure once', async () => {
    expect((await setAlerts({ failedJobs: true, recipientIds: [adminId] })).statusCode).toBe(200);
    const created = await create(body({ rhythm: { frequency: 'daily', hour: 6 }, recipientIds: [refusedId] }));
    const schedule = created.json<TScheduledReport>();
    const now = new Date(Date.now() + 2 * 86_400_000);
    expect(await queueDueReports(first.deps, now)).toHaveLength(1);
    const [failed] = await until(
      () => jobsOf(`kind = 'scheduled-report' and params->>'scheduleId' = '${schedule.id}'`),
      (rows) => rows[0]?.status === 'failed',
      'the run failed for good',
    );
    expect([failed!.attempts, failed!.errorCode]).toEqual([SCHEDULED_REPORT_ATTEMPTS, 'MAIL_NOT_SENT']);

    const alerted = [...(await queueAlerts(first.deps)), ...(await queueAlerts(second.deps)), ...(await queueAlerts(first.deps))];
    expect(alerted).toEqual([`job:${failed!.id}:${SCHEDULED_REPORT_ATTEMPTS}`]);
    await until(
      () => jobsOf(`kind = 'alert-mail'`),
      (rows) => rows.length === 1 && rows[0]!.status === 'done',
      'the alert sent',
    );
    const alerts = smtp.received.filter((mail) => mail.subject.startsWith('Wasit: a background job failed'));
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.to).toEqual([adminEmail]);
    expect(alerts[0]!.text).toContain(`The job ${failed!.id} (Scheduled report) failed after 5 attempts`);
    expect(alerts[0]!.text).toContain('La tâche');
    expect(await queueAlerts(second.deps)).toEqual([]);
    await first.inject({ method: 'DELETE', url: `/api/scheduled-reports/${schedule.id}`, headers: admin });
  });

  it('alerts a distribution proposal waiting past the threshold, once', async () => {
    expect((await setAlerts({ pendingApprovals: true, waitingHours: 2, recipientIds: [adminId, readerId] })).statusCode).toBe(200);
    const proposedAt = new Date(Date.now() - 3 * 3_600_000).toISOString();
    await database.db
      .execute(sql`insert into distribution_proposals (id, kind, source, year, month, currency, request, totals, fingerprint, proposed_by, proposed_at)
      values ('old-proposal', 'investor', 'operations', 2026, 1, 'USD', '{}'::jsonb, '{}'::jsonb, 'f', ${adminId}, ${proposedAt}::timestamptz),
             ('new-proposal', 'investor', 'operations', 2026, 2, 'USD', '{}'::jsonb, '{}'::jsonb, 'f', ${adminId}, now())`);
    expect(await queueAlerts(first.deps)).toEqual(['approval:distribution-proposal:old-proposal']);
    expect(await queueAlerts(second.deps)).toEqual([]);
    const mail = await until(
      async () => smtp.received.filter((each) => each.subject.startsWith('Wasit: a proposal is waiting')),
      (mails) => mails.length === 1,
      'the approval alert',
    );
    expect(mail[0]!.to.sort()).toEqual([adminEmail, readerEmail].sort());
    expect(mail[0]!.text).toContain('A distribution proposal (old-proposal) has been waiting');
  });

  it('checks the audit chain once a night and alerts a break once', async () => {
    expect((await setAlerts({ auditChain: true, recipientIds: [adminId] })).statusCode).toBe(200);
    const night = new Date(Date.now() + 3 * 86_400_000);
    expect([await queueAuditCheck(first.deps, night), await queueAuditCheck(second.deps, night)]).toEqual([true, false]);
    const [intact] = await until(
      () => jobsOf(`kind = 'audit-check'`),
      (rows) => rows.length === 1 && rows[0]!.status !== 'queued' && rows[0]!.status !== 'running',
      'the intact check',
    );
    expect([intact!.status, intact!.errorCode]).toEqual(['done', null]);

    // A row edited behind the app's back: the next night's check fails and alerts it, once.
    await database.db.execute(sql`update audit_log set actor_id = 'forger' where id = (select min(id) from audit_log)`);
    const next = new Date(night.getTime() + 86_400_000);
    expect(await queueAuditCheck(second.deps, next)).toBe(true);
    await until(
      () => jobsOf(`kind = 'audit-check'`),
      (rows) => rows.length === 2 && rows[1]!.status === 'failed',
      'the broken check',
    );
    expect((await jobsOf(`kind = 'audit-check'`))[1]!.errorCode).toBe('AUDIT_CHAIN_BROKEN');
    const alerts = await until(
      async () => smtp.received.filter((mail) => mail.subject.startsWith('Wasit: the audit chain is broken')),
      (mails) => mails.length === 1,
      'the audit alert',
    );
    expect(alerts[0]!.text).toContain('a row was edited');
    // Another night finds the same break: no second alert; and a failed check is never alerted as a failed job.
    expect(await queueAuditCheck(first.deps, new Date(next.getTime() + 86_400_000))).toBe(true);
    await until(
      () => jobsOf(`kind = 'audit-check'`),
      (rows) => rows.length === 3 && rows[2]!.status === 'failed',
      'the third check',
    );
    expect((await jobsOf(`kind = 'alert-mail' and idempotency_key like 'alert:audit:%'`)).length).toBe(1);
    expect(await queueAlerts(first.deps)).toEqual([]);
  });
});
