import { auditKeyFingerprint, installAuditKey, keyedLinkHash } from '../../../db/audit-key';
import type { Db, Tx } from '../../../db/client';
import { insertAudit, lockAuditChain } from '../../../db/queries/audit';
import { readChainLinks, rewriteChainLinks } from '../../../db/queries/audit-chain';
import { describeVerdict, verifyAuditChain, type ChainVerdict } from './verify-chain';

export type ChainKeying = { kind: 'empty' } | { kind: 'keyed' } | { kind: 'rekeyed'; rows: number; unkeyed: ChainVerdict };

const BATCH_ROWS = 2000;

export class AuditKeyMismatch extends Error {}

/** Gives every row, in id order, its keyed hash over the new hash of the row before it. */
async function rekeyRows(tx: Tx, key: Buffer): Promise<number> {
  let previous: string | null = null;
  let afterId: string | null = null;
  let rows = 0;
  for (;;) {
    const links = await readChainLinks(tx, { afterId, limit: BATCH_ROWS });
    const rewritten = links.map((link) => {
      const prevHash: string | null = previous;
      previous = keyedLinkHash(key, prevHash, link.content);
      return { id: link.id, prevHash, hash: previous };
    });
    await rewriteChainLinks(tx, rewritten);
    rows += links.length;
    if (links.length < BATCH_ROWS) return rows;
    afterId = links.at(-1)!.id;
  }
}

/**
 * Run at every start, before serving (docs/architecture.md §9). The chain's first row says how it
 * was written: keyed with this key (nothing to do), unkeyed (a chain from before keys: verified
 * unkeyed, every row then given its keyed hash, and the change recorded as an audit row holding
 * that verdict), or with another key (refused: writing on would break the chain). A data folder's
 * key made before this start means the chain was keyed already: an unkeyed chain there was
 * rewritten whole, and is refused rather than re-keyed (`mayRekey` false).
 */
export async function prepareAuditChain(db: Db, key: Buffer, options: { mayRekey: boolean } = { mayRekey: true }): Promise<ChainKeying> {
  installAuditKey(key);
  return db.transaction(async (tx) => {
    await lockAuditChain(tx);
    const [first] = await readChainLinks(tx, { afterId: null, limit: 1 });
    if (!first) return { kind: 'empty' } as const;
    if (first.hash === keyedLinkHash(key, first.prevHash, first.content)) return { kind: 'keyed' } as const;
    if (first.hash !== first.unkeyedHash) {
      throw new AuditKeyMismatch(
        `The audit chain was not written with this audit key (key ${auditKeyFingerprint(key)}): its first row (${first.id}) does not match it. Give the key the chain was written with (AUDIT_KEY, AUDIT_KEY_FILE or DATA_DIR/audit.key); if the key is right, the first row was changed: run npm run audit:verify.`,
      );
    }
    if (!options.mayRekey) {
      throw new AuditKeyMismatch(
        `The audit chain is not keyed although its key ${auditKeyFingerprint(key)} existed before this start: the chain was rewritten without the key. Run npm run audit:verify and restore a backup.`,
      );
    }
    const unkeyed = await verifyAuditChain(tx, { hashing: { kind: 'unkeyed' } });
    const rows = await rekeyRows(tx, key);
    await insertAudit(tx, {
      actorId: null,
      action: 'audit.chain-keyed',
      entity: 'audit_log',
      entityId: null,
      after: { rows, unkeyedVerdict: describeVerdict(unkeyed), keyFingerprint: auditKeyFingerprint(key) },
      clientAddress: null,
      requestId: null,
    });
    return { kind: 'rekeyed', rows, unkeyed } as const;
  });
}
