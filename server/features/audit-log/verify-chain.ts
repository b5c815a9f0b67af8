import type { Tx } from '../../../db/client';
import { auditHashExists, readChainLinks } from '../../../db/queries/audit-chain';

export type BreakReason = 'hash-mismatch' | 'previous-link-mismatch' | 'missing-row';

export type ChainVerdict =
  { intact: true; rows: number; headHash: string | null } | { intact: false; rows: number; brokenAt: { id: string; at: string }; reason: BreakReason };

const BATCH_ROWS = 2000;

/**
 * Walks the audit chain in id order and stops at the first broken link. A row whose stored hash
 * differs from its content's was edited; a row naming a predecessor that no longer exists follows
 * a deleted row; a row naming another existing row was re-linked. Deleting the newest rows leaves
 * no broken link: compare `rows` and `headHash` with a previously recorded run to notice that.
 */
export async function verifyAuditChain(db: Tx): Promise<ChainVerdict> {
  let previousHash: string | null = null;
  let afterId: string | null = null;
  let rows = 0;
  for (;;) {
    const links = await readChainLinks(db, { afterId, limit: BATCH_ROWS });
    for (const link of links) {
      const brokenAt = { id: link.id, at: link.at };
      if (link.hash !== link.expectedHash) return { intact: false, rows, brokenAt, reason: 'hash-mismatch' };
      if (link.prevHash !== previousHash) {
        const predecessorGone = link.prevHash !== null && !(await auditHashExists(db, link.prevHash));
        return { intact: false, rows, brokenAt, reason: predecessorGone ? 'missing-row' : 'previous-link-mismatch' };
      }
      previousHash = link.hash;
      rows += 1;
    }
    if (links.length < BATCH_ROWS) return { intact: true, rows, headHash: previousHash };
    afterId = links.at(-1)!.id;
  }
}

export function describeVerdict(verdict: ChainVerdict): string {
  if (verdict.intact) return `intact: ${verdict.rows} audit rows, head hash ${verdict.headHash ?? '(none)'}`;
  const why = {
    'hash-mismatch': 'its content does not match its hash (the row was changed)',
    'previous-link-mismatch': 'it does not link to the row before it (rows were re-linked or reordered)',
    'missing-row': 'the row it links to is missing (a row before it was deleted)',
  }[verdict.reason];
  return `broken at audit row ${verdict.brokenAt.id} (${verdict.brokenAt.at}): ${verdict.reason}, ${why}; ${verdict.rows} rows before it are intact`;
}
