import { Alert } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export type FormMessage = { kind: 'error' | 'success'; text: string };

/** A dismissible message above a form (docs/rulings.md §R13: errors and successes can be closed). */
export function FormAlert({ message, onClose }: { message: FormMessage | null; onClose?: () => void }) {
  const { t } = useTranslation();
  if (!message) return null;
  const isError = message.kind === 'error';
  return (
    <Alert
      color={isError ? 'red' : 'teal'}
      icon={isError ? <IconAlertCircle size={18} /> : <IconCircleCheck size={18} />}
      withCloseButton={Boolean(onClose)}
      closeButtonLabel={t('common.dismiss')}
      onClose={onClose}
      role={isError ? 'alert' : 'status'}
      data-testid={isError ? 'form-error' : 'form-success'}
      mb="md"
    >
      {message.text}
    </Alert>
  );
}
