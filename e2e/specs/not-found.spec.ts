import { expect, test } from '@playwright/test';
import { NotFoundPage } from '../pages/not-found-page';
import { DEMO_ADMIN, signInAs } from '../pages/session';

test('an unknown public path offers go back and go home', async ({ page }) => {
  await page.goto('/login');
  await page.goto('/no/such/page');
  const notFound = new NotFoundPage(page);
  await expect(notFound.title).toBeVisible();

  await notFound.goBack.click();
  await expect(page).toHaveURL(/\/login$/);

  await page.goto('/still/missing');
  await notFound.goHome.click();
  await expect(page).toHaveURL(/\/$/);
});

test('an unknown path inside the app shows the not-found page in the shell', async ({ page }) => {
  await signInAs(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await page.goto('/app/does-not-exist');
  const notFound = new NotFoundPage(page);
  await expect(notFound.title).toBeVisible();
  await expect(page.getByTestId('menu-dashboard')).toBeVisible();
});
