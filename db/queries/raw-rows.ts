import type { SQL } from 'drizzle-orm';
import type { Tx } from '../client';

/** The rows of a raw statement; both drivers answer `{ rows }`. */
export async function rowsOf<TRow>(db: Tx, query: SQL): Promise<TRow[]> {
  const answer = (await db.execute(query)) as unknown as { rows: TRow[] };
  return answer.rows;
}
