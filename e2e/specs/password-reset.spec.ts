import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { LoginPage } from '../pages/login-page';
import { ResetPasswordPage } from '../pages/reset-password-page';
import { signInAs } from '../pages/session';
import { SERVER_LOG } from '../server-process';

/** Without SMTP the server logs each mail as a JSON line with `to`, `subject` and `text`. */
function lastResetPath(email: string): string | null {
  let found: string | null = null;
  for (const line of readFileSync(SERVER_LOG, 'utf8').split('\n')) {
    if (!line.startsWith('{')) continue;
    try {
      const entry = JSON.parse(line) as { to?: unknown; text?: unknown };
      if (entry.to !== email || typeof entry.text !== 'string') continue;
      const link = /https?:\/\/\S+\/reset-password\?token=[^\s"]+/.exec(entry.text);
      if (link) found = new URL(link[0]).pathname + new URL(link[0]).search;
    } catch {
      // Not a JSON line.
    }
  }
  return found;
}

test('forgot password: the mailed link sets a new password that works', async ({ page }) => {
  // The demo clerk, so no other spec depends on its password.
  const email = 'clerk@wasit.example';
  const newPassword = 'a-fresh-password-42';

  const login = new LoginPage(page);
  await login.goto();
  await login.forgotPassword.click();
  await expect(page.getByText('Enter a valid email address first')).toBeVisible();

  await login.requestReset(email);
  await expect(login.success).toContainText('If an account exists for this email');

  await expect.poll(() => lastResetPath(email), { timeout: 15_000 }).not.toBeNull();
  const resetPath = lastResetPath(email) ?? '';

  const reset = new ResetPasswordPage(page);
  await reset.open(resetPath);
  await reset.setPassword(newPassword);
  await expect(reset.success).toBeVisible();

  await signInAs(page, email, newPassword);
  await expect(page).toHaveURL(/\/app\/profile$/);

  // The link is single-use.
  await reset.open(resetPath);
  await expect(reset.invalid).toBeVisible();
});
