import type { Locator, Page } from '@playwright/test';

/** The signed-in frame: side menu and user menu. */
export class AppShell {
  readonly menuEntries: Locator;
  readonly userMenu: Locator;
  readonly noModules: Locator;

  constructor(readonly page: Page) {
    this.menuEntries = page.getByRole('navigation', { name: 'Main menu' }).getByRole('link');
    this.userMenu = page.getByTestId('user-menu');
    this.noModules = page.getByText('No accessible modules');
  }

  menuEntry(permission: string): Locator {
    return this.page.getByTestId(`menu-${permission}`);
  }

  async logout(): Promise<void> {
    await this.userMenu.click();
    await this.page.getByRole('menuitem', { name: 'Log out' }).click();
    await this.page.waitForURL('**/login');
  }
}
