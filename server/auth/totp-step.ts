import { createOTP } from '@better-auth/utils/otp';
import { symmetricDecrypt } from 'better-auth/crypto';

/** better-auth's TOTP settings as this app leaves them: 6 digits, 30-second steps, one step either side. */
const PERIOD_MS = 30_000;
const WINDOW_STEPS = 1;

/** A secret as better-auth's two-factor plugin stores it (encrypted with the auth secret) in clear. */
export function decryptTotpSecret(secretConfig: Parameters<typeof symmetricDecrypt>[0]['key'], stored: string): Promise<string> {
  return symmetricDecrypt({ key: secretConfig, data: stored });
}

/**
 * The 30-second step whose code is `code`, among the steps better-auth accepts at `nowMs` (the
 * latest when several match), or null when none does. better-auth answers only yes or no; the step
 * is what remembering the last code taken needs (RFC 6238 §5.2, docs/permissions.md §11). Its own
 * library computes the codes, so both agree on every one.
 */
export async function acceptedStepOf(secret: string, code: string, nowMs: number): Promise<number | null> {
  const otp = createOTP(secret);
  const current = Math.floor(nowMs / PERIOD_MS);
  for (let step = current + WINDOW_STEPS; step >= current - WINDOW_STEPS; step -= 1) {
    if ((await otp.hotp(step)) === code) return step;
  }
  return null;
}
