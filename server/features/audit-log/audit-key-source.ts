import { auditKeyFromEnv, embeddedAuditKey, readAuditKeyFile } from '../../../db/audit-key';
import type { DatabaseConfig } from '../../../db/client';

export type AuditKeySource = {
  key: Buffer;
  origin: string;
  created: boolean;
  /** Whether a chain found unkeyed may be re-keyed with it: not with a data folder's key made before this start (see prepareAuditChain). */
  mayRekey: boolean;
};

/**
 * Where the audit chain's key comes from (docs/architecture.md §9): AUDIT_KEY or AUDIT_KEY_FILE
 * when set (several instances on one PostgreSQL share it that way), else the embedded database's
 * DATA_DIR/audit.key, made at the first start when `create`. Null when there is none to read.
 */
export async function findAuditKey(database: DatabaseConfig, env: NodeJS.ProcessEnv, options: { create: boolean }): Promise<AuditKeySource | null> {
  const fromEnv = auditKeyFromEnv(env);
  if (fromEnv) return { key: fromEnv, origin: env.AUDIT_KEY ? 'AUDIT_KEY' : `AUDIT_KEY_FILE (${env.AUDIT_KEY_FILE})`, created: false, mayRekey: true };
  if (database.kind !== 'pglite' || database.dataDir === null) return null;
  const origin = `${database.dataDir}/audit.key`;
  if (!options.create) {
    const key = await readAuditKeyFile(database.dataDir);
    return key ? { key, origin, created: false, mayRekey: false } : null;
  }
  const made = await embeddedAuditKey(database.dataDir);
  return { ...made, origin, mayRekey: made.created };
}

export const MISSING_AUDIT_KEY =
  'No audit key: on PostgreSQL set AUDIT_KEY (64 hex digits, e.g. from openssl rand -hex 32) or AUDIT_KEY_FILE, the same for every instance; on the embedded database it is DATA_DIR/audit.key, made at the first start.';

/** The key a server or a tool that writes audit rows must have: found, or made for a new embedded database. */
export async function requireAuditKey(database: DatabaseConfig, env: NodeJS.ProcessEnv): Promise<AuditKeySource> {
  const source = await findAuditKey(database, env, { create: true });
  if (!source) throw new Error(MISSING_AUDIT_KEY);
  return source;
}
