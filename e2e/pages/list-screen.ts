import { expect, type Locator, type Page } from '@playwright/test';

/** The test ids and address that name a list screen of the app. */
export type ListScreenIds = {
  path: string;
  /** Shown once the screen has drawn (its add button); the address alone when it has none to wait for. */
  ready?: string;
  row: string;
  form: string;
  /** The search box, for screens with one. */
  search?: string;
};

/** The list's sort as the address holds it (`<column>-asc|desc`, docs/architecture.md §8), once it matches `expected`. */
export async function sortInUrl(page: Page, expected: RegExp): Promise<string> {
  await expect(page).toHaveURL(expected);
  return new URL(page.url()).searchParams.get('sort')!;
}

/** What every list screen's page object shares: the address, its rows, its form, its search box. */
export class ListScreen {
  readonly rows: Locator;
  readonly form: Locator;
  constructor(
    protected readonly page: Page,
    private readonly ids: ListScreenIds,
  ) {
    this.rows = page.getByTestId(ids.row);
    this.form = page.getByTestId(ids.form);
  }

  /** Opens the screen, with a query (`?search=…&sort=…`) when given, and waits until it has drawn. */
  async goto(query = ''): Promise<void> {
    await this.page.goto(`${this.ids.path}${query}`);
    if (this.ids.ready) await this.page.getByTestId(this.ids.ready).waitFor();
  }

  async search(text: string): Promise<void> {
    if (!this.ids.search) throw new Error(`${this.ids.path} has no search box`);
    await this.page.getByTestId(this.ids.search).fill(text);
  }

  /** The row whose `data-<attribute>` is `value` (each list sets the one that names its rows). */
  protected rowWhere(attribute: string, value: string): Locator {
    return this.page.locator(`[data-testid="${this.ids.row}"][data-${attribute}="${value}"]`);
  }
}
