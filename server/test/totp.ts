import { createHmac } from 'node:crypto';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function base32Bytes(key: string): Buffer {
  let bits = '';
  for (const character of key.replace(/=+$/, '').toUpperCase()) {
    const index = BASE32.indexOf(character);
    if (index === -1) throw new Error(`not a base32 key: ${key}`);
    bits += index.toString(2).padStart(5, '0');
  }
  const bytes: number[] = [];
  for (let at = 0; at + 8 <= bits.length; at += 8) bytes.push(Number.parseInt(bits.slice(at, at + 8), 2));
  return Buffer.from(bytes);
}

/**
 * The code an authenticator app shows for a manual key (RFC 6238: HMAC-SHA1, 30-second steps,
 * 6 digits), computed here independently of the server's library. `stepOffset` picks a
 * neighbouring step: the server accepts one either side.
 */
export function totpCode(manualKey: string, atMs = Date.now(), stepOffset = 0): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(atMs / 30_000) + stepOffset));
  const digest = createHmac('sha1', base32Bytes(manualKey)).update(counter).digest();
  const offset = digest[digest.length - 1]! & 0x0f;
  const value = digest.readUInt32BE(offset) & 0x7fffffff;
  return String(value % 1_000_000).padStart(6, '0');
}
