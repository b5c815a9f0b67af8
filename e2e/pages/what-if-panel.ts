import { expect, type Locator, type Page } from '@playwright/test';
import { byTestIds } from './test-id-page';

/** The what-if panel under the investor preview of the distribution page (docs/distribution.md §16). */
export class WhatIfPanel extends byTestIds({
  root: 'what-if-panel',
  notSaved: 'what-if-not-saved',
  investors: 'what-if-investor',
  mediators: 'what-if-mediator',
}) {
  readonly currentDistributable: Locator;
  readonly whatIfDistributable: Locator;

  constructor(page: Page) {
    super(page);
    this.currentDistributable = page.getByTestId('what-if-current-distributable').getByTestId('money');
    this.whatIfDistributable = page.getByTestId('what-if-distributable').getByTestId('money');
  }

  async compute(percentage: string, loss: string): Promise<void> {
    await this.page.getByTestId('what-if-percentage').fill(percentage);
    await this.page.getByTestId('what-if-loss').fill(loss);
    await this.page.getByTestId('what-if-compute').click();
    await expect(this.page.getByTestId('what-if-compute')).not.toHaveAttribute('data-loading', 'true', { timeout: 30_000 });
    await expect(this.page.getByTestId('what-if-investors')).toBeVisible();
  }

  /** One investor row's figures as shown: current share, what-if share, change. */
  async row(index: number): Promise<{ current: string; whatIf: string; change: string }> {
    const row = this.investors.nth(index);
    return {
      current: await row.getByTestId('what-if-current').innerText(),
      whatIf: await row.getByTestId('what-if-share').innerText(),
      change: await row.getByTestId('what-if-change').innerText(),
    };
  }
}
