import { sql } from 'drizzle-orm';
import type { Tx } from '../client';
import { rowsOf } from './raw-rows';

/**
 * A member to whom a month's statement goes (docs/mail.md §1): the subscriber's individual, the
 * e-mail of the user linked to it (else the individual's own) and that user's chosen language.
 */
export type StatementRecipientRecord = {
  subscriberId: string;
  individualId: string;
  name: string;
  currency: string;
  email: string;
  userId: string | null;
  language: string | null;
};

/** Who has an e-mail to write to: the linked user's, else the individual's own. */
const recipientEmail = sql`coalesce(nullif(trim(u.email), ''), trim(i.email))`;

const recipientColumns = sql`
  s.id as "subscriberId", i.id as "individualId", i.name as "name", s.currency as "currency",
  ${recipientEmail} as "email", u.id as "userId",
  (select p.preference #>> '{}' from user_preferences p where p.user_id = u.id and p.key = 'language') as "language"`;

/** One linked user per individual: an active one first, then the oldest. */
const linkedUser = sql`
  left join lateral (select id, email from users where individual_id = i.id order by is_active desc, created_at, id limit 1) u on true`;

/** A recipient among these subscribers; one with no e-mail at all is left out. */
export async function findStatementRecipient(db: Tx, subscriberId: string): Promise<StatementRecipientRecord | null> {
  const [row] = await rowsOf<StatementRecipientRecord>(
    db,
    sql`select ${recipientColumns} from subscribers s join individuals i on i.id = s.individual_id ${linkedUser}
      where s.id = ${subscriberId} and ${recipientEmail} <> ''`,
  );
  return row ?? null;
}

export type QueueStatementJobsParams = { subscriberIds: readonly string[]; month: string; kind: string; keyPrefix: string; maxAttempts: number };

/**
 * docs/mail.md §1: one statement job per subscriber of the list who has an e-mail, in one
 * statement: a run pays up to every investor at once, more than a statement can take as separate
 * parameters (PostgreSQL allows 65,535), so the ids go as one array. The key is
 * `<keyPrefix><subscriber id>:<month>`; one already queued is kept. Returns how many were queued.
 */
export async function queueStatementJobs(db: Tx, params: QueueStatementJobsParams): Promise<number> {
  if (params.subscriberIds.length === 0) return 0;
  const [row] = await rowsOf<{ queued: number }>(
    db,
    sql`with queued as (
          insert into jobs (id, kind, params, max_attempts, idempotency_key)
          select gen_random_uuid()::text, ${params.kind},
                 jsonb_build_object('subscriberId', s.id, 'month', ${params.month}::text, 'member', i.name, 'to', ${recipientEmail}),
                 ${params.maxAttempts}, ${params.keyPrefix} || s.id || ':' || ${params.month}::text
          from subscribers s join individuals i on i.id = s.individual_id ${linkedUser}
          where s.id = any(${sql.param([...params.subscriberIds])}::text[]) and ${recipientEmail} <> ''
          order by s.id
          on conflict (idempotency_key) do nothing
          returning 1
        )
        select count(*)::int as queued from queued`,
  );
  return row?.queued ?? 0;
}

export type StatementProfitRecord = { id: string; share: string; source: string };

/** The subscriber's profit rows of the month (investor runs), oldest run first. */
export function statementProfitRows(db: Tx, params: { subscriberId: string; monthStart: string; monthEnd: string }): Promise<StatementProfitRecord[]> {
  return rowsOf<StatementProfitRecord>(
    db,
    sql`select mp.id::text as "id", mp.share::text as "share", r.source as "source"
      from monthly_profits mp join distribution_runs r on r.id = mp.run_id
      where mp.subscriber_id = ${params.subscriberId} and mp.distribution_type = 'profit'
        and mp.profit_date between ${params.monthStart}::date and ${params.monthEnd}::date
      order by r.created_at, mp.id`,
  );
}

/** Sum of the subscriber's profit rows from the first of the year to the month's end. */
export async function statementYearToDate(db: Tx, params: { subscriberId: string; yearStart: string; monthEnd: string }): Promise<string> {
  const [row] = await rowsOf<{ total: string }>(
    db,
    sql`select coalesce(sum(share), 0)::text as "total" from monthly_profits
      where subscriber_id = ${params.subscriberId} and distribution_type = 'profit'
        and profit_date between ${params.yearStart}::date and ${params.monthEnd}::date`,
  );
  return row?.total ?? '0';
}

/**
 * The subscriber's capital at the end of `date`: subscription + completed credits − completed
 * debits dated on or before it, the rule of the balances report (reports-balances.ts).
 */
export async function statementCapitalAt(db: Tx, params: { subscriberId: string; date: string }): Promise<string> {
  const [row] = await rowsOf<{ balance: string }>(
    db,
    sql`select (s.subscription_amount + coalesce(sum(case when t.type = 'credit' then t.amount else -t.amount end), 0))::text as "balance"
      from subscribers s
      left join balance_transactions t on t.subscriber_id = s.id and t.status = 'completed' and t.transaction_date <= ${params.date}::date
      where s.id = ${params.subscriberId}
      group by s.id`,
  );
  return row?.balance ?? '0';
}
