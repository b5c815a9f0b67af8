import { auditKey, keyedLinkHash } from '../../../db/audit-key';
import type { Tx } from '../../../db/client';
import { auditHashExists, readChainLinks, type ChainLink } from '../../../db/queries/audit-chain';

export type BreakReason = 'hash-mismatch' | 'previous-link-mismatch' | 'missing-row' | 'expected-hash-mismatch' | 'expected-row-missing';

/** A link recorded earlier (`audit:verify --expect ROW:HASH`, a closed month's stamp) that must still be in the chain. */
export type ExpectedLink = { id: string; hash: string };

export type ChainVerdict =
  | { intact: true; rows: number; headHash: string | null; headId: string | null }
  | { intact: false; rows: number; brokenAt: { id: string; at: string | null }; reason: BreakReason };

export type ChainHashing = { kind: 'keyed'; key: Buffer } | { kind: 'unkeyed' };

const BATCH_ROWS = 2000;

const hashOf = (link: ChainLink, hashing: ChainHashing) =>
  hashing.kind === 'keyed' ? keyedLinkHash(hashing.key, link.prevHash, link.content) : link.unkeyedHash;

/** Parses `ROW:HASH` (a row id and a 64-digit hex hash), as `audit:verify` prints the head and a closed month stores it. */
export function parseExpectedLink(text: string): ExpectedLink | null {
  const match = /^(\d{1,19}):([0-9a-f]{64})$/.exec(text.trim());
  return match ? { id: match[1]!, hash: match[2]! } : null;
}

/**
 * Walks the audit chain (checked with the process's key unless `hashing` says otherwise) in id order and stops at the first broken link (docs/architecture.md §9).
 * A row whose stored hash differs from the keyed hash of its content was edited (without the key,
 * re-hashing cannot hide it); a row naming a predecessor that no longer exists follows a deleted
 * row; a row naming another existing row was re-linked. Deleting the newest rows leaves no broken
 * link: `expected` links recorded earlier (a closed month's, a printed head) notice that, and a
 * chain rewritten whole with another key.
 */
export async function verifyAuditChain(db: Tx, options: { hashing?: ChainHashing; expected?: readonly ExpectedLink[] } = {}): Promise<ChainVerdict> {
  const hashing = options.hashing ?? { kind: 'keyed', key: auditKey() };
  const expected = options.expected ?? [];
  const pending = new Map(expected.map((link) => [link.id, link.hash]));
  let previousHash: string | null = null;
  let afterId: string | null = null;
  let rows = 0;
  for (;;) {
    const links = await readChainLinks(db, { afterId, limit: BATCH_ROWS });
    for (const link of links) {
      const brokenAt = { id: link.id, at: link.at };
      if (link.hash !== hashOf(link, hashing)) return { intact: false, rows, brokenAt, reason: 'hash-mismatch' };
      if (link.prevHash !== previousHash) {
        const predecessorGone = link.prevHash !== null && !(await auditHashExists(db, link.prevHash));
        return { intact: false, rows, brokenAt, reason: predecessorGone ? 'missing-row' : 'previous-link-mismatch' };
      }
      const recorded = pending.get(link.id);
      if (recorded !== undefined && recorded !== link.hash) return { intact: false, rows, brokenAt, reason: 'expected-hash-mismatch' };
      pending.delete(link.id);
      previousHash = link.hash;
      rows += 1;
    }
    if (links.length < BATCH_ROWS) {
      const [missing] = [...pending.keys()].sort((left, right) => (BigInt(left) < BigInt(right) ? -1 : 1));
      if (missing !== undefined) return { intact: false, rows, brokenAt: { id: missing, at: null }, reason: 'expected-row-missing' };
      return { intact: true, rows, headHash: previousHash, headId: links.at(-1)?.id ?? afterId };
    }
    afterId = links.at(-1)!.id;
  }
}

export function describeVerdict(verdict: ChainVerdict): string {
  if (verdict.intact)
    return `intact: ${verdict.rows} audit rows, head hash ${verdict.headHash ?? '(none)'}${verdict.headId === null ? '' : ` (--expect ${verdict.headId}:${verdict.headHash})`}`;
  const why = {
    'hash-mismatch': 'its content does not match its keyed hash (the row was changed, or the key is not the chain’s)',
    'previous-link-mismatch': 'it does not link to the row before it (rows were re-linked or reordered)',
    'missing-row': 'the row it links to is missing (a row before it was deleted)',
    'expected-hash-mismatch': 'its hash is not the one recorded for it (the chain was rewritten from this row or before)',
    'expected-row-missing': 'a row recorded earlier is no longer in the chain (rows were deleted)',
  }[verdict.reason];
  const where = verdict.brokenAt.at === null ? verdict.brokenAt.id : `${verdict.brokenAt.id} (${verdict.brokenAt.at})`;
  return `broken at audit row ${where}: ${verdict.reason}, ${why}; ${verdict.rows} rows before it are intact`;
}
