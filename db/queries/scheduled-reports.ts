import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Tx } from '../client';
import { alertSettings, distributionProposals, jobs, profitRequests, scheduledReports, users } from '../schema';

export type ScheduledReportRecord = typeof scheduledReports.$inferSelect;
export type InsertScheduledReportParams = Omit<typeof scheduledReports.$inferInsert, 'createdAt' | 'updatedAt'>;

/** Every schedule, oldest first: few rows (an administrator's list), read whole. */
export function listScheduledReports(db: Tx): Promise<ScheduledReportRecord[]> {
  return db.select().from(scheduledReports).orderBy(asc(scheduledReports.createdAt), asc(scheduledReports.id));
}

export async function findScheduledReport(db: Tx, id: string, options: { forUpdate?: boolean } = {}): Promise<ScheduledReportRecord | null> {
  const query = db.select().from(scheduledReports).where(eq(scheduledReports.id, id));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function insertScheduledReport(db: Tx, params: InsertScheduledReportParams): Promise<ScheduledReportRecord> {
  const [row] = await db.insert(scheduledReports).values(params).returning();
  if (!row) throw new Error('insert into scheduled_reports returned no row');
  return row;
}

export type UpdateScheduledReportParams = Omit<InsertScheduledReportParams, 'id' | 'createdBy'>;

export async function updateScheduledReport(db: Tx, id: string, params: UpdateScheduledReportParams): Promise<ScheduledReportRecord | null> {
  const [row] = await db
    .update(scheduledReports)
    .set({ ...params, updatedAt: sql`now()` })
    .where(eq(scheduledReports.id, id))
    .returning();
  return row ?? null;
}

export async function deleteScheduledReport(db: Tx, id: string): Promise<boolean> {
  const rows = await db.delete(scheduledReports).where(eq(scheduledReports.id, id)).returning({ id: scheduledReports.id });
  return rows.length > 0;
}

export type RecipientRecord = { id: string; name: string; email: string; isActive: boolean };

/** The users named, with their e-mail as it is now. */
export function findRecipients(db: Tx, ids: readonly string[]): Promise<RecipientRecord[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: users.id, name: users.name, email: users.email, isActive: users.isActive })
    .from(users)
    .where(inArray(users.id, [...ids]));
}

export type AlertSettingsRecord = typeof alertSettings.$inferSelect;
const ALERTS_ID = 1;

/** The single alerts row; created with its defaults (every alert off) if the database lacks it. */
export async function findAlertSettings(db: Tx, options: { forUpdate?: boolean } = {}): Promise<AlertSettingsRecord> {
  await db.insert(alertSettings).values({ id: ALERTS_ID }).onConflictDoNothing();
  const query = db.select().from(alertSettings).where(eq(alertSettings.id, ALERTS_ID));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row) throw new Error('alert_settings row is missing');
  return row;
}

export type UpdateAlertSettingsParams = Omit<typeof alertSettings.$inferInsert, 'id' | 'updatedAt'>;

export async function updateAlertSettings(db: Tx, params: UpdateAlertSettingsParams): Promise<void> {
  await db
    .update(alertSettings)
    .set({ ...params, updatedAt: sql`now()` })
    .where(eq(alertSettings.id, ALERTS_ID));
}

export type WaitingApproval = { table: 'distribution-proposal' | 'profit-request'; id: string; kind: string; since: Date };

/** Proposals waiting for a decision since before `before`: distribution proposals and profit requests, oldest first. */
export async function findApprovalsWaitingSince(db: Tx, before: Date): Promise<WaitingApproval[]> {
  const proposals = await db
    .select({ id: distributionProposals.id, kind: distributionProposals.kind, since: distributionProposals.proposedAt })
    .from(distributionProposals)
    .where(and(eq(distributionProposals.status, 'pending'), lt(distributionProposals.proposedAt, before)))
    .orderBy(asc(distributionProposals.proposedAt))
    .limit(200);
  const requests = await db
    .select({ id: profitRequests.id, kind: profitRequests.distributionType, since: profitRequests.requestedAt })
    .from(profitRequests)
    .where(and(eq(profitRequests.status, 'pending'), lt(profitRequests.requestedAt, before)))
    .orderBy(asc(profitRequests.requestedAt))
    .limit(200);
  return [
    ...proposals.map((row) => ({ table: 'distribution-proposal' as const, ...row })),
    ...requests.map((row) => ({ table: 'profit-request' as const, ...row })),
  ];
}

export type FailedJob = { id: string; kind: string; errorCode: string | null; attempts: number; finishedAt: Date | null };

/**
 * Jobs failed for good (a failed attempt with attempts left is queued again, so `failed` is final
 * until an administrator retries it) that finished after `since`, except the kinds named.
 */
export function findJobsFailedSince(db: Tx, params: { since: Date; exceptKinds: readonly string[] }): Promise<FailedJob[]> {
  return db
    .select({ id: jobs.id, kind: jobs.kind, errorCode: jobs.errorCode, attempts: jobs.attempts, finishedAt: jobs.finishedAt })
    .from(jobs)
    .where(
      and(
        eq(jobs.status, 'failed'),
        sql`${jobs.finishedAt} >= ${params.since.toISOString()}::timestamptz`,
        params.exceptKinds.length ? sql`${jobs.kind} not in ${params.exceptKinds}` : undefined,
      ),
    )
    .orderBy(asc(jobs.finishedAt))
    .limit(200);
}
