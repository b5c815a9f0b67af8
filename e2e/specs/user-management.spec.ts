import { expect, test } from '@playwright/test';
import { ConfirmSignUpPage } from '../pages/confirm-sign-up-page';
import { LoginPage } from '../pages/login-page';
import { DEMO_ADMIN, signInAs, uniqueEmail } from '../pages/session';
import { UserManagementPage } from '../pages/user-management-page';

const PHONE = { width: 390, height: 844 };

test('at 390 px, a shared link to the active users by name shows them as cards whose menu stays inside the screen', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signInAs(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const users = new UserManagementPage(page);
  await page.goto('/app/user-management?status=active&sort=name-desc');
  await expect(page.getByTestId('users-table')).toHaveAttribute('data-layout', 'cards');
  await expect(page.getByTestId('sort-select')).toHaveValue('Name, descending');
  const statuses = page.getByTestId('user-status');
  await expect(statuses.first()).toBeVisible();
  for (const status of await statuses.allTextContents()) expect(status).toBe('Active');
  const names = await page.getByTestId('user-row').evaluateAll((cards) => cards.map((card) => card.querySelector('[data-column="name"] p')?.textContent ?? ''));
  expect(names.length).toBeGreaterThan(1);
  expect(names[0]!.localeCompare(names.at(-1)!), 'descending by name').toBeGreaterThanOrEqual(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  const email = await page.getByTestId('user-row').first().getAttribute('data-email');
  const menu = users.row(email!).getByTestId('user-actions');
  const box = await menu.boundingBox();
  expect(box !== null && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
  await menu.click();
  await expect(page.getByTestId('user-change-type')).toBeVisible();
});

test('disabling a login asks first, naming the user; cancelling changes nothing, confirming signs them out for good', async ({ browser }) => {
  // Sign-up through the mailed link, approval, two sign-ins and the confirmation: more than a minute on a slow machine.
  test.setTimeout(180_000);
  const newcomer = { name: 'Mariam Oumar', email: uniqueEmail('withdrawn'), phone: '+235 66 98 76 54', password: 'withdrawn-pass-1' };
  const visitorContext = await browser.newContext();
  const login = new LoginPage(await visitorContext.newPage());
  await login.goto();
  await login.signUp(newcomer);
  const link = new ConfirmSignUpPage(login.page);
  await link.openMailedLink(newcomer.email);
  await link.confirm.click();
  await expect(link.success).toBeVisible();

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAs(admin, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const users = new UserManagementPage(admin);
  await users.goto();
  await users.approve(newcomer.email);
  await expect(users.status(newcomer.email)).toHaveText('Active');
  // The visitor is still on the confirmation page the mailed link opened.
  await login.goto();
  await login.signIn(newcomer.email, newcomer.password);
  await expect(login.page).toHaveURL(/\/app\/profile$/);

  const changes: string[] = [];
  admin.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/users/')) changes.push(request.url());
  });
  const ask = async () => {
    await users.row(newcomer.email).getByTestId('user-actions').click();
    await admin.getByTestId('user-action-disable-login').click();
    const dialog = admin.getByRole('dialog', { name: 'Disable login' });
    await expect(dialog).toContainText(`${newcomer.name} will be signed out everywhere`);
    return dialog;
  };
  await (await ask()).getByRole('button', { name: 'Cancel' }).click();
  await expect(admin.getByRole('dialog')).toHaveCount(0);
  await expect(users.status(newcomer.email)).toHaveText('Active');
  expect(changes, 'a cancelled confirmation sends nothing').toEqual([]);

  await (await ask()).getByTestId('user-action-confirm').click();
  await expect(admin.getByText('Login disabled for this user.')).toBeVisible();
  await expect(users.status(newcomer.email)).toHaveText('Login disabled');
  expect(changes).toHaveLength(1);
  await adminContext.close();

  // Their open session ended with the change: the next page they open is the sign-in.
  await login.page.reload();
  await expect(login.page).toHaveURL(/\/login/);
  await login.goto();
  await login.signIn(newcomer.email, newcomer.password);
  await expect(login.error).toHaveText('Your account has been disabled.');
  await visitorContext.close();
});
