import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TJob } from '../../../contract/jobs';
import { upsertPreference } from '../../../db/queries/preferences';
import type { App } from '../../app';
import type { AppConfig } from '../../config';
import { seedIndividual, seedOperation, seedSubscriber, setDistributionApproval, setDistributionSettings } from '../../test/distribution-seed';
import { asBrowser, buildTestApp, createTestUser, DATABASE_KINDS, openTestDatabase, signIn, type TestDatabase } from '../../test/helper';
import { normaliseText, pdfText } from '../../test/pdf-text';
import { smtpCapture, smtpConfig, type SmtpCapture } from '../../test/smtp-capture';
import { until } from '../../test/until';
import { queueStatements, STATEMENT_MAX_ATTEMPTS } from './statement-job';
import { confirmedBody } from '../../test/distribution-requests';

type JobRow = { id: string; status: string; attempts: number; rowsDone: number; errorCode: string | null; to: string; due: boolean };

describe.each(DATABASE_KINDS)('statements by e-mail on %s', (kind) => {
  let database: TestDatabase;
  let smtp: SmtpCapture;
  let port = 0;
  let admin: Record<string, string>;
  let manager: Record<string, string>;
  let approver: Record<string, string>;
  const emails = { ar: 'amina@member.example', fr: 'francois@member.example', en: 'bashir@member.example' };

  const config = (jobs: Partial<NonNullable<AppConfig['jobs']>> = {}): Partial<AppConfig> => ({
    logLevel: process.env.STATEMENTS_LOG === '1' ? 'warn' : 'silent',
    smtp: smtpConfig(port),
    jobs: { pollEveryMs: 50, retryBaseMs: 100, ...jobs },
  });

  const statementJobs = async (month: string): Promise<JobRow[]> =>
    (
      (await database.db
        .execute(sql`select id, status, attempts, rows_done as "rowsDone", error_code as "errorCode", params->>'to' as "to", run_after <= now() as "due"
      from jobs where kind = 'statement-mail' and params->>'month' = ${month} order by params->>'to'`)) as unknown as { rows: JobRow[] }
    ).rows;

  const allDone = (month: string, count: number) =>
    until(
      () => statementJobs(month),
      (rows) => rows.length === count && rows.every((row) => row.status === 'done'),
      `${month} sent`,
    );
  const mailsOf = (month: string) => smtp.received.filter((mail) => mail.subject.includes(month));
  const recipientsOf = (month: string) =>
    mailsOf(month)
      .map((mail) => mail.to.join(','))
      .sort();

  async function distribute(app: App, month: string, headers = manager) {
    const body = { year: '2026', month, currency: 'USD', source: 'operations', selection: { kind: 'all' }, investorPercentage: '80', loss: '0' };
    const preview = (await app.inject({ method: 'POST', url: '/api/profit-distribution/preview', headers, payload: body })).json();
    const answer = await app.inject({
      method: 'POST',
      url: '/api/profit-distribution/distribute',
      headers,
      payload: confirmedBody(body, preview),
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json();
  }

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const db = database.db;
    await setDistributionApproval(db, false);
    smtp = smtpCapture();
    port = await smtp.listen();
    await setDistributionSettings(db, { specialServiceRatio: '0', weightingMethod: 'month-end', specialBeneficiaryId: null });
    const client = await seedIndividual(db, { name: 'Client' });
    const mediator = await seedIndividual(db, { name: 'Mediator', type: 'mediator' });
    const amina = await seedSubscriber(db, { id: 'st-ar', currency: 'USD', subscriptionDate: '2025-01-01', subscriptionAmount: '3000.00', name: 'أمينة' });
    const francois = await seedSubscriber(db, {
      id: 'st-fr',
      currency: 'USD',
      subscriptionDate: '2025-01-01',
      subscriptionAmount: '2000.00',
      name: 'François',
    });
    const bashir = await seedSubscriber(db, { id: 'st-en', currency: 'USD', subscriptionDate: '2025-01-01', subscriptionAmount: '1000.00', name: 'Bashir' });
    const silent = await seedSubscriber(db, { id: 'st-none', currency: 'USD', subscriptionDate: '2025-01-01', subscriptionAmount: '500.00', name: 'No Mail' });
    // Amina and François have accounts whose e-mail and language win; Bashir only the individual's e-mail; No Mail none at all.
    const aminaUser = await createTestUser(database, { email: emails.ar, permissions: ['profile'] });
    const francoisUser = await createTestUser(database, { email: emails.fr, permissions: ['profile'] });
    await db.execute(sql`update users set individual_id = ${amina.individualId} where id = ${aminaUser.id}`);
    await db.execute(sql`update users set individual_id = ${francois.individualId} where id = ${francoisUser.id}`);
    await upsertPreference(db, { userId: aminaUser.id, key: 'language', preference: 'ar' });
    await upsertPreference(db, { userId: francoisUser.id, key: 'language', preference: 'fr' });
    await db.execute(sql`update individuals set email = ${emails.en} where id = ${bashir.individualId}`);
    await db.execute(sql`update individuals set email = '' where id = ${silent.individualId}`);
    for (const month of ['01', '02', '03', '04', '05']) {
      await seedOperation(db, { date: `2026-${month}-10`, currency: 'USD', investorShare: '1300.00', clientId: client, mediatorId: mediator });
    }
    const setup = await buildTestApp(database, config());
    try {
      admin = asBrowser(await signIn(setup, (await createTestUser(database, { permissions: ['all'] })).email));
      manager = asBrowser(await signIn(setup, (await createTestUser(database, { permissions: ['profit-distribution'] })).email));
      approver = asBrowser(await signIn(setup, (await createTestUser(database, { permissions: ['approve-distributions'] })).email));
    } finally {
      await setup.close();
    }
  }, 120_000);
  afterAll(async () => {
    await smtp.close();
    await database.drop();
  });

  it('mails one statement per member with an e-mail, in their language, with the statement PDF', async () => {
    const app = await buildTestApp(database, config());
    try {
      await distribute(app, '1');
      const jobs = await allDone('2026-01', 3);
      expect(jobs.map((job) => [job.to, job.rowsDone, job.attempts])).toEqual([
        [emails.ar, 1, 1],
        [emails.en, 1, 1],
        [emails.fr, 1, 1],
      ]);
      const mails = mailsOf('2026-01');
      expect(recipientsOf('2026-01')).toEqual([emails.ar, emails.en, emails.fr]);
      const byTo = new Map(mails.map((mail) => [mail.to.join(','), mail]));
      expect(byTo.get(emails.ar)!.subject).toBe('وسيط: كشف حسابك لشهر 2026-01');
      expect(byTo.get(emails.fr)!.subject).toBe('Wasit : votre relevé de 2026-01');
      expect(byTo.get(emails.en)!.subject).toBe('Wasit: your statement for 2026-01');
      expect(byTo.get(emails.fr)!.text).toContain('Bonjour François');
      for (const mail of mails) {
        expect(mail.attachments.map((each) => [each.type, each.name])).toEqual([['application/pdf', 'statement-2026-01.pdf']]);
        expect(mail.attachments[0]!.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      }
      const english = normaliseText(await pdfText(byTo.get(emails.en)!.attachments[0]!.content));
      for (const words of [
        'Monthly statement',
        'Bashir',
        'Profit of the month',
        'Capital at the end of the month',
        'Profit since the start of the year',
        'How your profit was computed',
        'Your share',
      ]) {
        expect(english).toContain(normaliseText(words));
      }
      expect(normaliseText(await pdfText(byTo.get(emails.ar)!.attachments[0]!.content))).toContain(normaliseText('كشف الحساب الشهري'));
      expect(normaliseText(await pdfText(byTo.get(emails.fr)!.attachments[0]!.content))).toContain(normaliseText('Relevé mensuel'));

      // Queuing the month again (a second run of the month) is a no-op: no job, no mail more.
      const again = await app.inject({ method: 'POST', url: '/api/profit-distribution/distribute', headers: manager, payload: {} });
      expect(again.statusCode).toBe(400);
      expect((await statementJobs('2026-01')).length).toBe(3);
    } finally {
      await app.close();
    }
  }, 120_000);

  it('retries with back-off while the mail server is down, then sends each statement once when it is back', async () => {
    await smtp.close();
    let mailServerDown = true;
    // Attempts 1 s, 2 s, 4 s… apart: the test sees the job waiting between two of them.
    const app = await buildTestApp(database, config({ retryBaseMs: 1000 }));
    try {
      await distribute(app, '2');
      const waiting = await until(
        () => statementJobs('2026-02'),
        (rows) => rows.length === 3 && rows.every((row) => row.attempts >= 2 && row.status === 'queued'),
        'failed attempts',
      );
      for (const row of waiting) expect([row.errorCode, row.rowsDone]).toEqual(['MAIL_NOT_SENT', 0]);
      // A queued job that failed an attempt shows the reason to an administrator. Read while all
      // three wait: on a loaded machine the next attempt (running, its reason not yet known) can
      // begin between the database read above and this list.
      const listFebruary = async () =>
        (await app.inject({ method: 'GET', url: '/api/jobs?scope=all&limit=100', headers: admin }))
          .json<{ items: TJob[] }>()
          .items.filter((job) => job.params.month === '2026-02');
      const february = await until(
        listFebruary,
        (jobs) => jobs.length === 3 && jobs.every((job) => job.status === 'queued' && job.attempts >= 2),
        'failed attempts, listed',
      );
      for (const job of february) expect(job).toMatchObject({ kind: 'statement-mail', ownerId: null, errorCode: 'MAIL_NOT_SENT' });
      await smtp.listen(port);
      mailServerDown = false;
      await allDone('2026-02', 3);
      expect(recipientsOf('2026-02')).toEqual([emails.ar, emails.en, emails.fr]);
      const failedInOutbox = (await database.db.execute(
        sql`select count(*)::int as n from outbox where subject like '%2026-02%' and error is not null`,
      )) as unknown as { rows: Array<{ n: number }> };
      expect(failedInOutbox.rows[0]!.n).toBeGreaterThanOrEqual(6);
    } finally {
      // A failure while it is down must not leave the mail server down for the tests after this one.
      if (mailServerDown) await smtp.listen(port);
      await app.close();
    }
  }, 120_000);

  it('stays failed after its last attempt; jobs.retry queues it again for an administrator only', async () => {
    smtp.refuse.add(emails.en);
    const app = await buildTestApp(database, config());
    try {
      await distribute(app, '3');
      const rows = await until(
        () => statementJobs('2026-03'),
        (found) => found.length === 3 && found.every((row) => row.status === 'done' || row.status === 'failed'),
        'March finished',
      );
      const failed = rows.find((row) => row.to === emails.en)!;
      expect(failed).toMatchObject({ status: 'failed', attempts: STATEMENT_MAX_ATTEMPTS, errorCode: 'MAIL_NOT_SENT', rowsDone: 0 });
      const job = (await app.inject({ method: 'GET', url: `/api/jobs/${failed.id}`, headers: admin })).json<TJob>();
      expect(job).toMatchObject({
        status: 'failed',
        errorCode: 'MAIL_NOT_SENT',
        attempts: STATEMENT_MAX_ATTEMPTS,
        params: { to: emails.en, month: '2026-03' },
      });
      expect(String(job.errorParams.reason)).toContain('Mailbox unavailable');
      const failedOnly = (await app.inject({ method: 'GET', url: '/api/jobs?scope=all&status=failed&limit=100', headers: admin })).json<{ items: TJob[] }>()
        .items;
      expect(failedOnly.map((each) => each.id)).toEqual([failed.id]);

      // Not for anyone but a holder of `all`.
      const listRefused = await app.inject({ method: 'GET', url: '/api/jobs?scope=all', headers: manager });
      expect([listRefused.statusCode, listRefused.json().code]).toEqual([403, 'FORBIDDEN']);
      expect((await app.inject({ method: 'GET', url: '/api/jobs', headers: manager })).json().items).toEqual([]);
      const retryRefused = await app.inject({ method: 'POST', url: `/api/jobs/${failed.id}/retry`, headers: manager });
      expect(retryRefused.statusCode).toBe(403);
      const done = rows.find((row) => row.status === 'done')!;
      const notFailed = await app.inject({ method: 'POST', url: `/api/jobs/${done.id}/retry`, headers: admin });
      expect([notFailed.statusCode, notFailed.json().code]).toEqual([409, 'JOB_NOT_FAILED']);
      const unknown = await app.inject({ method: 'POST', url: '/api/jobs/00000000-0000-4000-8000-000000000000/retry', headers: admin });
      expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'JOB_NOT_FOUND']);

      smtp.refuse.delete(emails.en);
      const retried = await app.inject({ method: 'POST', url: `/api/jobs/${failed.id}/retry`, headers: admin });
      expect(retried.statusCode, retried.body).toBe(200);
      expect(retried.json<TJob>().maxAttempts).toBe(STATEMENT_MAX_ATTEMPTS + 1);
      await allDone('2026-03', 3);
      expect(recipientsOf('2026-03')).toEqual([emails.ar, emails.en, emails.fr]);
    } finally {
      smtp.refuse.clear();
      await app.close();
    }
  }, 120_000);

  it('sends each statement once in total when the instance stops in the middle and another takes over', async () => {
    const first = await buildTestApp(database, config({ concurrency: 1 }));
    let stopping: Promise<void> | null = null;
    // The first April mail is accepted only once the instance has begun to stop: its job is cut off after the mail went.
    smtp.setOnMail(async (mail) => {
      if (stopping || !mail.subject.includes('2026-04')) return;
      stopping = first.close();
      await new Promise((resolve) => setTimeout(resolve, 100));
    });
    try {
      await distribute(first, '4');
      await until(
        async () => stopping,
        (value) => value !== null,
        'the first April mail',
      );
      await stopping;
    } finally {
      smtp.setOnMail(async () => {});
    }
    const between = await statementJobs('2026-04');
    expect(between.filter((row) => row.rowsDone === 1)).toHaveLength(1);
    expect(between.some((row) => row.status !== 'done')).toBe(true);
    expect(mailsOf('2026-04')).toHaveLength(1);

    const second = await buildTestApp(database, config());
    try {
      await allDone('2026-04', 3);
      expect(recipientsOf('2026-04')).toEqual([emails.ar, emails.en, emails.fr]);
    } finally {
      await second.close();
    }
  }, 120_000);

  it('mails the statements when a proposed run is approved (four-eyes), not when it is proposed', async () => {
    await setDistributionApproval(database.db, true);
    const app = await buildTestApp(database, config());
    try {
      const proposed = await distribute(app, '5');
      expect((await statementJobs('2026-05')).length).toBe(0);
      const runId = proposed.proposal.id;
      const approved = await app.inject({ method: 'POST', url: `/api/distribution-runs/${runId}/approve`, headers: approver, payload: {} });
      expect(approved.statusCode, approved.body).toBe(200);
      await allDone('2026-05', 3);
      expect(recipientsOf('2026-05')).toEqual([emails.ar, emails.en, emails.fr]);
    } finally {
      await setDistributionApproval(database.db, false);
      await app.close();
    }
  }, 120_000);

  it('queues the month of a run paying more investors than one statement takes parameters (65,535), once each', async () => {
    // A run of 100,000 investors failed at posting on PostgreSQL ("bind message has … parameter formats"):
    // the recipients were named one parameter each. Unknown ids stand in for the investors without an e-mail.
    const ids = [...Array.from({ length: 70_000 }, (_, index) => `absent-${index}`), 'st-ar', 'st-en', 'st-fr', 'st-none'];
    const queue = () => database.db.transaction((tx) => queueStatements(tx, { subscriberIds: ids, year: 2026, month: 9 }));
    expect(await queue()).toBe(3);
    expect(await queue()).toBe(0);
    const jobs = await statementJobs('2026-09');
    expect(jobs.map((job) => [job.to, job.status])).toEqual([
      [emails.ar, 'queued'],
      [emails.en, 'queued'],
      [emails.fr, 'queued'],
    ]);
    await database.db.execute(sql`delete from jobs where params->>'month' = '2026-09'`);
  });
});
