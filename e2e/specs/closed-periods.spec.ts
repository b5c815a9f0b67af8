import { expect, test, type Page } from '@playwright/test';
import { axeFindings, settle } from '../pages/a11y/audit';
import { pickOption } from '../pages/people-pages';
import { freshSubscriber as freshSubscriberOf } from '../pages/api-people';
import { PeriodsPage } from '../pages/periods-page';
import { DEMO_ADMIN, signInAs } from '../pages/session';

/** The demo data distributes the two months before this one in XAF; the older of them is closed here and reopened after. */
function demoDistributedMonth(): string {
  const now = new Date();
  const back = new Date(now.getFullYear(), now.getMonth() - 2, 1);
  return `${back.getFullYear()}-${String(back.getMonth() + 1).padStart(2, '0')}`;
}

const monthName = (period: string, language: 'en' | 'ar') =>
  new Intl.DateTimeFormat(language, { year: 'numeric', month: 'long', timeZone: 'UTC', numberingSystem: 'latn' }).format(new Date(`${period}-01T00:00:00Z`));

const WORDS = {
  en: { closed: 'Closed', open: 'Open', refusal: (month: string) => `${month} is closed for XAF`, required: 'This field is required' },
  ar: { closed: 'مقفل', open: 'مفتوح', refusal: (month: string) => `شهر ${month} مقفل لعملة XAF`, required: 'هذا الحقل مطلوب' },
} as const;

const freshSubscriber = (page: Page) => freshSubscriberOf(page, { label: 'Period Test', amount: '100000' });

for (const language of ['en', 'ar'] as const) {
  test(`closing a month refuses a back-dated capital entry naming the month, until it is reopened with a reason (${language})`, async ({ page }) => {
    // Five screens and two audits: more than the default minute on a busy machine.
    test.setTimeout(240_000);
    await signInAs(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await page.evaluate((chosen) => window.localStorage.setItem('wasit.language', chosen), language);
    const words = WORDS[language];
    const period = demoDistributedMonth();
    const subscriber = await freshSubscriber(page);
    const periods = new PeriodsPage(page);
    const origin = new URL(page.url()).origin;
    try {
      await periods.goto(period.slice(0, 4));
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
      const row = periods.row(period, 'XAF');
      await expect(periods.status(row)).toHaveText(words.open);
      await periods.close(row);
      await expect(periods.status(row)).toHaveText(words.closed);
      // The audit chain's head stamped at the close, to keep outside Wasit for audit:verify --expect.
      await expect(periods.auditHead(row)).toContainText(/\d+:[0-9a-f]{64}/);

      await page.goto('/app/transactions');
      const form = page.getByTestId('ledger-form');
      await pickOption(page, form.getByTestId('ledger-subscriber'), subscriber.name);
      await form.getByTestId('ledger-amount').fill('2500');
      await form.getByTestId('ledger-date').fill(`${period}-10`);
      await form.getByTestId('ledger-preview').click();
      await page.getByTestId('ledger-confirm-save').click();
      const refusal = words.refusal(monthName(period, language));
      // Said twice: under the date that caused it and in the toast.
      await expect(form).toContainText(refusal);
      await expect(page.getByRole('alert').filter({ hasText: refusal })).toBeVisible();
      const rows = await page.request.get(`/api/balance-transactions?subscriberId=${subscriber.id}&limit=10`);
      expect((await rows.json()).items).toEqual([]);

      await periods.goto(period.slice(0, 4));
      // A closed month's row and its reopen dialog exist only here: the accessibility audit runs on them here.
      await settle(page);
      expect(await axeFindings(page)).toEqual([]);
      const dialog = await periods.reopen(row, null);
      await expect(dialog).toContainText(words.required);
      // Measured at its final colours, not while it fades in (a confirm button read 4.4:1 mid-fade).
      await settle(page);
      expect(await axeFindings(page, '[role="dialog"]')).toEqual([]);
      await dialog.getByTestId('reopen-reason').fill('Late bank statement');
      await page.getByTestId('confirm-reopen-period').click();
      await expect(periods.status(row)).toHaveText(words.open);
      await expect(row).toContainText('Late bank statement');
    } finally {
      // Whatever failed above, the demo month is left open for the other specs.
      const [year, month] = [period.slice(0, 4), String(Number.parseInt(period.slice(5), 10))];
      await page.request.post('/api/periods/reopen', { headers: { origin }, data: { year, month, currency: 'XAF', reason: 'end of the browser test' } });
    }
  });
}
