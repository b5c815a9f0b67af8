import { expect, test } from '@playwright/test';
import { distributionPath } from '../demo-day';
import { ProfitDistributionPage } from '../pages/profit-distribution-page';
import { WhatIfPanel } from '../pages/what-if-panel';
import { DEMO_ADMIN, signInAs } from '../pages/session';

/** The demo month's overview and what-if read every investor's ledger: waited for longer than a click. */
const LOADED = { timeout: 30_000 };

// The what-if reads only (docs/distribution.md §16): the current month stays undistributed and its preview unchanged.
for (const language of ['en', 'ar'] as const) {
  test(`the what-if panel compares other parameters and writes nothing (${language})`, async ({ page }) => {
    test.setTimeout(180_000);
    await signInAs(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await page.evaluate((code) => window.localStorage.setItem('wasit.language', code), language);
    const distribution = new ProfitDistributionPage(page);
    const panel = new WhatIfPanel(page);
    await page.goto(distributionPath());
    await expect(page.getByTestId('summary-operations')).toBeVisible(LOADED);
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    await expect(distribution.warning).toHaveCount(0);
    await expect(panel.root).toHaveCount(0);

    await distribution.selectAll();
    await distribution.calculateButton.click();
    await expect(distribution.preview).toBeVisible(LOADED);
    const firstRow = page.getByTestId('preview-row').first();
    await expect(firstRow.getByTestId('preview-last-month')).toBeVisible();
    await expect(firstRow.getByTestId('preview-change')).toBeVisible();
    const distributable = await page.getByTestId('preview-distributable').getByTestId('money').innerText();
    const firstShare = await firstRow.getByTestId('money').first().innerText();
    await expect(panel.root).toBeVisible();
    await expect(panel.notSaved).toBeVisible();

    // With the preview's own parameters nothing moves.
    await panel.compute('100', '0');
    await expect(panel.currentDistributable).toHaveText(distributable);
    await expect(panel.whatIfDistributable).toHaveText(distributable);
    const unchanged = await panel.row(0);
    expect(unchanged.whatIf).toBe(unchanged.current);

    // Half the investors' percentage: every figure of the what-if side moves, the current side does not.
    await panel.compute('50', '0');
    await expect(panel.currentDistributable).toHaveText(distributable);
    await expect(panel.whatIfDistributable).not.toHaveText(distributable);
    const halved = await panel.row(0);
    expect(halved.current).toBe(unchanged.current);
    expect(halved.whatIf).not.toBe(halved.current);
    expect(halved.change).not.toBe(unchanged.change);
    await expect(page.getByTestId('preview-distributable').getByTestId('money')).toHaveText(distributable);

    // Nothing was written: after a reload the month is still undistributed and calculates as before.
    await page.reload();
    await expect(page.getByTestId('summary-operations')).toBeVisible(LOADED);
    await expect(distribution.warning).toHaveCount(0);
    await expect(distribution.calculateButton).toBeEnabled();
    await distribution.selectAll();
    await distribution.calculateButton.click();
    await expect(distribution.preview).toBeVisible(LOADED);
    await expect(page.getByTestId('preview-distributable').getByTestId('money')).toHaveText(distributable);
    await expect(page.getByTestId('preview-row').first().getByTestId('money').first()).toHaveText(firstShare);
  });
}
