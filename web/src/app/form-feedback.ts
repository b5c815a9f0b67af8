import type { TFunction } from 'i18next';
import { translateError, translateFieldErrors } from '../api/translate-error';
import { toastError } from './toast';

/** A failed save: field errors next to their fields, the message in a toast. */
export function showFormFailure(t: TFunction, form: { setErrors: (errors: Record<string, string>) => void }, error: unknown): void {
  form.setErrors(translateFieldErrors(t, error));
  toastError(translateError(t, error));
}
