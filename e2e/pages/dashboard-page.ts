import { expect } from '@playwright/test';
import type { TDashboard, TDashboardMonth } from '../../contract/dashboard';
import { byTestIds } from './test-id-page';

/** /app/dashboard: the twelve months' chart, its tooltip and its table alternative. */
export class DashboardPage extends byTestIds({ chart: 'dashboard-chart', tooltip: 'chart-tooltip', table: 'chart-table' }) {
  async goto(): Promise<void> {
    await this.page.goto('/app/dashboard');
    // The chart's code is a lazy chunk of its own (recharts), parsed after the figures arrive: on a busy machine that takes seconds.
    await expect(this.chart.locator('.recharts-bar-rectangle').first()).toBeVisible({ timeout: 60_000 });
  }

  /** The months the chart draws: those of the first currency of the answer, as the screen picks it. */
  async chartMonths(): Promise<TDashboardMonth[]> {
    const answer = await this.page.request.get('/api/dashboard');
    expect(answer.status()).toBe(200);
    const board = (await answer.json()) as TDashboard;
    const currency = board.months[0]?.currency;
    return board.months.filter((month) => month.currency === currency);
  }

  /** Hovers the volume bar of the month at this index of the chart's months. */
  async hoverMonth(index: number): Promise<void> {
    await this.chart.locator('.recharts-bar').first().locator('.recharts-bar-rectangle').nth(index).hover();
  }

  async showTable(): Promise<void> {
    await this.page
      .getByTestId('dashboard-chart-view')
      .getByText(/^(Table|Tableau|جدول)$/)
      .click();
  }
}
