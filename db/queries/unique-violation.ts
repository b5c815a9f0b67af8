/**
 * The unique index a failed insert or update ran into, or null. Drivers wrap the database error
 * (drizzle puts it in `cause`), so the chain is followed; `23505` is PostgreSQL's unique_violation.
 */
export function violatedUniqueIndex(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === '23505') return typeof candidate.constraint === 'string' ? candidate.constraint : '';
    current = candidate.cause;
  }
  return null;
}
