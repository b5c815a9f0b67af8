import { createHash } from 'node:crypto';

/** Canonical JSON: object keys sorted, bigints as decimal text, so equal inputs give equal text. */
function canonical(value: unknown): unknown {
  if (typeof value === 'bigint') return value.toString();
  if (Array.isArray(value)) return value.map(canonical);
  if (value instanceof Map) return canonical([...value.entries()].sort(([a], [b]) => String(a).localeCompare(String(b))));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/**
 * docs/distribution.md §14: the SHA-256 of a run's inputs (its sources, the ledger sums, the month's
 * rows, the settings it used). Stored with a proposal and computed again on approval: any difference
 * makes the proposal stale (PREVIEW_OUTDATED).
 */
export function fingerprintOf(inputs: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(canonical(inputs)))
    .digest('hex');
}
