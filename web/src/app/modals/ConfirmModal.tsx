import { Modal, Stack, type MantineColor } from '@mantine/core';
import type { ReactNode } from 'react';
import { ModalActions } from '../ModalActions';

type ConfirmModalProps = {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** What the change does, said before it is made. */
  children: ReactNode;
  /** The confirming button: its label, test id and colour (red: most confirmations undo nothing). */
  action: { label: string; testId: string; color?: MantineColor };
  onConfirm: () => void;
  pending: boolean;
  testId?: string;
  centered?: boolean;
};

/** A dialog that says what a change does and asks once before making it. */
export function ConfirmModal({ opened, onClose, title, children, action, onConfirm, pending, testId, centered }: ConfirmModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered={centered}>
      <Stack data-testid={testId}>
        {children}
        <ModalActions onCancel={onClose} color={action.color ?? 'red'} onConfirm={onConfirm} loading={pending} testId={action.testId} label={action.label} />
      </Stack>
    </Modal>
  );
}
