import type { Page } from '@playwright/test';
import type { TPdfSettings, TPdfSettingsBody } from '../../contract/letterhead';
import { byTestIds } from './test-id-page';

const originOf = (page: Page) => new URL(page.url()).origin;

/** The letterhead card of /app/company-settings (docs/letterhead.md): its fields, its logo buttons and its save. */
export class LetterheadForm extends byTestIds({
  card: 'letterhead-card',
  companyName: 'letterhead-companyName',
  address: 'letterhead-address',
  tradeRegister: 'letterhead-tradeRegister',
  taxId: 'letterhead-taxId',
  saveButton: 'pdf-settings-save',
  upload: 'letterhead-logo-upload',
  remove: 'letterhead-logo-remove',
  preview: 'letterhead-logo-preview',
}) {
  async fill(fields: Partial<Pick<TPdfSettingsBody, 'companyName' | 'address' | 'tradeRegister' | 'taxId'>>): Promise<void> {
    for (const [name, text] of Object.entries(fields) as Array<[keyof typeof fields, string]>) await this[name].fill(text);
  }

  async save(): Promise<void> {
    await this.saveButton.click();
  }

  /** Chooses a file from the upload button's file chooser, as a user picks one from their disk. */
  async chooseLogo(file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
    const chooser = this.page.waitForEvent('filechooser');
    await this.upload.click();
    await (await chooser).setFiles(file);
  }

  /** The letterhead as the server keeps it. */
  async stored(): Promise<TPdfSettings> {
    return (await (await this.page.request.get('/api/pdf-settings')).json()) as TPdfSettings;
  }

  /** Puts a letterhead back as it was (the demo data other specs read). */
  async restore({ logoUrl, ...text }: TPdfSettings): Promise<void> {
    const headers = { origin: originOf(this.page) };
    await this.page.request.put('/api/pdf-settings', { headers, data: text });
    if (logoUrl === '') await this.page.request.delete('/api/pdf-settings/logo', { headers });
    else await this.page.request.put('/api/pdf-settings/logo', { headers, data: { content: logoUrl.split(',')[1] } });
  }
}
