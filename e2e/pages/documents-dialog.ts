import type { FileChooser, Locator, Page } from '@playwright/test';
import { chooseFileWithEnter } from './file-chooser';

/** A tiny real PNG (one pixel): what a scanned identity card stands for in the browser tests. */
export const ONE_PIXEL_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** A calendar day `days` from today, `YYYY-MM-DD`, as the browser's clock (the test server's) counts. */
export function dayFromToday(days: number): string {
  const day = new Date();
  day.setDate(day.getDate() + days);
  const pad = (part: number) => String(part).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

/** The documents dialog of an individual, a capital entry or an operation, and its preview (web/src/features/documents). */
export class DocumentsDialog {
  readonly dialog: Locator;
  readonly preview: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByTestId('documents-modal');
    this.preview = page.getByTestId('document-preview');
  }

  get rows(): Locator {
    return this.dialog.getByTestId('document-row');
  }

  get dropzone(): Locator {
    return this.dialog.getByTestId('document-dropzone');
  }

  /** Presses Enter on the focused drop zone and answers the file picker it opens (file-chooser.ts). */
  chooseWithEnter(): Promise<FileChooser> {
    return chooseFileWithEnter(this.page, 'documents drop zone');
  }

  /**
   * Drops files on the drop zone as dragged files land: a `drop` event carrying them, built in the
   * page (`bytes` long when `buffer` is not given, for a file too large to pass from the test).
   */
  async drop(...files: Array<{ name: string; mimeType: string; buffer?: Buffer; bytes?: number }>): Promise<void> {
    const dataTransfer = await this.page.evaluateHandle(
      (dropped) => {
        const transfer = new DataTransfer();
        for (const { name, mimeType, content, bytes } of dropped) {
          transfer.items.add(new File([content ? new Uint8Array(content) : new Uint8Array(bytes)], name, { type: mimeType }));
        }
        return transfer;
      },
      files.map((file) => ({ name: file.name, mimeType: file.mimeType, content: file.buffer ? [...file.buffer] : null, bytes: file.bytes ?? 0 })),
    );
    await this.dropzone.dispatchEvent('drop', { dataTransfer });
  }

  /** Chooses a file as the file picker would (or drops it), then its kind's default and the dates typed, and uploads it. */
  async upload(
    file: { name: string; mimeType: string; buffer: Buffer },
    dates: { issuedOn?: string; expiresOn?: string } = {},
    how: 'choose' | 'drop' = 'choose',
  ): Promise<void> {
    if (how === 'drop') await this.drop(file);
    else await this.dropzone.locator('input[type="file"]').setInputFiles(file);
    if (dates.issuedOn) await this.dialog.getByTestId('document-issued').fill(dates.issuedOn);
    if (dates.expiresOn) await this.dialog.getByTestId('document-expires').fill(dates.expiresOn);
    await this.dialog.getByTestId('document-upload').click();
  }
}
