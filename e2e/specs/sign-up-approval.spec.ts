import { expect, test } from '@playwright/test';
import { AppShell } from '../pages/app-shell';
import { ConfirmSignUpPage } from '../pages/confirm-sign-up-page';
import { LoginPage } from '../pages/login-page';
import { DEMO_ADMIN, signInAs, uniqueEmail } from '../pages/session';
import { UserManagementPage } from '../pages/user-management-page';

const CHECK_MAILBOX =
  "Check your mailbox: we have sent a message to this address. Follow its link within 24 hours to finish signing up; your account will then wait for an administrator's approval.";

test('a sign-up is confirmed by its mailed link, waits for approval, then the user lands on the profile', async ({ browser }) => {
  // Two sign-ups, the link's page twice, three sign-ins and an approval: more than a minute on a busy machine.
  test.setTimeout(180_000);
  const newcomer = { name: 'Halime Djibrine', email: uniqueEmail('newcomer'), phone: '+235 66 12 34 56', password: 'newcomer-pass-1' };

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const login = new LoginPage(visitor);
  await login.goto();
  await login.signUp(newcomer);
  await expect(login.success).toHaveText(CHECK_MAILBOX);
  await expect(login.email).toHaveValue('');

  // Nothing exists until the link is followed: the password is not even known yet.
  await login.signIn(newcomer.email, newcomer.password);
  await expect(login.error).toHaveText('Invalid email or password.');

  // The link's page, with the keyboard only: it confirms on a press, never on opening.
  const link = new ConfirmSignUpPage(visitor);
  const linkPath = await link.openMailedLink(newcomer.email);
  await expect(visitor.getByRole('heading', { name: 'Confirm your sign-up' })).toBeVisible();
  await link.confirm.focus();
  await visitor.keyboard.press('Enter');
  await expect(link.success).toHaveText(
    "Your e-mail address is confirmed. Your account now waits for an administrator's approval; you will receive an e-mail once it is approved.",
  );
  await expect(link.confirm).toHaveCount(0);

  // The link works once.
  await visitor.goto(linkPath);
  await link.confirm.click();
  await expect(link.error).toHaveText('This sign-up link is invalid, has expired or was already used. Sign up again, or sign in if your account exists.');
  await expect(link.confirm).toHaveCount(0);

  // The same e-mail again: the very same answer, so the form never tells who has an account.
  await login.goto();
  await login.signUp({ ...newcomer, name: 'Someone Else', password: 'another-pass-2' });
  await expect(login.success).toHaveText(CHECK_MAILBOX);
  await expect(login.error).toHaveCount(0);

  await login.signIn(newcomer.email, newcomer.password);
  await expect(login.error).toHaveText('Your account is pending admin approval.');

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAs(admin, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const users = new UserManagementPage(admin);
  await users.goto();
  await expect(users.status(newcomer.email)).toHaveText('Pending');
  await users.approve(newcomer.email);
  await expect(admin.getByText('User approved. They can now sign in.')).toBeVisible();
  await expect(users.status(newcomer.email)).toHaveText('Active');
  await adminContext.close();

  await login.goto();
  await login.signIn(newcomer.email, newcomer.password);
  await expect(visitor).toHaveURL(/\/app\/profile$/);
  const shell = new AppShell(visitor);
  await expect(shell.menuEntries).toHaveCount(1);
  await expect(shell.menuEntry('profile')).toBeVisible();
  await visitorContext.close();
});

test('wrong credentials give the neutral message', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn('nobody@wasit.example', 'not-the-password');
  await expect(login.error).toHaveText('Invalid email or password.');
});

test('repeated wrong passwords are slowed down, and the form says for how long', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  const email = uniqueEmail('guessed');
  // Five failures are free, then each one waits twice as long as the one before (2 s, 4 s, 8 s…).
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/auth/sign-in'));
    await login.signIn(email, `wrong-guess-${attempt}`);
    if ((await answered).status() === 429) break;
  }
  await expect(login.error).toHaveText(/^Too many sign-in attempts\. Please try again in \d+ seconds?\.$/);
});
