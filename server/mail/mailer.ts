import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { insertOutbox, markOutboxSent } from '../../db/queries/outbox';
import type { SmtpConfig } from '../config';

export type Mail = { to: string; subject: string; text: string };
export type Mailer = {
  send: (mail: Mail) => Promise<void>;
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
  return {
    async send(mail) {
      const id = await insertOutbox(db, { recipient: mail.to, subject: mail.subject, body: mail.text });
      if (!transport || !smtp) {
        log.info({ to: mail.to, subject: mail.subject, text: mail.text }, 'mail kept in outbox (no SMTP configured)');
        return;
      }
      try {
        await transport.sendMail({ from: smtp.from, to: mail.to, subject: mail.subject, text: mail.text });
        await markOutboxSent(db, id, null);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        await markOutboxSent(db, id, reason);
        log.error({ to: mail.to, subject: mail.subject, reason }, 'mail could not be sent by SMTP; kept in outbox');
      }
    },
    close() {
      transport?.close();
    },
  };
}
