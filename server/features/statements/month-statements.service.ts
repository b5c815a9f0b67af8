import type { TStatementMonthList } from '../../../contract/statements';
import { holdsPermission } from '../../../contract/permissions';
import type { Tx } from '../../../db/client';
import { findMemberIndividual, memberSubscriptions } from '../../../db/queries/member-self';
import { findSubscriberById } from '../../../db/queries/subscribers';
import { AppError } from '../../app-error';
import type { Deps } from '../../deps';
import type { SessionUser } from '../../plugins/access';
import type { PdfLanguage } from '../../pdf/pdf-document';
import { statementFacts } from './statement-job';
import { statementPdf } from './statement-pdf';

type Statementable = { id: string; currency: string; subscriptionDate: string; name: string };

const monthIndex = (year: number, month: number) => year * 12 + (month - 1);
const monthOfDate = (date: string) => monthIndex(Number(date.slice(0, 4)), Number(date.slice(5, 7)));

/**
 * The subscriptions whose statements the user reads (docs/operations.md §15): a member's own; with
 * `subscribers`, the one named. A subscriber the user may not read reads as missing.
 */
async function readableSubscriptions(db: Tx, user: SessionUser, subscriberId: string | undefined): Promise<Statementable[]> {
  if (subscriberId !== undefined) {
    const subscriber = await findSubscriberById(db, subscriberId);
    const mayRead = subscriber && (holdsPermission(user.permissions, 'subscribers') || subscriber.individualId === user.individualId);
    if (!subscriber || !mayRead) throw new AppError('SUBSCRIBER_NOT_FOUND');
    return [{ id: subscriber.id, currency: subscriber.currency, subscriptionDate: subscriber.subscriptionDate, name: subscriber.name }];
  }
  if (!user.individualId) throw new AppError('NO_LINKED_INDIVIDUAL');
  const individual = await findMemberIndividual(db, user.individualId);
  if (!individual) throw new AppError('NO_LINKED_INDIVIDUAL');
  const rows = await memberSubscriptions(db, { individualId: individual.id });
  return rows.map((row) => ({ id: row.id, currency: row.currency, subscriptionDate: row.subscriptionDate, name: individual.name }));
}

/** Every month from the first subscription's to the current one, newest first, each with the subscriptions running by then. */
export async function listStatementMonths(deps: Deps, user: SessionUser, subscriberId: string | undefined, today: string): Promise<TStatementMonthList> {
  const subscriptions = await readableSubscriptions(deps.database.db, user, subscriberId);
  if (subscriptions.length === 0) return { items: [] };
  const first = Math.min(...subscriptions.map((row) => monthOfDate(row.subscriptionDate)));
  const items: TStatementMonthList['items'] = [];
  for (let index = monthOfDate(today); index >= first; index -= 1) {
    const running = subscriptions.filter((row) => monthOfDate(row.subscriptionDate) <= index);
    items.push({
      year: Math.floor(index / 12),
      month: (index % 12) + 1,
      subscriptions: running.map((row) => ({ subscriberId: row.id, currency: row.currency })),
    });
  }
  return { items };
}

/** One month's statement PDF of one subscription (the mailed statement's, docs/mail.md §1), for a month it ran and not after this one. */
export async function monthStatementPdf(
  deps: Deps,
  user: SessionUser,
  params: { yearText: string; monthText: string; subscriberId: string; language: PdfLanguage; today: string },
): Promise<{ body: Buffer; name: string }> {
  const year = Number(params.yearText);
  const month = Number(params.monthText);
  const [subscription] = await readableSubscriptions(deps.database.db, user, params.subscriberId);
  const index = monthIndex(year, month);
  if (!subscription || month < 1 || month > 12 || index < monthOfDate(subscription.subscriptionDate) || index > monthOfDate(params.today)) {
    throw new AppError('STATEMENT_MONTH_INVALID', { year, month });
  }
  const facts = await statementFacts(deps, {
    subscriberId: subscription.id,
    name: subscription.name,
    currency: subscription.currency,
    year,
    month,
    language: params.language,
  });
  const twoDigits = String(month).padStart(2, '0');
  return { body: await statementPdf(deps, facts, params.language), name: `statement-${year}-${twoDigits}-${subscription.currency}.pdf` };
}
