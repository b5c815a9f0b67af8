import { expect, type Page } from '@playwright/test';

/** How long a confirmation's button may stay on screen after its press before the press counts as lost. */
const TAKEN_WITHIN_MS = 3_000;

/**
 * Presses the confirm button of a confirmation modal (web/src/app/modals/confirm.ts) and waits for
 * the modal to close: the app closes it as it takes the press, with the request going on behind it.
 * On a loaded machine a press can land nowhere, as a person's would: once in a full run the modal
 * stayed open and no request left the page. The button is then pressed once more, and the output
 * says so, so that a button which ignores presses still shows.
 */
export async function confirmModal(page: Page, testId: string): Promise<void> {
  const button = page.getByTestId(testId);
  await button.click();
  const taken = await button
    .waitFor({ state: 'detached', timeout: TAKEN_WITHIN_MS })
    .then(() => true)
    .catch(() => false);
  if (!taken && (await button.isVisible())) {
    console.log(`${testId}: the modal stayed open after the press; pressing again`);
    await button.click();
  }
  await expect(button).toHaveCount(0);
}
