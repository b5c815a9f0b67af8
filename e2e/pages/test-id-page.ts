import type { Locator, Page } from '@playwright/test';

/** One locator a name, for the names of a record of test ids. */
export type TestIdLocators<Ids extends Record<string, string>> = { readonly [Name in keyof Ids]: Locator };

/**
 * The base of a page object whose fields are located by test id: `class AuditLogPage extends
 * byTestIds({ rows: 'audit-row' })` has `rows`, `page.getByTestId('audit-row')`, and `page`. The names
 * and their types come from the record, so a spec that reads a field the page does not declare fails
 * the typecheck as before; a comment on a name of the record is the field's documentation.
 */
export function byTestIds<const Ids extends Record<string, string>>(ids: Ids) {
  class TestIdPage {
    constructor(readonly page: Page) {
      for (const [name, testId] of Object.entries(ids)) Object.defineProperty(this, name, { value: page.getByTestId(testId), enumerable: true });
    }
  }
  return TestIdPage as new (page: Page) => TestIdPage & TestIdLocators<Ids>;
}
