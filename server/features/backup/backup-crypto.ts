import { createCipheriv, createDecipheriv, createHmac, randomBytes, scrypt, timingSafeEqual, type DecipherGCM } from 'node:crypto';
import { open, readFile } from 'node:fs/promises';
import { promisify } from 'node:util';

/**
 * An encrypted backup (`npm run backup -- FILE --encrypt`) is the gzipped backup sealed with
 * AES-256-GCM from node:crypto: a fixed head (magic, version, scrypt salt, nonce, key check), the
 * ciphertext, then GCM's 16-byte tag. The key comes from a passphrase (scrypt). The key check (an
 * HMAC under a second key drawn from the same scrypt output) lets a wrong passphrase be refused
 * before anything is read; the tag, checked before the restore commits, refuses any change.
 */
const MAGIC = Buffer.from('WASITENC', 'ascii');
const VERSION = 1;
const SALT_BYTES = 16;
const NONCE_BYTES = 12;
const CHECK_BYTES = 32;
const TAG_BYTES = 16;
export const ENCRYPTED_HEAD_BYTES = MAGIC.length + 1 + SALT_BYTES + NONCE_BYTES + CHECK_BYTES;
/** OWASP's scrypt parameters (N 2^17, r 8, p 1): about a third of a second per backup or restore. */
const SCRYPT = { N: 2 ** 17, r: 8, p: 1, maxmem: 256 * 1024 * 1024 };

export class BackupKeyRefused extends Error {}

const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer, length: number, options: typeof SCRYPT) => Promise<Buffer>;

async function deriveKeys(passphrase: string, salt: Buffer): Promise<{ cipherKey: Buffer; checkKey: Buffer }> {
  const derived = await scryptAsync(passphrase, salt, 64, SCRYPT);
  return { cipherKey: derived.subarray(0, 32), checkKey: derived.subarray(32) };
}

const keyCheck = (checkKey: Buffer, salt: Buffer, nonce: Buffer) => createHmac('sha256', checkKey).update(MAGIC).update(salt).update(nonce).digest();

/** The passphrase read from a file (`--key-file`) or BACKUP_PASSPHRASE: at least 16 characters, surrounding blanks dropped. */
export function checkPassphrase(text: string, origin: string): string {
  const passphrase = text.trim();
  if (passphrase.length < 16) throw new BackupKeyRefused(`${origin} must hold a passphrase or key of at least 16 characters.`);
  return passphrase;
}

/** The passphrase of `--encrypt` and of restore: the file `--key-file` names, else BACKUP_PASSPHRASE, else none. */
export async function readPassphrase(keyFile: string | undefined, env: NodeJS.ProcessEnv): Promise<string | null> {
  if (keyFile) return checkPassphrase(await readFile(keyFile, 'utf8'), `The key file ${keyFile}`);
  if (env.BACKUP_PASSPHRASE) return checkPassphrase(env.BACKUP_PASSPHRASE, 'BACKUP_PASSPHRASE');
  return null;
}

/** The sealing transform: yields the head, the ciphertext of each chunk, then the tag. */
export async function sealer(passphrase: string): Promise<(source: AsyncIterable<Buffer>) => AsyncGenerator<Buffer>> {
  const salt = randomBytes(SALT_BYTES);
  const nonce = randomBytes(NONCE_BYTES);
  const { cipherKey, checkKey } = await deriveKeys(passphrase, salt);
  const cipher = createCipheriv('aes-256-gcm', cipherKey, nonce);
  return async function* seal(source) {
    yield Buffer.concat([MAGIC, Buffer.from([VERSION]), salt, nonce, keyCheck(checkKey, salt, nonce)]);
    for await (const chunk of source) yield cipher.update(chunk);
    yield cipher.final();
    yield cipher.getAuthTag();
  };
}

/** Whether the file starts as an encrypted backup does. */
export async function isEncryptedBackup(file: string): Promise<boolean> {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(MAGIC.length);
    const { bytesRead } = await handle.read(head, 0, MAGIC.length, 0);
    return bytesRead === MAGIC.length && head.equals(MAGIC);
  } finally {
    await handle.close();
  }
}

/**
 * Opens an encrypted backup: checks the passphrase against the head (a wrong one is refused here)
 * and answers the decipher, its tag set, with the byte range of the ciphertext to stream into it.
 */
export async function openSealed(file: string, passphrase: string): Promise<{ decipher: DecipherGCM; start: number; end: number }> {
  const handle = await open(file, 'r');
  try {
    const { size } = await handle.stat();
    if (size < ENCRYPTED_HEAD_BYTES + TAG_BYTES) throw new BackupKeyRefused('The encrypted backup file is damaged: it is shorter than its head and tag.');
    const head = Buffer.alloc(ENCRYPTED_HEAD_BYTES);
    await handle.read(head, 0, ENCRYPTED_HEAD_BYTES, 0);
    if (head[MAGIC.length] !== VERSION)
      throw new BackupKeyRefused(`The encrypted backup has format version ${head[MAGIC.length]}; this Wasit reads version ${VERSION}.`);
    let at = MAGIC.length + 1;
    const salt = head.subarray(at, (at += SALT_BYTES));
    const nonce = head.subarray(at, (at += NONCE_BYTES));
    const check = head.subarray(at, (at += CHECK_BYTES));
    const { cipherKey, checkKey } = await deriveKeys(passphrase, salt);
    if (!timingSafeEqual(check, keyCheck(checkKey, salt, nonce))) throw new BackupKeyRefused('Wrong key: this passphrase does not open the encrypted backup.');
    const tag = Buffer.alloc(TAG_BYTES);
    await handle.read(tag, 0, TAG_BYTES, size - TAG_BYTES);
    const decipher = createDecipheriv('aes-256-gcm', cipherKey, nonce);
    decipher.setAuthTag(tag);
    return { decipher, start: ENCRYPTED_HEAD_BYTES, end: size - TAG_BYTES - 1 };
  } finally {
    await handle.close();
  }
}
