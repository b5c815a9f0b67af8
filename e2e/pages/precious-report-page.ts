import { byTestIds } from './test-id-page';

/** /app/precious-products-report: the groups by month, status and currency, their totals and exports. */
export class PreciousReportPage extends byTestIds({ rows: 'precious-row' }) {
  async goto(view = ''): Promise<void> {
    await this.page.goto(`/app/precious-products-report${view}`);
    await this.page.getByTestId('precious-export-xlsx').waitFor();
  }

  /** The groups' keys (`<month>|<status>|<currency>`) shown, top to bottom. */
  async shownGroups(): Promise<string[]> {
    return this.rows.evaluateAll((rows) => rows.map((row) => row.getAttribute('data-id') ?? ''));
  }

  /** The query string of an export link: the view it writes. */
  async exportQuery(format: 'xlsx' | 'pdf'): Promise<URLSearchParams> {
    const href = await this.page.getByTestId(`precious-export-${format}`).getAttribute('href');
    return new URL(href ?? '', 'http://wasit.test').searchParams;
  }
}
