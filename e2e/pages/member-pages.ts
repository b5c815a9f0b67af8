import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Download, type Locator, type Page } from '@playwright/test';
import { ROOT } from '../server-process';
import type { Language } from './language';
import { DEMO_MEMBER, signInAs } from './session';

type Members = { member: { profits: Record<'paid' | 'unpaid' | 'pending' | 'sent', string> } };
type Common = { profile: { tabs: Record<'personal' | 'subscription' | 'profits' | 'operations', string> } };

const readLocale = <T>(file: string): T => JSON.parse(readFileSync(path.join(ROOT, 'web', 'locales', file), 'utf8')) as T;

/** Signs in as the demo member with the interface in `language` (the sign-in form is read in English) and opens their profile. */
export async function openMemberProfile(page: Page, language: Language): Promise<MemberProfilePage> {
  await signInAs(page, DEMO_MEMBER.email, DEMO_MEMBER.password);
  await page.evaluate((code) => window.localStorage.setItem('wasit.language', code), language);
  const profile = new MemberProfilePage(page, language);
  await profile.goto();
  return profile;
}

/** The words the member's screens show in each language, read from the app's own locale files. */
export function memberWords(language: Language) {
  const members = readLocale<Members>(`${language}.members.json`);
  const common = readLocale<Common>(`${language}.json`);
  return { tabs: common.profile.tabs, profits: members.member.profits };
}

export type MemberProfit = {
  id: string;
  amount: string;
  currency: string;
  profitDate: string;
  paid: boolean;
  type: string;
  requestable: boolean;
  explainable: boolean;
};

/** /app/profile as a member sees it: the subscription and profit-history tabs. */
export class MemberProfilePage {
  readonly profitRows: Locator;
  constructor(
    private readonly page: Page,
    private readonly language: Language,
  ) {
    this.profitRows = page.getByTestId('profit-row');
  }

  private get words() {
    return memberWords(this.language);
  }

  async goto(): Promise<void> {
    await this.page.goto('/app/profile');
    await this.page.getByRole('tab', { name: this.words.tabs.personal }).waitFor();
  }

  async openTab(key: 'subscription' | 'profits' | 'operations'): Promise<void> {
    await this.page.getByRole('tab', { name: this.words.tabs[key] }).click();
  }

  profitRow(id: string): Locator {
    return this.page.locator(`[data-testid="profit-row"][data-profit-id="${id}"]`);
  }

  /** The member's profit rows as the API gives them to this session (the member's own only). */
  async profits(): Promise<MemberProfit[]> {
    const answer = await this.page.request.get('/api/me/profits?limit=100');
    expect(answer.ok()).toBe(true);
    return ((await answer.json()) as { items: MemberProfit[] }).items;
  }

  async balance(): Promise<{ balance: string; currency: string }> {
    const answer = await this.page.request.get('/api/me/overview');
    expect(answer.ok()).toBe(true);
    const [subscription] = ((await answer.json()) as { subscriptions: Array<{ balance: string; currency: string }> }).subscriptions;
    return subscription!;
  }

  async requestToAdd(id: string, note: string): Promise<void> {
    await this.profitRow(id).getByTestId('request-profit').click();
    await this.page.getByTestId('request-note').fill(note);
    await this.page.getByTestId('send-request').click();
  }

  balanceText(): Locator {
    return this.page.getByTestId('subscription-balance');
  }
}

/** /app/add-profit: the pending requests with approve and reject. */
export class AddProfitPage {
  constructor(private readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/app/add-profit');
    await this.page.getByTestId('pending-requests').or(this.page.getByTestId('no-requests')).waitFor();
  }

  async approve(note: string): Promise<void> {
    const row = this.page.getByTestId('request-row').filter({ hasText: note });
    await row.getByTestId('approve').click();
    await expect(row).toHaveCount(0);
  }
}

export type ReportKind = 'operations' | 'distributions' | 'balances';
export type ExportFormat = 'xlsx' | 'pdf' | 'csv';

/** /app/reports: a tab per report, the date filter, the totals and the export buttons. */
export class ReportsPage {
  constructor(private readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/app/reports');
    await this.page.getByTestId('report-apply').waitFor();
  }

  async open(report: ReportKind, filter: { from?: string; to?: string; date?: string }): Promise<void> {
    // The report's rows and totals for this filter, whichever request reads them: the tab's first
    // (when the filter is its default) or the one the apply button sends. Until it answers, the
    // totals on the page are another filter's, or none while it loads.
    const answered = this.page.waitForResponse((response) => {
      const url = new URL(response.url());
      return url.pathname === `/api/reports/${report}` && Object.entries(filter).every(([key, value]) => url.searchParams.get(key) === value);
    });
    await this.page.getByTestId(`tab-${report}`).click();
    // A new tab draws a new filter bar: dates typed before it shows would go to the old one and be lost.
    await this.page.getByTestId(`report-${report}`).waitFor();
    if (filter.from) await this.page.getByTestId('report-from').fill(filter.from);
    if (filter.to) await this.page.getByTestId('report-to').fill(filter.to);
    if (filter.date) await this.page.getByTestId('report-date').fill(filter.date);
    await this.page.getByTestId('report-apply').click();
    expect((await answered).ok()).toBe(true);
    await this.page.getByTestId(`report-${report}`).waitFor();
    await expect(this.page.getByTestId('report-total').first()).toBeVisible();
  }

  /** The rows the filter holds: the sum of the per-currency counts of the totals ("XAF · Count: 12"). */
  async totalCount(): Promise<number> {
    const texts = await this.page.getByTestId('report-total').evaluateAll((groups) => groups.map((group) => group.firstElementChild?.textContent ?? ''));
    return texts.reduce((sum, text) => sum + Number(/(\d+)\s*$/.exec(text)?.[1] ?? Number.NaN), 0);
  }

  /** The recent exports card: one entry per job, newest first. */
  jobs(): Locator {
    return this.page.getByTestId('report-jobs').getByTestId('job');
  }

  /** Clicks the export button: the export starts as a job, listed first among the recent exports. */
  async startExport(format: ExportFormat): Promise<Locator> {
    const [answer] = await Promise.all([
      this.page.waitForResponse((response) => response.request().method() === 'POST' && /\/api\/reports\/\w+\/exports$/.test(response.url())),
      this.page.getByTestId(`export-${format}`).click(),
    ]);
    expect(answer.status()).toBe(202);
    const { id } = (await answer.json()) as { id: string };
    const job = this.page.locator(`[data-testid="report-jobs"] [data-job-id="${id}"]`);
    await expect(job).toBeVisible();
    return job;
  }

  /** Waits for the job to finish and downloads its file. */
  async download(job: Locator): Promise<{ download: Download; body: Buffer }> {
    await expect(job).toHaveAttribute('data-job-status', 'done', { timeout: 60_000 });
    const [download] = await Promise.all([this.page.waitForEvent('download'), job.getByTestId('job-download').click()]);
    const file = await download.path();
    return { download, body: readFileSync(file) };
  }

  /** Exports and returns the downloaded file. */
  async export(format: ExportFormat): Promise<{ download: Download; body: Buffer }> {
    return this.download(await this.startExport(format));
  }
}
