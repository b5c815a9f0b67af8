import { createHash, createHmac, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { chmod, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The key of the audit chain's HMAC (docs/architecture.md §9). It never enters the database: the
 * server computes every link's hash. One process serves one database, so one key is installed per
 * process; writing an audit row without one is refused rather than left unkeyed.
 */
let installed: Buffer | null = null;

/** Shortest key accepted: 32 bytes, as many as the HMAC-SHA256 output. */
export const AUDIT_KEY_MIN_BYTES = 32;

/** The file, in the embedded database's data folder, holding the key made at the first start. */
export const AUDIT_KEY_FILE_NAME = 'audit.key';

export function installAuditKey(key: Buffer): void {
  if (key.length < AUDIT_KEY_MIN_BYTES) throw new Error(`The audit key must hold at least ${AUDIT_KEY_MIN_BYTES} bytes.`);
  if (installed && !installed.equals(key)) throw new Error('This process already uses another audit key: one process serves one audit chain.');
  installed = Buffer.from(key);
}

export function installedAuditKey(): Buffer | null {
  return installed;
}

export function auditKey(): Buffer {
  if (!installed) throw new Error('No audit key is loaded: set AUDIT_KEY or AUDIT_KEY_FILE (PostgreSQL), or start from DATA_DIR (embedded).');
  return installed;
}

/** A key written as text (environment or file): 64 hex digits are its bytes, any other text its UTF-8 bytes. */
export function parseAuditKey(text: string, origin: string): Buffer {
  const trimmed = text.trim();
  const key = /^[0-9a-f]{64}$/i.test(trimmed) ? Buffer.from(trimmed, 'hex') : Buffer.from(trimmed, 'utf8');
  if (key.length < AUDIT_KEY_MIN_BYTES)
    throw new Error(`${origin} must hold at least ${AUDIT_KEY_MIN_BYTES} bytes (for example 64 hex digits from: openssl rand -hex 32).`);
  return key;
}

/** AUDIT_KEY, else the file AUDIT_KEY_FILE names, else null. */
export function auditKeyFromEnv(env: NodeJS.ProcessEnv): Buffer | null {
  if (env.AUDIT_KEY) return parseAuditKey(env.AUDIT_KEY, 'AUDIT_KEY');
  if (env.AUDIT_KEY_FILE) return parseAuditKey(readFileSync(env.AUDIT_KEY_FILE, 'utf8'), `The file ${env.AUDIT_KEY_FILE} (AUDIT_KEY_FILE)`);
  return null;
}

export async function readAuditKeyFile(dataDir: string): Promise<Buffer | null> {
  const file = path.join(dataDir, AUDIT_KEY_FILE_NAME);
  try {
    return parseAuditKey(await readFile(file, 'utf8'), `The file ${file}`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** Writes the key to DATA_DIR/audit.key, readable by its owner only; never replaces an existing file. */
export async function writeAuditKeyFile(dataDir: string, key: Buffer): Promise<string> {
  const file = path.join(dataDir, AUDIT_KEY_FILE_NAME);
  await writeFile(file, `${key.toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
  // The mode given to writeFile passes through the umask; chmod states it whatever the umask.
  await chmod(file, 0o600);
  return file;
}

/** The embedded database's key: DATA_DIR/audit.key, made (32 random bytes) at the first start. */
export async function embeddedAuditKey(dataDir: string): Promise<{ key: Buffer; created: boolean }> {
  const existing = await readAuditKeyFile(dataDir);
  if (existing) return { key: existing, created: false };
  const key = randomBytes(32);
  await writeAuditKeyFile(dataDir, key);
  return { key, created: true };
}

/** A link's hash: HMAC-SHA256 over the previous link's hash (empty for the first row), a newline, and the row's canonical content. */
export function keyedLinkHash(key: Buffer, prevHash: string | null, content: string): string {
  return createHmac('sha256', key)
    .update(`${prevHash ?? ''}\n${content}`, 'utf8')
    .digest('hex');
}

/** A short public name of a key (not the key): lets an operator tell which key a chain needs. */
export function auditKeyFingerprint(key: Buffer): string {
  return createHash('sha256').update('wasit audit key fingerprint\n').update(key).digest('hex').slice(0, 16);
}
