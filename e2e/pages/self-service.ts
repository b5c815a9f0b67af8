import { expect, type Locator, type Page } from '@playwright/test';

/** The member's withdrawals tab of /app/profile: asking for one and the requests asked (docs/operations.md §13). */
export class MemberWithdrawalsTab {
  constructor(private readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/app/profile?tab=withdrawals');
    await this.page.getByTestId('ask-withdrawal').waitFor();
  }

  async ask(amount: string, reason: string): Promise<void> {
    await this.page.getByTestId('ask-withdrawal').click();
    await this.page.getByTestId('withdrawal-amount').fill(amount);
    await this.page.getByTestId('withdrawal-reason').fill(reason);
    await this.page.getByTestId('send-withdrawal').click();
    await expect(this.page.getByTestId('withdrawal-form')).toHaveCount(0);
  }

  row(reason: string): Locator {
    return this.page.getByTestId('withdrawal-row').filter({ hasText: reason });
  }
}

/** The approver's withdrawals tab of /app/add-profit. */
export class WithdrawalApprovalsTab {
  constructor(private readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/app/add-profit?tab=withdrawals');
    await this.page.getByTestId('withdrawals-status-filter').waitFor();
  }

  row(reason: string): Locator {
    return this.page.getByTestId('withdrawal-row').filter({ hasText: reason });
  }

  async approve(reason: string): Promise<void> {
    await this.row(reason).getByTestId('approve-withdrawal').click();
    await expect(this.row(reason)).toHaveAttribute('data-status', 'approved');
  }
}

/** The shell's bell: the unread count on its button, and its list. */
export class NotificationBell {
  constructor(private readonly page: Page) {}

  button(): Locator {
    return this.page.getByTestId('notifications-menu');
  }

  async open(): Promise<Locator> {
    await this.button().click();
    const dropdown = this.page.getByTestId('notifications-dropdown');
    await dropdown.waitFor();
    return dropdown;
  }

  /** How many unread the bell's name says. */
  async unread(): Promise<number> {
    const name = (await this.button().getAttribute('aria-label')) ?? '';
    return Number(/(\d+)/.exec(name)?.[1] ?? Number.NaN);
  }

  items(): Locator {
    return this.page.getByTestId('notifications-dropdown').getByTestId('notification');
  }

  /** "Show older", reached from the keyboard: focused, then Enter. */
  async showOlderByKeyboard(): Promise<void> {
    await this.page.getByTestId('notifications-older').focus();
    await this.page.keyboard.press('Enter');
  }
}
