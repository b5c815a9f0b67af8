import type { Locator } from '@playwright/test';
import { byTestIds } from './test-id-page';

/** /app/company-settings: the ratios, the derived company ratio and the save button. */
export class CompanySettingsPage extends byTestIds({ investorRatio: 'setting-investorRatio', companyRatio: 'setting-companyRatio' }) {
  async goto(): Promise<void> {
    await this.page.goto('/app/company-settings');
  }

  async typeInvestorRatio(text: string): Promise<void> {
    await this.investorRatio.fill(text);
  }

  async save(): Promise<void> {
    await this.page.getByTestId('save-settings').click();
  }

  /** The message Mantine shows under the investor ratio field. */
  investorRatioError(text: string): Locator {
    return this.page.locator('.mantine-InputWrapper-root', { has: this.investorRatio }).getByText(text);
  }
}
