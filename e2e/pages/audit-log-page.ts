import type { Locator } from '@playwright/test';
import { byTestIds } from './test-id-page';

/** /app/audit-log: the filters, the rows and each row's table of changed fields. */
export class AuditLogPage extends byTestIds({
  rows: 'audit-row',
  /** The period's first and last days (web/src/app/inputs/DateRangeField.tsx): typed or picked (pages/date-field.ts). */
  from: 'audit-from',
  to: 'audit-to',
}) {
  async goto(): Promise<void> {
    await this.page.goto('/app/audit-log');
  }

  /** Picks an entity by its label, as shown in the reader's language. */
  async filterByEntity(label: string): Promise<void> {
    await this.page.getByTestId('audit-entity').click();
    await this.page.getByRole('option', { name: label, exact: true }).click();
  }

  async filterByAction(action: string): Promise<void> {
    await this.page.getByTestId('audit-action').fill(action);
  }

  /** Filters the log by an entity (its label in the reader's language) and an action, and gives the row of `entityId` in it. */
  async filteredRow(filter: { entity: string; action: string; entityId: string }): Promise<Locator> {
    await this.filterByEntity(filter.entity);
    await this.filterByAction(filter.action);
    return this.rowFor(filter.entityId);
  }

  /** The row whose entity id is `entityId` (shown by the entity's name when it has one). */
  rowFor(entityId: string): Locator {
    return this.page.locator(`[data-testid="audit-row"][data-entity-id="${entityId}"]`);
  }

  /** A changed field's line in a row: its label, the value before, the value after. */
  change(row: Locator, field: string): Locator {
    return row.locator(`[data-testid="audit-change"][data-field="${field}"]`);
  }
}
