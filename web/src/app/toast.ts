import { notifications } from '@mantine/notifications';

/** docs/rulings.md §R13: successes close after 3 s, errors after 4 s (the provider's default). */
export function toastSuccess(message: string): void {
  notifications.show({ message, color: 'teal', autoClose: 3000 });
}

export function toastError(message: string): void {
  notifications.show({ message, color: 'red', autoClose: 4000 });
}
