import type { FileChooser, Page } from '@playwright/test';

/** How long a key press on a file control is given to open the file picker, the first time and the second. */
const FIRST_PRESS_MS = 10_000;
const SECOND_PRESS_MS = 20_000;

/**
 * Presses Enter on the focused control (a drop zone, an upload button) and answers the file picker it
 * opens. Two full runs saw such a press give no picker within the test's minute, once on the
 * documents' drop zone and once on the letterhead's upload button, each time with the control focused
 * and no message in the page's console (their traces); a click on the same button had opened its
 * picker a moment before. The press is given ten seconds, then made once more, and the output says so
 * (`what` names the control), so that a control that ignores the key still shows, and two ignored
 * presses fail the test. As e2e/pages/confirm-modal.ts does for a confirmation's button.
 */
export async function chooseFileWithEnter(page: Page, what: string): Promise<FileChooser> {
  const first = page.waitForEvent('filechooser', { timeout: FIRST_PRESS_MS });
  // Listening turns on Chromium's interception of pickers (Page.setInterceptFileChooserDialog); a
  // round trip to the page first lets that land before the key does. Three runs of the documents,
  // letterhead and accounting settings specs (three workers): without it, each had one first press
  // that opened no picker; with it, none had.
  await page.evaluate(() => undefined);
  await page.keyboard.press('Enter');
  try {
    return await first;
  } catch {
    console.log(`${what}: Enter opened no file picker within ${FIRST_PRESS_MS / 1000} s; pressing again`);
    const second = page.waitForEvent('filechooser', { timeout: SECOND_PRESS_MS });
    await page.keyboard.press('Enter');
    return second;
  }
}
