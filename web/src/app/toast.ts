import { notifications } from '@mantine/notifications';
import type { TFunction } from 'i18next';
import { translateError } from '../api/translate-error';

/** docs/rulings.md §R13: successes close after 3 s, errors after 4 s (the provider's default). */
export function toastSuccess(message: string): void {
  notifications.show({ message, color: 'teal', autoClose: 3000 });
}

export function toastError(message: string): void {
  notifications.show({ message, color: 'red', autoClose: 4000 });
}

/** How a dialog's change ends: `done` said and the dialog closed, or the refusal said in the reader's language. */
export function toastOutcome(t: TFunction, done: string, close: () => void) {
  return {
    onSuccess: () => {
      toastSuccess(done);
      close();
    },
    onError: (error: unknown) => toastError(translateError(t, error)),
  };
}
