import { expect, type Locator, type Page } from '@playwright/test';

/** /app/accounting, its Journal tab (docs/accounting.md §5): the filters, the entries, the entry dialog. */
export class AccountingPage {
  readonly rows: Locator;
  readonly entry: Locator;
  constructor(private readonly page: Page) {
    this.rows = page.getByTestId('journal-row');
    this.entry = page.getByRole('dialog');
  }

  async goto(query = ''): Promise<void> {
    await this.page.goto(`/app/accounting${query}`);
    await this.page.getByTestId('journal-table').waitFor();
  }

  /** Types a filter (the account, the search) and waits until the address holds it. */
  async filter(testId: 'journal-account' | 'journal-search' | 'journal-party', text: string, urlKey: string): Promise<void> {
    await this.page.getByTestId(testId).fill(text);
    await expect(this.page).toHaveURL(new RegExp(`[?&]${urlKey}=${encodeURIComponent(text)}`));
  }

  /** Opens an entry from its number with the keyboard, as a keyboard user does. */
  async open(row: Locator): Promise<void> {
    const button = row.getByTestId('journal-open');
    await button.focus();
    await this.page.keyboard.press('Enter');
    await this.entry.getByTestId('journal-lines').waitFor();
  }
}
