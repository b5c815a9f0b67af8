import { expect, type Locator, type Page } from '@playwright/test';

/** The "Views" menu of a list's filter bar (docs/architecture.md §8) and its dialogs. */
export class SavedViews {
  constructor(private readonly page: Page) {}

  /** The menu's entries for the saved views, once open. */
  entries(): Locator {
    return this.page.getByTestId('saved-views-menu').getByTestId('saved-view');
  }

  entry(name: string): Locator {
    return this.page.locator(`[data-testid="saved-views-menu"] [data-testid="saved-view"][data-name="${name}"]`);
  }

  async open(): Promise<void> {
    await this.page.getByTestId('saved-views').click();
    await expect(this.page.getByTestId('saved-views-menu')).toBeVisible();
  }

  /** Saves the view on screen under `name`; `shared` ticks "share with everyone" (an administrator's). */
  async save(name: string, { shared = false } = {}): Promise<void> {
    await this.open();
    await this.page.getByTestId('save-view').click();
    const form = this.page.getByTestId('save-view-form');
    await form.getByTestId('save-view-name').fill(name);
    if (shared) await form.getByTestId('save-view-shared').check();
    await form.getByTestId('save-view-submit').click();
    await expect(form).toBeHidden();
  }

  async apply(name: string): Promise<void> {
    await this.open();
    await this.entry(name).click();
  }

  /** Deletes a view from the "delete views" dialog. */
  async delete(name: string): Promise<void> {
    await this.open();
    await this.page.getByTestId('manage-views').click();
    const row = this.page.locator(`[data-testid="managed-view"][data-name="${name}"]`);
    await row.getByTestId('delete-view').click();
    await expect(row).toHaveCount(0);
    await this.page.getByTestId('manage-views-close').click();
  }
}
