import { readFile } from 'node:fs/promises';
import { expect } from '@playwright/test';
import { distributionPath } from '../demo-day';
import { confirmModal } from './confirm-modal';
import { byTestIds } from './test-id-page';

/** The profit distribution page (/app/profit-distribution), reached by test ids so one model serves every language. */
export class ProfitDistributionPage extends byTestIds({
  root: 'profit-distribution-page',
  warning: 'already-distributed-warning',
  calculateButton: 'calculate',
  distributeButton: 'distribute',
  preview: 'investor-preview',
  commissionPreview: 'commission-preview',
  reportRows: 'report-row',
  resetResult: 'reset-result',
}) {
  /** The page on the demo's month (`back` = 0), which it leaves to distribute, or one `back` months before it. */
  async goto(back = 0): Promise<void> {
    await this.page.goto(distributionPath(back));
    await expect(this.page.getByTestId('summary-operations')).toBeVisible();
  }

  async chooseCurrency(currency: string): Promise<void> {
    await this.page.getByTestId('period-currency').click();
    await this.page.getByRole('option', { name: currency, exact: true }).click();
  }

  async selectAll(): Promise<void> {
    await this.page.getByTestId('select-all').click();
  }

  async calculate(): Promise<void> {
    await this.calculateButton.click();
    await expect(this.preview).toBeVisible();
  }

  async distribute(): Promise<void> {
    await this.distributeButton.click();
    await confirmModal(this.page, 'confirm-distribute');
    await expect(this.warning).toBeVisible();
  }

  async openTab(tab: 'investor' | 'mediator' | 'reports'): Promise<void> {
    await this.page.getByTestId(`tab-${tab}`).click();
  }

  async distributeCommissions(): Promise<void> {
    await this.page.getByTestId('calculate-commissions').click();
    await expect(this.commissionPreview).toBeVisible();
    await this.page.getByTestId('distribute-commissions').click();
    const confirm = this.page.getByTestId('confirm-commissions');
    await expect(confirm).toBeDisabled();
    await this.page.getByTestId('type-yes').fill('YES');
    await confirm.click();
    await expect(this.page.getByTestId('tile-commission').locator('[data-done="true"]')).toBeVisible();
  }

  async generateReport(): Promise<void> {
    await this.page.getByTestId('generate-report').click();
    await expect(this.reportRows.first()).toBeVisible();
  }

  /** Exports the report and returns the file's name and text as written to disk. */
  async downloadCsv(): Promise<{ name: string; text: string }> {
    const [download] = await Promise.all([this.page.waitForEvent('download'), this.page.getByTestId('export-csv').click()]);
    return { name: download.suggestedFilename(), text: await readFile(await download.path(), 'utf8') };
  }

  async resetMonth(): Promise<void> {
    await this.page.getByTestId('reset-month').click();
    await this.page.getByTestId('confirm-reset').click();
    await expect(this.resetResult).toBeVisible();
  }

  async closeResetResult(): Promise<void> {
    await this.page.getByTestId('close-reset-result').click();
  }
}
