import { expect, test } from '@playwright/test';
import { MAX_RATIO_PERCENT } from '../../contract/company-settings';
import { CompanySettingsPage } from '../pages/company-settings-page';
import { DEMO_ADMIN, signInByApi } from '../pages/session';
import { openInArabic } from '../pages/language';

test.beforeEach(async ({ page }) => {
  await signInByApi(page, DEMO_ADMIN);
});

test('the company ratio follows the investor ratio as typed, and shows no figure while it is invalid', async ({ page }) => {
  const settings = new CompanySettingsPage(page);
  await settings.goto();
  await settings.typeInvestorRatio('33.3333');
  await expect(settings.companyRatio).toHaveValue('66.6667');
  await settings.typeInvestorRatio('70');
  await expect(settings.companyRatio).toHaveValue('—');
  await settings.save();
  await expect(settings.investorRatioError(`This rate is above its limit of ${MAX_RATIO_PERCENT}%.`)).toBeVisible();
  await expect(settings.companyRatio).toHaveValue('—');
  await settings.typeInvestorRatio('');
  await expect(settings.companyRatio).toHaveValue('—');
  await settings.typeInvestorRatio('45');
  await expect(settings.companyRatio).toHaveValue('55');
});

test('in Arabic, the company ratio shows no stale figure beside the refused investor ratio', async ({ page }) => {
  const settings = await openInArabic(page, new CompanySettingsPage(page));
  await settings.typeInvestorRatio('70');
  await settings.save();
  await expect(settings.investorRatioError(`هذه النسبة تتجاوز حدها الأقصى البالغ ${MAX_RATIO_PERCENT}٪.`)).toBeVisible();
  await expect(settings.companyRatio).toHaveValue('—');
  await settings.typeInvestorRatio('20');
  await expect(settings.companyRatio).toHaveValue('80');
});
