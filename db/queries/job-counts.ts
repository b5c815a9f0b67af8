import { inArray, sql } from 'drizzle-orm';
import type { Tx } from '../client';
import { jobs } from '../schema';

export type JobCount = { kind: string; status: string; count: number };

/** Jobs waiting or running, by kind and status: the queue's depth the metrics report (docs/running.md §2). */
export async function countUnfinishedJobs(db: Tx): Promise<JobCount[]> {
  const rows = await db
    .select({ kind: jobs.kind, status: jobs.status, count: sql<string>`count(*)` })
    .from(jobs)
    .where(inArray(jobs.status, ['queued', 'running']))
    .groupBy(jobs.kind, jobs.status);
  return rows.map((row) => ({ kind: row.kind, status: row.status, count: Number(row.count) }));
}
