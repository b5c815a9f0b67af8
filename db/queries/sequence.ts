import { sql } from 'drizzle-orm';
import type { Tx } from '../client';

/**
 * The next value of a table's serial column, taken before the insert so that the human number
 * (OP-000123) can be written in the same insert. Both drivers answer `{ rows }`.
 */
async function nextSerial(db: Tx, table: 'operations' | 'product_sales', column: 'seq'): Promise<bigint> {
  const answer = (await db.execute(sql`select nextval(pg_get_serial_sequence(${table}, ${column}))::text as seq`)) as unknown as {
    rows: Array<{ seq: string }>;
  };
  const seq = answer.rows[0]?.seq;
  if (seq === undefined) throw new Error(`no sequence value for ${table}.${column}`);
  return BigInt(seq);
}

/** The next serial of a numbered table and the human number written with it: its prefix and six digits (OP-000123). */
export async function nextNumber(db: Tx, table: 'operations' | 'product_sales', prefix: 'OP' | 'PS'): Promise<{ seq: bigint; number: string }> {
  const seq = await nextSerial(db, table, 'seq');
  return { seq, number: `${prefix}-${seq.toString().padStart(6, '0')}` };
}
