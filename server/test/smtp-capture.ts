import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { SmtpConfig } from '../config';

/** What the capture keeps of a mail: envelope, decoded subject and text, and its attachments' bytes. */
export type CapturedMail = {
  from: string;
  to: string[];
  subject: string;
  text: string;
  attachments: Array<{ type: string; name: string; content: Buffer }>;
};

type Part = { headers: Map<string, string>; body: Buffer; parts: Part[] };

function decodeQuotedPrintable(text: string): Buffer {
  const joined = text.replaceAll(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < joined.length; index += 1) {
    const hex = joined.slice(index + 1, index + 3);
    if (joined[index] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(joined.charCodeAt(index));
    }
  }
  return Buffer.from(bytes);
}

/** Undoes RFC 2047 encoded words (=?UTF-8?B?…?= and =?UTF-8?Q?…?=) in an unfolded header. */
function decodeHeader(value: string): string {
  return value
    .replaceAll(/\?=\s+=\?/g, '?==?')
    .replaceAll(/=\?[^?]+\?([BbQq])\?([^?]*)\?=/g, (_word, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text.replaceAll('_', ' ')).toString('utf8'),
    );
}

/**
 * Enough of MIME for what nodemailer writes: headers, a multipart body split on its boundary,
 * base64 or quoted-printable parts. Written here because the tests need only this much of it and
 * read it back from a real SMTP session (a full parser would be a dependency for tests alone).
 */
function parsePart(raw: string): Part {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replaceAll(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const headers = new Map(head.split('\r\n').map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
  const boundary = /boundary="?([^";]+)"?/i.exec(headers.get('content-type') ?? '')?.[1];
  if (boundary) {
    const parts = body
      .split(`--${boundary}`)
      .slice(1, -1)
      .map((part) => parsePart(part.replace(/^\r\n/, '')));
    return { headers, body: Buffer.alloc(0), parts };
  }
  const encoding = headers.get('content-transfer-encoding')?.toLowerCase();
  const bytes =
    encoding === 'base64'
      ? Buffer.from(body.replaceAll(/\s+/g, ''), 'base64')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(body)
        : Buffer.from(body, 'latin1');
  return { headers, body: bytes, parts: [] };
}

const leaves = (part: Part): Part[] => (part.parts.length === 0 ? [part] : part.parts.flatMap(leaves));

/** A raw message as received, read into its subject, its text part and its attachments. */
export function readMail(raw: string, envelope: { from: string; to: string[] }): CapturedMail {
  const message = parsePart(raw);
  const all = leaves(message);
  const textPart = all.find(
    (part) => (part.headers.get('content-type') ?? 'text/plain').startsWith('text/plain') && !/attachment/i.test(part.headers.get('content-disposition') ?? ''),
  );
  const attachments = all
    .filter((part) => /attachment/i.test(part.headers.get('content-disposition') ?? ''))
    .map((part) => ({
      type: (part.headers.get('content-type') ?? '').split(';')[0]!,
      name: /filename="?([^";]+)"?/.exec(part.headers.get('content-disposition') ?? '')?.[1] ?? '',
      content: part.body,
    }));
  const text = textPart ? textPart.body.toString('utf8').replaceAll('\r\n', '\n').trimEnd() : '';
  return { ...envelope, subject: decodeHeader(message.headers.get('subject') ?? ''), text, attachments };
}

/**
 * A real SMTP server on loopback (the `smtp-server` package) that keeps every mail it accepts.
 * `refuse` names recipients it rejects with 550; `setOnMail` sees each mail before it is accepted
 * (a throw refuses it). `listen` makes a new server each time (a closed one does not listen again),
 * on the same port when given, so a test can take the mail server down and bring it back.
 */
export function smtpCapture({ refuse = [] as string[] } = {}) {
  const received: CapturedMail[] = [];
  const refused = new Set(refuse);
  let onMail: (mail: CapturedMail) => Promise<void> = async () => {};
  let server: SMTPServer | null = null;
  const create = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      size: 20 * 1024 * 1024,
      onRcptTo(address, _session, callback) {
        if (refused.has(address.address)) return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
        callback();
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
          const mail = readMail(Buffer.concat(chunks).toString('latin1'), { from, to: session.envelope.rcptTo.map((rcpt) => rcpt.address) });
          received.push(mail);
          onMail(mail).then(() => callback(), callback);
        });
      },
    });
  return {
    received,
    refuse: refused,
    setOnMail: (handler: typeof onMail) => (onMail = handler),
    listen: (port = 0) =>
      new Promise<number>((resolve) => {
        const next = create();
        server = next;
        next.listen(port, '127.0.0.1', () => resolve((next.server.address() as AddressInfo).port));
      }),
    close: () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
    /** The first mail to `recipient`, waited for up to 5 s. */
    async waitFor(recipient: string): Promise<CapturedMail> {
      for (let attempt = 0; attempt < 100; attempt += 1) {
        const found = received.find((mail) => mail.to.includes(recipient));
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`no mail reached ${recipient}`);
    },
  };
}

export type SmtpCapture = ReturnType<typeof smtpCapture>;

/** The app's SMTP settings for a capture listening on `port` of this machine. */
export const smtpConfig = (port: number): SmtpConfig => ({
  host: '127.0.0.1',
  port,
  secure: false,
  user: null,
  password: null,
  from: 'Wasit <no-reply@wasit.example>',
});
