import { expect, test } from '@playwright/test';
import { LoginPage } from '../pages/login-page';
import { ResetPasswordPage } from '../pages/reset-password-page';
import { signInAs } from '../pages/session';
import { mailedPath } from '../pages/mailed-links';

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

  const resetPath = await mailedPath(email, '/reset-password');

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
