import { sql, type SQL } from 'drizzle-orm';

/** An instant as JavaScript's toISOString writes it: UTC, to the millisecond, with a Z. */
export const isoInstant = (instant: SQL) => sql<string>`to_char(${instant} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
