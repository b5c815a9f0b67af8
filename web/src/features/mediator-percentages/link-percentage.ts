import type { TFunction } from 'i18next';
import { FIELD_ISSUES, type FieldIssue } from '../../../../contract/errors';
import { MEDIATOR_LINK_PERCENTAGE, zMediatorLinkPercentage } from '../../../../contract/mediator-percentages';
import { translateFieldError } from '../../api/translate-error';

const isFieldIssue = (message: string): message is FieldIssue => (FIELD_ISSUES as readonly string[]).includes(message);

/** The form runs the server's own schema, so the hint, this check and the server never disagree. */
export function checkLinkPercentage(t: TFunction, text: string): string | null {
  const parsed = zMediatorLinkPercentage.safeParse(text);
  if (parsed.success) return null;
  const message = parsed.error.issues[0]?.message ?? 'invalid_value';
  return translateFieldError(t, { path: 'percentage', issue: isFieldIssue(message) ? message : 'invalid_value', ...MEDIATOR_LINK_PERCENTAGE });
}
