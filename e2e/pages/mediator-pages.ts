import type { Locator, Page } from '@playwright/test';
import { freshIndividual, freshSubscriber } from './api-people';
import { ListScreen } from './list-screen';
import { pickOption } from './people-pages';
import { byTestIds } from './test-id-page';

/** A fresh mediator (individual) and investor (subscriber) through the API, so each run owns its link. */
export async function freshLinkParties(page: Page): Promise<{ mediator: string; investor: string }> {
  const mediator = await freshIndividual(page, { label: 'Mediator', type: 'mediator' });
  const investor = await freshSubscriber(page, { label: 'Investor', amount: '500000' });
  return { mediator: mediator.name, investor: investor.name };
}

/** /app/mediator-percentages: filters, the list and the add/edit modal. */
export class MediatorPercentagesPage extends ListScreen {
  constructor(page: Page) {
    super(page, { path: '/app/mediator-percentages', row: 'mediator-link-row', form: 'mediator-link-form' });
  }

  async filterByMediator(name: string): Promise<void> {
    await pickOption(this.page, this.page.getByTestId('filter-mediator'), name);
  }

  async openAdd(): Promise<void> {
    await this.page.getByTestId('link-add').click();
  }

  async fill(fields: { mediator?: string; investor?: string; percentage?: string; status?: string }): Promise<void> {
    if (fields.mediator) await pickOption(this.page, this.form.getByTestId('link-mediator'), fields.mediator);
    if (fields.investor) await pickOption(this.page, this.form.getByTestId('link-investor'), fields.investor);
    if (fields.percentage !== undefined) await this.form.getByTestId('link-percentage').fill(fields.percentage);
    if (fields.status) {
      await this.form.getByTestId('link-status').click();
      await this.page.getByRole('option', { name: fields.status, exact: true }).click();
    }
  }

  async save(): Promise<void> {
    await this.form.getByTestId('link-save').click();
  }

  async edit(row: Locator): Promise<void> {
    await row.getByTestId('link-edit').click();
  }

  async delete(row: Locator): Promise<void> {
    await row.getByTestId('link-delete').click();
    await this.page.getByTestId('link-delete-confirm').click();
  }
}

/** /app/mediator-calculations: settings with presets, the period, the preview and its CSV. */
export class MediatorCalculationsPage extends byTestIds({ previewRows: 'preview-row' }) {
  async goto(): Promise<void> {
    await this.page.goto('/app/mediator-calculations');
  }

  async choosePreset(name: 'conservative' | 'balanced' | 'aggressive'): Promise<void> {
    await this.page.getByTestId(`preset-${name}`).click();
  }

  async setPeriod(from: string, to: string): Promise<void> {
    await this.page.getByTestId('period-from').fill(from);
    await this.page.getByTestId('period-to').fill(to);
  }

  /** Clicks the export and returns the downloaded file's text. */
  async exportCsv(): Promise<{ name: string; text: string }> {
    const [download] = await Promise.all([this.page.waitForEvent('download'), this.page.getByTestId('preview-export').click()]);
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return { name: download.suggestedFilename(), text: Buffer.concat(chunks).toString('utf8') };
  }
}

/** The split tab of /app/sub-profit-distribution. */
export class SubProfitSplitTab extends byTestIds({ cards: 'split-card' }) {
  async open(): Promise<void> {
    await this.page.goto('/app/sub-profit-distribution');
    await this.page.getByTestId('tab-split').click();
  }

  async choose(testId: 'split-year' | 'split-month', label: string): Promise<void> {
    await this.page.getByTestId(testId).click();
    await this.page.getByRole('option', { name: label, exact: true }).click();
  }
}
