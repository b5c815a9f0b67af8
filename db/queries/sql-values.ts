import { sql, type SQL } from 'drizzle-orm';

/** Values as the parameters of an `in (…)` list (`$1, $2, …`); the caller makes sure there is at least one. */
export function sqlValues(values: readonly unknown[]): SQL {
  return sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );
}
