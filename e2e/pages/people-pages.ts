import type { Locator, Page } from '@playwright/test';
import { DocumentsDialog } from './documents-dialog';
import { ListScreen } from './list-screen';
import { byTestIds } from './test-id-page';

/** Picks an option of a searchable Mantine select: type, then click the first matching option. */
export async function pickOption(page: Page, input: Locator, search: string): Promise<void> {
  await input.fill(search);
  await page
    .getByRole('option', { name: new RegExp(search) })
    .first()
    .click();
}

/** /app/individuals: the list, its search and the add/edit form. */
export class IndividualsPage extends ListScreen {
  constructor(page: Page) {
    super(page, { path: '/app/individuals', ready: 'individual-add', row: 'individual-row', form: 'individual-form', search: 'individual-search' });
  }

  async fill(person: { name: string; phone: string; email: string; nni: string; nationality: string; address?: string }): Promise<void> {
    await this.form.getByTestId('individual-name').fill(person.name);
    await this.form.getByTestId('individual-phone').fill(person.phone);
    await this.form.getByTestId('individual-email').fill(person.email);
    await this.form.getByTestId('individual-nni').fill(person.nni);
    await this.form.getByTestId('individual-nationality').fill(person.nationality);
    if (person.address !== undefined) await this.form.getByTestId('individual-address').fill(person.address);
  }

  async save(): Promise<void> {
    await this.form.getByTestId('individual-save').click();
  }

  row(email: string): Locator {
    return this.rowWhere('email', email);
  }

  /** Finds the person by name and opens their documents dialog. */
  async openDocuments(person: { name: string; body: { email: string } }): Promise<DocumentsDialog> {
    await this.search(person.name);
    await this.row(person.body.email).getByTestId('documents-open').click();
    return new DocumentsDialog(this.page);
  }
}

/** /app/subscribers: list, add form and report modal. */
export class SubscribersPage extends ListScreen {
  constructor(page: Page) {
    super(page, { path: '/app/subscribers', ready: 'subscriber-add', row: 'subscriber-row', form: 'subscriber-form', search: 'subscriber-search' });
  }

  async add(params: { individual: string; date: string; amount: string }): Promise<void> {
    await this.page.getByTestId('subscriber-add').click();
    await pickOption(this.page, this.form.getByTestId('subscriber-individual'), params.individual);
    await this.form.getByTestId('subscriber-date').fill(params.date);
    await this.form.getByTestId('subscriber-amount').fill(params.amount);
    await this.form.getByTestId('subscriber-save').click();
    await this.form.waitFor({ state: 'detached' });
  }

  row(name: string): Locator {
    return this.rowWhere('name', name);
  }
}

/** Opens the confirm step of a ledger form (web/src/features/capital/LedgerConfirm.tsx, the capital form's and the balance update's) with its button, and returns it. */
async function openLedgerConfirm(page: Page, button: Locator): Promise<Locator> {
  await button.click();
  const dialog = page.getByTestId('ledger-confirm');
  await dialog.waitFor();
  return dialog;
}

/** Saves or cancels the open ledger confirm step and waits until it has closed. */
async function answerLedgerConfirm(page: Page, answer: 'save' | 'cancel'): Promise<void> {
  await page.getByTestId(`ledger-confirm-${answer}`).click();
  await page.getByTestId('ledger-confirm').waitFor({ state: 'detached' });
}

/** The capital tab of /app/transactions: the form with its confirmation, and the history. */
export class CapitalTransactionsPage extends byTestIds({ form: 'ledger-form', rows: 'ledger-row' }) {
  async goto(): Promise<void> {
    await this.page.goto('/app/transactions');
    await this.form.waitFor();
  }

  async fill(params: { subscriber: string; type: 'credit' | 'debit'; amount: string; status?: 'Pending' | 'Completed' }): Promise<void> {
    await pickOption(this.page, this.form.getByTestId('ledger-subscriber'), params.subscriber);
    await this.form
      .getByTestId('ledger-type')
      .getByText(params.type === 'credit' ? 'Credit' : 'Debit')
      .click();
    await this.form.getByTestId('ledger-amount').fill(params.amount);
    if (params.status) {
      await this.form.getByTestId('ledger-status').click();
      await this.page.getByRole('option', { name: params.status }).click();
    }
  }

  async preview(): Promise<Locator> {
    return openLedgerConfirm(this.page, this.form.getByTestId('ledger-preview'));
  }

  async confirm(): Promise<void> {
    await answerLedgerConfirm(this.page, 'save');
  }

  async filterBySubscriber(name: string): Promise<void> {
    const picker = this.page.getByTestId('history-subscriber');
    // Centred, its options open below it rather than under the fixed app header.
    await picker.evaluate((input) => input.scrollIntoView({ block: 'center' }));
    await pickOption(this.page, picker, name);
  }

  async act(row: Locator, action: 'complete' | 'cancel' | 'reverse'): Promise<void> {
    await row.getByTestId('ledger-actions').click();
    await this.page.getByTestId(`ledger-${action}`).click();
    await this.page.getByRole('dialog').getByRole('button').last().click();
  }
}

/** /app/update-balance. */
export class UpdateBalancePage extends byTestIds({ form: 'update-balance-form' }) {
  async goto(): Promise<void> {
    await this.page.goto('/app/update-balance');
    await this.form.waitFor();
  }

  async pick(subscriber: string): Promise<void> {
    await pickOption(this.page, this.form.getByTestId('update-subscriber'), subscriber);
  }

  async enter(type: string, amount: string): Promise<void> {
    await this.form.getByTestId('update-type').getByText(type).click();
    await this.form.getByTestId('update-amount').fill(amount);
  }

  /** Opens the confirm step (the same one as the capital form's) and returns it. */
  async review(): Promise<Locator> {
    return openLedgerConfirm(this.page, this.form.getByTestId('update-preview'));
  }

  async cancel(): Promise<void> {
    await answerLedgerConfirm(this.page, 'cancel');
  }

  async confirm(): Promise<void> {
    await answerLedgerConfirm(this.page, 'save');
  }
}
