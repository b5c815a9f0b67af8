import { expect, test, type Page } from '@playwright/test';
import { freshIndividual, freshSubscriber } from '../pages/api-people';
import { AuditLogPage } from '../pages/audit-log-page';
import { DEMO_ADMIN, signInByApi } from '../pages/session';
import { openInArabic } from '../pages/language';

test.beforeEach(async ({ page }) => {
  await signInByApi(page, DEMO_ADMIN);
});

/** An individual created then given a new phone through the API, so the log holds one known update. */
async function individualWithNewPhone(page: Page): Promise<{ id: string; oldPhone: string; newPhone: string }> {
  const { id, body } = await freshIndividual(page, { label: 'Audit Trail' });
  const newPhone = `+235 6${body.phone.slice(-8)}`;
  const updated = await page.request.put(`/api/individuals/${id}`, { headers: { origin: new URL(page.url()).origin }, data: { ...body, phone: newPhone } });
  expect(updated.status()).toBe(200);
  return { id, oldPhone: body.phone, newPhone };
}

test('an administrator filters the audit log by entity and reads what changed', async ({ page }) => {
  const change = await individualWithNewPhone(page);
  const log = new AuditLogPage(page);
  await log.goto();
  const row = await log.filteredRow({ entity: 'Individual', action: 'individual.update', entityId: change.id });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Demo Administrator');
  const phone = log.change(row, 'phone');
  await expect(phone.getByRole('cell')).toHaveText(['Phone', change.oldPhone, change.newPhone]);
  // Only what changed: the unchanged name is not listed.
  await expect(log.change(row, 'name')).toHaveCount(0);
  await expect(log.rows.filter({ hasNotText: 'Individual' })).toHaveCount(0);
});

test('in Arabic, the audit log reads right to left with translated field names', async ({ page }) => {
  const change = await individualWithNewPhone(page);
  const log = await openInArabic(page, new AuditLogPage(page));
  await expect(page.getByRole('heading', { name: 'سجل التدقيق' })).toBeVisible();
  const row = await log.filteredRow({ entity: 'شخص', action: 'individual.update', entityId: change.id });
  await expect(row).toHaveCount(1);
  await expect(log.change(row, 'phone').getByRole('cell')).toHaveText(['الهاتف', change.oldPhone, change.newPhone]);
});

test('a subscription reads as a person reads it: labelled fields, the amount in its currency, the person by name with the id a click away', async ({
  page,
}) => {
  const subscriber = await freshSubscriber(page, { label: 'Audit Names', amount: '150000' });
  const log = new AuditLogPage(page);
  await log.goto();
  const row = await log.filteredRow({ entity: 'Subscriber', action: 'subscriber.create', entityId: subscriber.id });
  await expect(row).toHaveCount(1);
  // The subscriber itself, by its person's name.
  await expect(row.getByTestId('audit-record').first()).toContainText(subscriber.name);

  const amount = log.change(row, 'subscriptionAmount');
  await expect(amount.getByRole('cell').first()).toHaveText('Subscription amount');
  // Through the app's money formatter: grouped digits and the franc's sign (where it stands is the formatter's), never the stored "150000".
  await expect(amount.getByTestId('money')).toHaveText(/150,000/);
  await expect(amount.getByTestId('money')).toContainText('FCFA');

  const person = log.change(row, 'individualId');
  await expect(person.getByRole('cell').first()).toHaveText('Individual');
  const name = person.getByTestId('audit-record');
  await expect(name.locator('summary')).toHaveText(subscriber.name);
  const id = name.getByTestId('audit-record-id');
  await expect(id).toBeHidden();
  await name.locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(id).toBeVisible();
  await expect(id).toHaveText((await name.getAttribute('data-id'))!);
  await expect(name.getByRole('button', { name: 'Copy the id' })).toBeVisible();
});
