import type { Locator } from '@playwright/test';
import { byTestIds } from './test-id-page';

/** /app/close-periods: the months per currency, their status, their report, close and reopen. */
export class PeriodsPage extends byTestIds({ rows: 'period-row' }) {
  async goto(year: string): Promise<void> {
    await this.page.goto('/app/close-periods');
    await this.page.getByTestId('periods-page').waitFor();
    const select = this.page.getByTestId('periods-year');
    if ((await select.inputValue()) !== year) {
      await select.click();
      await this.page.getByRole('option', { name: year, exact: true }).click();
    }
  }

  /** The row of a month (`YYYY-MM`) in a currency. */
  row(period: string, currency: string): Locator {
    return this.page.locator(`[data-testid="period-row"][data-period="${period}"][data-currency="${currency}"]`);
  }

  status(row: Locator): Locator {
    return row.getByTestId('period-status');
  }

  /** The audit chain's link stamped when the month was closed. */
  auditHead(row: Locator): Locator {
    return row.getByTestId('period-audit-head');
  }

  async close(row: Locator): Promise<void> {
    await row.getByTestId('close-period').click();
    await this.page.getByTestId('confirm-close-period').click();
    await this.page.getByTestId('close-period-modal').waitFor({ state: 'detached' });
  }

  /** Opens the month's report from its row, and answers the dialog once its content is shown. */
  async report(row: Locator): Promise<Locator> {
    await row.getByTestId('period-report').click();
    const dialog = this.page.getByTestId('period-report-modal');
    await dialog.waitFor();
    return dialog;
  }

  /** Opens the reopen dialog; `reason` null presses confirm with the reason left empty. */
  async reopen(row: Locator, reason: string | null): Promise<Locator> {
    await row.getByTestId('reopen-period').click();
    const dialog = this.page.getByTestId('reopen-period-modal');
    if (reason !== null) await dialog.getByTestId('reopen-reason').fill(reason);
    await this.page.getByTestId('confirm-reopen-period').click();
    return dialog;
  }
}
