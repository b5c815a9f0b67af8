import { expect, test } from '@playwright/test';
import { expectFocused, tabTo } from '../pages/a11y/keyboard';
import { DEMO_ADMIN } from '../pages/session';

const field = (testId: string) => `[data-testid="${testId}"]`;

test('keyboard only: sign in, skip to the page, use the menu, fill and submit a form, close a modal with Escape', async ({ page }) => {
  await page.goto('/login');
  await page.locator('input[type="email"]').waitFor();

  // Sign in: Tab to the e-mail field, type, Tab to the password, Enter.
  await tabTo(page, 'input[type="email"]');
  await page.keyboard.type(DEMO_ADMIN.email);
  await tabTo(page, 'input[type="password"]');
  await page.keyboard.type(DEMO_ADMIN.password);
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/app\/dashboard$/);

  // The first stop is the skip link; it lands on the page's own content.
  // The sign-in page stays drawn while the shell's file loads: wait for the dashboard's own heading.
  await page.locator('#main-content').getByRole('heading', { level: 2 }).first().waitFor();
  await page.keyboard.press('Tab');
  await expectFocused(page, field('skip-link'));
  await expect(page.locator(field('skip-link'))).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();

  // Through the side menu to Individuals (Shift+Tab goes back up from the page into the menu).
  await tabTo(page, field('menu-individuals'), { backwards: true });
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/app\/individuals$/);

  // Open the form, fill it field by field, submit it with Enter.
  await tabTo(page, field('individual-add'));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  // Focus moves into the dialog (its first control), and from there to the first field.
  await expect(dialog.locator(':focus')).toHaveCount(1);
  await tabTo(page, field('individual-name'));
  const unique = `${Date.now()}`;
  const name = `Keyboard Person ${unique}`;
  await page.keyboard.type(name);
  await tabTo(page, field('individual-phone'));
  await page.keyboard.type(`+235 6${unique.slice(-7)}`);
  await tabTo(page, field('individual-email'));
  await page.keyboard.type(`keyboard-${unique}@wasit.example`);
  await tabTo(page, field('individual-nni'));
  await page.keyboard.type(`NNI-${unique}`);
  await tabTo(page, field('individual-nationality'));
  await page.keyboard.type('Chad');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  // Focus is back on the button that opened the form.
  await expectFocused(page, field('individual-add'));
  await page.locator(field('individual-search')).fill(name);
  await expect(page.locator(`[data-testid="individual-row"][data-email="keyboard-${unique}@wasit.example"]`)).toBeVisible();

  // Open it again and leave with Escape: nothing saved, focus back where it was.
  await page.locator(field('individual-add')).focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expectFocused(page, field('individual-add'));
});

test('after a sign-in whose screens load slowly, the first Tab is still the skip link', async ({ page }) => {
  await page.goto('/login');
  await page.locator('input[type="email"]').waitFor();
  // The shell's and the dashboard's files arrive late, so loading states are drawn in between.
  await page.route('**/assets/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  await page.locator('input[type="email"]').fill(DEMO_ADMIN.email);
  await page.locator('input[type="password"]').fill(DEMO_ADMIN.password);
  await page.locator('button[type="submit"]').focus();
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/app\/dashboard$/);
  // The sign-in page stays drawn while the shell's file loads: wait for the dashboard's own heading.
  await page.locator('#main-content').getByRole('heading', { level: 2 }).first().waitFor();
  await page.keyboard.press('Tab');
  await expectFocused(page, field('skip-link'));
});
