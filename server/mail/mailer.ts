import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { insertOutbox, markOutboxSent } from '../../db/queries/outbox';
import { AppError } from '../app-error';
import type { SmtpConfig } from '../config';

export type MailAttachment = { filename: string; contentType: string; content: Buffer };
export type Mail = { to: string; subject: string; text: string; attachments?: MailAttachment[] };
export type Mailer = {
  send: (mail: Mail) => Promise<void>;
  /**
   * As send, but an SMTP refusal or an unreachable server throws MAIL_NOT_SENT (after the outbox
   * row is marked), so that a job can try again later (docs/mail.md §2).
   */
  deliver: (mail: Mail) => Promise<void>;
  /** Closes the SMTP transport's connections (at shutdown, once no request is sending). */
  close: () => void;
};

/**
 * Every mail is kept in the outbox table. With SMTP configured it is also sent (and marked sent or
 * failed); without it, the server log carries it, so the embedded default works offline.
 */
export function createMailer({ db, smtp, log }: { db: Db; smtp: SmtpConfig | null; log: FastifyBaseLogger }): Mailer {
  const transport: Transporter | null = smtp
    ? nodemailer.createTransport({
        host: smtp.host,
        port: smtp.port,
        secure: smtp.secure,
        auth: smtp.user ? { user: smtp.user, pass: smtp.password ?? '' } : undefined,
      })
    : null;
  /** The outbox keeps the text and the names of the attachments, not their bytes. */
  const kept = (mail: Mail) =>
    mail.attachments?.length ? `${mail.text}\n\n[${mail.attachments.map((attachment) => attachment.filename).join(', ')}]` : mail.text;
  async function send(mail: Mail, strict: boolean): Promise<void> {
    const id = await insertOutbox(db, { recipient: mail.to, subject: mail.subject, body: kept(mail) });
    if (!transport || !smtp) {
      log.info({ to: mail.to, subject: mail.subject, text: mail.text }, 'mail kept in outbox (no SMTP configured)');
      return;
    }
    try {
      await transport.sendMail({ from: smtp.from, to: mail.to, subject: mail.subject, text: mail.text, attachments: mail.attachments });
      await markOutboxSent(db, id, null);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      await markOutboxSent(db, id, reason);
      log.error({ to: mail.to, subject: mail.subject, reason }, 'mail could not be sent by SMTP; kept in outbox');
      if (strict) throw new AppError('MAIL_NOT_SENT', { reason: reason.slice(0, 200) });
    }
  }
  return {
    send: (mail) => send(mail, false),
    deliver: (mail) => send(mail, true),
    close() {
      transport?.close();
    },
  };
}
