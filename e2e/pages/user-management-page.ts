import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';

export class UserManagementPage {
  readonly search: Locator;

  constructor(readonly page: Page) {
    this.search = page.getByLabel('Search');
  }

  async goto(): Promise<void> {
    await this.page.goto('/app/user-management');
    await this.page.getByRole('heading', { name: 'User management' }).waitFor();
  }

  row(email: string): Locator {
    return this.page.locator(`[data-testid="user-row"][data-email="${email}"]`);
  }

  status(email: string): Locator {
    return this.row(email).getByTestId('user-status');
  }

  async approve(email: string): Promise<void> {
    await this.search.fill(email);
    // Wait for the filtered list, so the row clicked is the one that stays.
    await expect(this.page.getByTestId('user-row')).toHaveCount(1);
    await this.row(email).getByTestId('user-actions').click();
    await this.page.getByRole('menuitem', { name: 'Approve' }).click();
  }
}
