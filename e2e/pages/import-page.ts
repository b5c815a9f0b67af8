import { expect, type Page } from '@playwright/test';
import { byTestIds } from './test-id-page';

/** /app/import: kind, template links, file, preview table and commit. */
export class ImportPage extends byTestIds({
  rows: 'import-preview-row',
  commitButton: 'import-commit',
  result: 'import-result',
  /** The latest commit's job, as the page finds it on return (docs/import.md §6). */
  latestCommit: 'import-job',
}) {
  async goto(): Promise<void> {
    await this.page.goto('/app/import');
    await this.page.getByTestId('import-page').waitFor();
  }

  async chooseKind(label: string): Promise<void> {
    await this.page.getByTestId('import-kind').getByText(label, { exact: true }).click();
  }

  /** Downloads the CSV template and returns its text. */
  async downloadCsvTemplate(): Promise<string> {
    const waiting = this.page.waitForEvent('download');
    await this.page.getByTestId('import-template-csv').click();
    const download = await waiting;
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks)
      .toString('utf8')
      .replace(/^\uFEFF/, '');
  }

  /**
   * Imports one subscriber (and its individual) in dollars, for a ledger file to name: the
   * closed-periods spec closes months in francs. Leaves the kind on capital transactions.
   */
  async importLedgerOwner(params: { nni: string; name: string; phone: string; email: string }): Promise<void> {
    await this.chooseKind('Subscribers');
    await this.preview(
      'owner.csv',
      [
        'NNI,Subscription date,Subscription amount,Currency,Name,Phone,Email,Type,Nationality',
        `${params.nni},2024-01-01,1000,USD,${params.name},${params.phone},${params.email},user,Chad`,
      ].join('\n'),
    );
    await this.commitButton.click();
    await expect(this.result).toContainText('1 rows imported');
    await this.chooseKind('Capital transactions');
  }

  async preview(name: string, content: string): Promise<void> {
    await this.page.locator('input[type="file"]').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(content, 'utf8') });
    await this.page.getByTestId('import-preview').click();
    await this.page.getByTestId('import-counts').waitFor();
  }
}

/**
 * Every text the row progress shows, kept as it is drawn: on a quiet machine a check of 5,000 rows
 * takes a fraction of a second, too short for polling to be sure to see it. The answer's own bytes
 * are slowed (the progress lines come first), so the last progress stays drawn while it arrives.
 */
export async function recordRowProgress(page: Page): Promise<() => Promise<string[]>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: 256 * 1024, uploadThroughput: -1 });
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { rowProgressSeen: string[] }).rowProgressSeen = seen;
    new MutationObserver(() => {
      const text = document.querySelector('[data-testid="import-row-progress"]')?.textContent;
      if (text && seen.at(-1) !== text) seen.push(text);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  return async () => {
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    return page.evaluate(() => (window as unknown as { rowProgressSeen: string[] }).rowProgressSeen.splice(0));
  };
}

/** A capital-transactions file of `count` completed dollar credits of the owner, spread over 2025, the first of `firstAmount`. */
export function ledgerFile(params: { nni: string; count: number; firstAmount: number; note: string }): string {
  const lines = ['NNI,Currency,Date,Type,Credit type,Amount,Status,Note'];
  for (let index = 0; index < params.count; index += 1) {
    const day = `2025-${String(1 + (index % 12)).padStart(2, '0')}-${String(1 + (index % 28)).padStart(2, '0')}`;
    lines.push(`${params.nni},USD,${day},credit,new-amount,${params.firstAmount + index},completed,${params.note} ${index}`);
  }
  return lines.join('\n');
}
