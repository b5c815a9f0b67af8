import { Button, Group, type MantineColor } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type ModalActionsProps = {
  onCancel: () => void;
  /** The confirming button's action; without one it submits the form it stands in. */
  onConfirm?: () => void;
  /** "Save" unless the dialog names its action (close the period, reject the run…). */
  label?: string;
  loading?: boolean;
  disabled?: boolean;
  color?: MantineColor;
  testId?: string;
  cancelTestId?: string;
  /** "Cancel" unless the dialog only shows something and closes ("Close"). */
  cancelLabel?: string;
  /** Another confirming control in place of the button (a link that opens or downloads a file). */
  children?: ReactNode;
};

/** The foot of every dialog and form: Cancel, then the confirming button, at the end of the line. */
export function ModalActions({ onCancel, onConfirm, label, loading, disabled, color, testId, cancelTestId, cancelLabel, children }: ModalActionsProps) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel} data-testid={cancelTestId}>
        {cancelLabel ?? t('common.cancel')}
      </Button>
      {children ?? (
        <Button type={onConfirm ? 'button' : 'submit'} onClick={onConfirm} loading={loading} disabled={disabled} color={color} data-testid={testId}>
          {label ?? t('common.save')}
        </Button>
      )}
    </Group>
  );
}
