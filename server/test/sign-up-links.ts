import { desc, eq } from 'drizzle-orm';
import { outbox } from '../../db/schema';
import type { Db } from '../../db/client';

/** The token of the sign-up link in a mail's text, or null when it carries none. */
export function signUpTokenIn(text: string): string | null {
  const link = /https?:\/\/\S+\/confirm-sign-up\?token=([^\s"]+)/.exec(text);
  return link ? decodeURIComponent(link[1]!) : null;
}

/** The token of the latest sign-up link kept in the outbox for `email` (the mailer keeps every mail there). */
export async function mailedSignUpToken(database: { db: Db }, email: string): Promise<string | null> {
  const [mail] = await database.db.select({ body: outbox.body }).from(outbox).where(eq(outbox.recipient, email)).orderBy(desc(outbox.id)).limit(1);
  return mail ? signUpTokenIn(mail.body) : null;
}
