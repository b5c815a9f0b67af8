import { createServer, type AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema';
import { buildTestApp, createTestUser, DATABASE_KINDS, openTestDatabase, type TestDatabase } from '../test/helper';
import { smtpCapture, smtpConfig, type SmtpCapture } from '../test/smtp-capture';
import { createMailer } from './mailer';
import { accountApprovedMail, resetPasswordMail } from './templates';

/** A port nothing listens on: taken from the system, then released. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

type LogCall = { level: 'info' | 'error' | 'warn'; fields: Record<string, unknown>; message: string };

/** Just the logger calls the mailer makes, recorded. */
function recordingLogger() {
  const calls: LogCall[] = [];
  const record = (level: LogCall['level']) => (fields: Record<string, unknown>, message: string) => calls.push({ level, fields, message });
  const log = { info: record('info'), error: record('error'), warn: record('warn'), debug: () => undefined, trace: () => undefined, fatal: record('error') };
  return { calls, log: log as unknown as FastifyBaseLogger };
}

describe.each(DATABASE_KINDS)('mailer on %s', (kind) => {
  let database: TestDatabase;
  let smtp: SmtpCapture;
  let smtpPort = 0;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    smtp = smtpCapture({ refuse: ['refused@wasit.example'] });
    smtpPort = await smtp.listen();
  });
  afterAll(async () => {
    await smtp.close();
    await database.drop();
  });

  const outboxFor = (recipient: string) => database.db.select().from(outbox).where(eq(outbox.recipient, recipient));

  it('sends through SMTP: recipient, subject and body arrive, and the outbox row is marked sent', async () => {
    const { calls, log } = recordingLogger();
    const mailer = createMailer({ db: database.db, smtp: smtpConfig(smtpPort), log });
    const mail = accountApprovedMail({ to: 'amina@wasit.example', link: 'https://wasit.example/login' });
    await mailer.send(mail);

    const received = await smtp.waitFor('amina@wasit.example');
    expect(received).toMatchObject({ from: 'no-reply@wasit.example', to: ['amina@wasit.example'], subject: mail.subject });
    expect(received.text).toBe(mail.text);
    expect(received.text).toContain('تمت الموافقة على حسابك');

    const [row] = await outboxFor('amina@wasit.example');
    expect(row).toMatchObject({ subject: mail.subject, body: mail.text, error: null, sentAt: expect.any(Date) });
    expect(calls.filter((call) => call.level === 'error')).toEqual([]);
  });

  it('records the error in the outbox and throws nothing when SMTP is unreachable', async () => {
    const { calls, log } = recordingLogger();
    const mailer = createMailer({ db: database.db, smtp: smtpConfig(await closedPort()), log });
    await expect(mailer.send({ to: 'nobody-home@wasit.example', subject: 'Unreachable', text: 'Kept for later.' })).resolves.toBeUndefined();

    const [row] = await outboxFor('nobody-home@wasit.example');
    expect(row).toMatchObject({ subject: 'Unreachable', body: 'Kept for later.', sentAt: null });
    expect(row!.error).toMatch(/ECONNREFUSED|connect/i);
    expect(calls).toContainEqual(
      expect.objectContaining({
        level: 'error',
        fields: expect.objectContaining({ to: 'nobody-home@wasit.example', subject: 'Unreachable', reason: row!.error }),
      }),
    );
  });

  it('records the refusal when the SMTP server rejects the recipient', async () => {
    const { log } = recordingLogger();
    const mailer = createMailer({ db: database.db, smtp: smtpConfig(smtpPort), log });
    await mailer.send({ to: 'refused@wasit.example', subject: 'Rejected', text: 'Nobody takes this.' });
    const [row] = await outboxFor('refused@wasit.example');
    expect(row).toMatchObject({ sentAt: null, error: expect.stringContaining('550') });
  });

  it('without SMTP keeps the row unsent and writes to, subject and text to the log', async () => {
    const { calls, log } = recordingLogger();
    const mailer = createMailer({ db: database.db, smtp: null, log });
    const mail = resetPasswordMail({ to: 'offline@wasit.example', link: 'http://localhost:3000/reset-password?token=abc' });
    await mailer.send(mail);

    const [row] = await outboxFor('offline@wasit.example');
    expect(row).toMatchObject({ subject: mail.subject, body: mail.text, sentAt: null, error: null });
    expect(calls).toEqual([{ level: 'info', fields: { to: mail.to, subject: mail.subject, text: mail.text }, message: expect.stringContaining('outbox') }]);
  });

  it('end to end: a forgot-password request mails a reset link that the check accepts', async () => {
    const user = await createTestUser(database, { email: 'forgetful@wasit.example' });
    const app = await buildTestApp(database, { smtp: smtpConfig(smtpPort) });
    try {
      const asked = await app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: user.email } });
      expect(asked.json()).toEqual({ ok: true });

      const received = await smtp.waitFor(user.email);
      expect(received.subject).toMatch(/reset your password/);
      const link = /(\S+)\/reset-password\?token=(\S+)/.exec(received.text);
      expect(link?.[1]).toBe('http://localhost:3000');
      const token = new URLSearchParams(`token=${link![2]!}`).get('token')!;
      const check = await app.inject({ method: 'POST', url: '/api/auth/reset-password/check', payload: { token } });
      expect(check.json()).toEqual({ valid: true });

      const [row] = await outboxFor(user.email);
      expect(row).toMatchObject({ sentAt: expect.any(Date), error: null });
    } finally {
      await app.close();
    }
  });
});
