import type { TFunction } from 'i18next';
import { isApiError, type ApiError } from '../api/api-error';
import { translateError, translateFieldErrors } from '../api/translate-error';
import { focusFirstInvalid } from './schema-form';
import { toastError, toastSuccess } from './toast';

/** The field a refusal names in its params (`field`), as the core's checks do. */
const namedField = (error: ApiError) => (typeof error.params.field === 'string' ? error.params.field : undefined);

/**
 * A failed save: field errors next to their fields, the message in a toast, the first invalid field
 * focused. `fieldOf` names the field a refusal with a code of its own is about (a taken e-mail).
 */
export function showFormFailure(
  t: TFunction,
  form: { setErrors: (errors: Record<string, string>) => void },
  error: unknown,
  fieldOf?: (error: ApiError) => string | undefined,
): void {
  const errors = translateFieldErrors(t, error);
  const message = translateError(t, error);
  const field = isApiError(error) ? (fieldOf?.(error) ?? namedField(error)) : undefined;
  if (field) errors[field] = message;
  form.setErrors(errors);
  focusFirstInvalid(errors);
  toastError(message);
}

/**
 * How a form's save ends: `done` said, then `then` (the dialog closed, the form emptied); or the
 * refusal shown on the form, `fieldOf` as for showFormFailure.
 */
export function formOutcome(
  t: TFunction,
  form: { setErrors: (errors: Record<string, string>) => void },
  done: string,
  then: () => void,
  fieldOf?: (error: ApiError) => string | undefined,
) {
  return {
    onSuccess: () => {
      toastSuccess(done);
      then();
    },
    onError: (error: unknown) => showFormFailure(t, form, error, fieldOf),
  };
}
