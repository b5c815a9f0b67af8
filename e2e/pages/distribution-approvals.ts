import { expect, type Page } from '@playwright/test';
import { confirmedBody, demoCurrentMonthBody } from '../../server/test/distribution-requests';
import { demoDay } from '../demo-day';

const originOf = (page: Page) => new URL(page.url()).origin;

/** The four-eyes company setting (docs/distribution.md §14), saved through the API as the signed-in administrator. */
export async function setDistributionApproval(page: Page, on: boolean): Promise<void> {
  const settings = await (await page.request.get('/api/company-settings')).json();
  const { companyRatio: _ratio, specialBeneficiaryName: _name, updatedAt: _at, ...body } = settings;
  const saved = await page.request.put('/api/company-settings', { headers: { origin: originOf(page) }, data: { ...body, distributionsNeedApproval: on } });
  expect(saved.status()).toBe(200);
}

/** Every pending proposal rejected, so that a spec starts with the month free (rejections are kept, never deleted). */
export async function rejectPendingRuns(page: Page): Promise<void> {
  const { items } = await (await page.request.get('/api/distribution-runs?status=pending')).json();
  for (const run of items as Array<{ id: string }>) {
    await page.request.post(`/api/distribution-runs/${run.id}/reject`, { headers: { origin: originOf(page) }, data: { reason: 'Browser test clean-up' } });
  }
}

/** The demo's month (e2e/demo-day.ts) proposed through the API (a 409 when one is already pending is fine: one is there). */
export async function proposeCurrentMonth(page: Page): Promise<void> {
  const body = demoCurrentMonthBody(demoDay());
  const preview = await (await page.request.post('/api/profit-distribution/preview', { headers: { origin: originOf(page) }, data: body })).json();
  await page.request.post('/api/profit-distribution/distribute', { headers: { origin: originOf(page) }, data: confirmedBody(body, preview) });
}

/** The demo's month reset with the setting off, then the setting on again: the month free for the next spec. */
export async function resetCurrentMonth(page: Page): Promise<void> {
  await setDistributionApproval(page, false);
  try {
    const { year, month, currency } = demoCurrentMonthBody(demoDay());
    const reset = await page.request.post('/api/profit-distribution/reset', { headers: { origin: originOf(page) }, data: { year, month, currency } });
    expect(reset.status()).toBe(200);
  } finally {
    await setDistributionApproval(page, true);
  }
}
