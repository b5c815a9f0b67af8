import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { totpCode } from '../../server/test/totp';
import { ownAddress } from './login-page';
import { mailedPath } from './mailed-links';
import { DEMO_ADMIN, uniqueEmail } from './session';
import { byTestIds } from './test-id-page';

const STEP_MS = 30_000;
/** Per key, the step of the last code given: the server takes a code of a step once (RFC 6238 §5.2). */
const lastStepOf = new Map<string, number>();

/**
 * A code the server has not taken yet: this step's, else the next one's (it accepts one step either
 * side), else, when both were given already, this step's once the clock reaches a new step.
 */
export async function freshCode(key: string): Promise<string> {
  for (;;) {
    const now = Math.floor(Date.now() / STEP_MS);
    const step = Math.max(now, (lastStepOf.get(key) ?? now - 1) + 1);
    if (step <= now + 1) {
      lastStepOf.set(key, step);
      return totpCode(key, step * STEP_MS);
    }
    await new Promise((resolve) => setTimeout(resolve, (now + 1) * STEP_MS - Date.now() + 50));
  }
}

/** The profile's second-factor tab and the enrolment steps (also on the forced enrolment screen), in any language. */
export class TwoFactorEnrolment extends byTestIds({
  status: 'two-factor-status',
  setUp: 'two-factor-set-up',
  password: 'two-factor-password',
  start: 'two-factor-start',
  qr: 'two-factor-qr',
  manualKey: 'two-factor-manual-key',
  code: 'two-factor-confirm-code',
  confirm: 'two-factor-confirm',
}) {
  readonly backupCodes: Locator;

  constructor(page: Page) {
    super(page);
    this.backupCodes = page.getByTestId('two-factor-backup-codes').getByRole('listitem');
  }

  async gotoProfileTab(): Promise<void> {
    await this.page.goto('/app/profile?tab=twoFactor');
    await this.status.waitFor();
  }

  /** Password, then the key as a person would type it into an app; answers the key (spaces removed). */
  async showKey(password: string): Promise<string> {
    await this.password.fill(password);
    await this.password.press('Enter');
    await this.manualKey.waitFor();
    return (await this.manualKey.innerText()).replace(/\s+/g, '');
  }

  async confirmWith(key: string): Promise<void> {
    await this.code.fill(await freshCode(key));
    await this.code.press('Enter');
  }
}

/** The code step of the sign-in. */
export class TwoFactorSignIn extends byTestIds({ code: 'two-factor-code' }) {
  async enter(code: string): Promise<void> {
    await this.code.fill(code);
    await this.code.press('Enter');
  }
}

export type ApprovedUser = { email: string; password: string; id: string };

/** A sign-up, its mailed link followed, approved by the demo administrator through the API; `permissions` replaces `profile` when given. */
export async function approvedUser(request: APIRequestContext, baseURL: string, permissions?: string[]): Promise<ApprovedUser> {
  const user = { email: uniqueEmail('second-factor'), password: 'second-factor-pass-1', name: 'Zara Ousmane', phone: '+235 66 77 88 99' };
  const headers = { origin: baseURL };
  // A sign-up from an address of its own (the server trusts its proxy): one address may sign up five times an hour.
  const address = ownAddress();
  expect((await request.post('/api/auth/sign-up', { headers: { ...headers, 'x-forwarded-for': address }, data: user })).status()).toBe(202);
  const token = new URL(await mailedPath(user.email, '/confirm-sign-up'), baseURL).searchParams.get('token');
  expect((await request.post('/api/auth/sign-up/confirm', { headers, data: { token } })).status()).toBe(200);
  expect((await request.post('/api/auth/sign-in', { headers, data: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password } })).status()).toBe(200);
  const listed = (await (await request.get(`/api/users?search=${encodeURIComponent(user.email)}`)).json()) as { items: Array<{ id: string }> };
  const id = listed.items[0]?.id;
  if (!id) throw new Error(`the sign-up ${user.email} is not listed`);
  expect((await request.post(`/api/users/${id}/approve`, { headers })).status()).toBe(200);
  if (permissions) expect((await request.put(`/api/users/${id}/permissions`, { headers, data: { permissions } })).status()).toBe(200);
  return { email: user.email, password: user.password, id };
}

export type EnrolledAdmin = ApprovedUser & { key: string };

/**
 * An administrator (`all`) with a second factor, enrolled through the API: once the setting is on,
 * an administrator without one (the demo's) may only enrol, and could not turn it off again.
 */
export async function enrolledAdmin(request: APIRequestContext, baseURL: string): Promise<EnrolledAdmin> {
  const admin = await approvedUser(request, baseURL, ['all']);
  const headers = { origin: baseURL, 'x-forwarded-for': ownAddress() };
  expect((await request.post('/api/auth/sign-in', { headers, data: { email: admin.email, password: admin.password } })).status()).toBe(200);
  const started = (await (await request.post('/api/auth/two-factor/enable', { headers, data: { password: admin.password } })).json()) as { manualKey: string };
  expect((await request.post('/api/auth/two-factor/confirm', { headers, data: { code: await freshCode(started.manualKey) } })).status()).toBe(200);
  return { ...admin, key: started.manualKey };
}

/** Signs the request context in as the enrolled administrator: password, then a code. */
export async function signInEnrolled(request: APIRequestContext, baseURL: string, admin: EnrolledAdmin): Promise<void> {
  const headers = { origin: baseURL, 'x-forwarded-for': ownAddress() };
  expect((await request.post('/api/auth/sign-in', { headers, data: { email: admin.email, password: admin.password } })).status()).toBe(200);
  expect((await request.post('/api/auth/sign-in/two-factor', { headers, data: { code: await freshCode(admin.key) } })).status()).toBe(200);
}

/** The company setting (the demo data starts with it off), changed by an enrolled administrator. */
export async function setTwoFactorRequired(request: APIRequestContext, baseURL: string, admin: EnrolledAdmin, required: boolean): Promise<void> {
  await signInEnrolled(request, baseURL, admin);
  expect((await request.put('/api/company-settings/two-factor', { headers: { origin: baseURL }, data: { required } })).status()).toBe(200);
}
