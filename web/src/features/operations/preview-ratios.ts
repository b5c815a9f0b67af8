import type { TCompanySettings } from '../../../../contract/company-settings';
import { ratiosForEdit, type ShareRatiosText } from '../../../../contract/operation-input';
import type { TOperationRow } from '../../../../contract/operations';

/**
 * The ratios the server saves with: the company's current ones for a new operation, the
 * operation's own stored rules for an edit (the same rule as the server's), so the live preview
 * shows what will be saved.
 */
export function previewRatios(row: TOperationRow | null, settings: TCompanySettings, mediatorType: TOperationRow['mediatorType']): ShareRatiosText {
  return row ? ratiosForEdit(row, settings, mediatorType) : settings;
}
