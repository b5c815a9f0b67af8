import { Modal, Stack, Textarea, type MantineColor } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { translateError } from '../../api/translate-error';
import { ModalActions } from '../ModalActions';
import { toastError, toastSuccess } from '../toast';

type NoteModalProps<Subject> = {
  /** What the note is about (a profit, a request): the dialog is open while there is one. */
  subject: Subject | null;
  onClose: () => void;
  title: string;
  /** What the note is about, above its field. */
  children?: ReactNode;
  /** The note's field: its label and test id. */
  label: string;
  fieldTestId: string;
  /** A note is needed (a rejection's reason): the button waits for one. */
  required?: boolean;
  /** The sending button: its label, test id and colour. */
  action: { label: string; testId: string; color?: MantineColor };
  /** Sends the trimmed note; the dialog says `sent`, clears the note and closes once it is sent, and says why when refused. */
  onSend: (subject: Subject, note: string) => Promise<unknown>;
  sent: string;
  pending: boolean;
};

/** A dialog that sends one short note (up to 500 characters): a request's note, a rejection's reason. */
export function NoteModal<Subject>({
  subject,
  onClose,
  title,
  children,
  label,
  fieldTestId,
  required = false,
  action,
  onSend,
  sent,
  pending,
}: NoteModalProps<Subject>) {
  const { t } = useTranslation();
  const [note, setNote] = useState('');
  const send = () => {
    if (subject === null) return;
    void onSend(subject, note.trim()).then(
      () => {
        toastSuccess(sent);
        setNote('');
        onClose();
      },
      (error: unknown) => toastError(translateError(t, error)),
    );
  };
  return (
    <Modal opened={subject !== null} onClose={onClose} title={title}>
      <Stack>
        {children}
        <Textarea
          label={label}
          required={required}
          value={note}
          maxLength={500}
          onChange={(event) => setNote(event.currentTarget.value)}
          data-testid={fieldTestId}
        />
        <ModalActions
          onCancel={onClose}
          onConfirm={send}
          disabled={required && note.trim() === ''}
          label={action.label}
          loading={pending}
          color={action.color}
          testId={action.testId}
        />
      </Stack>
    </Modal>
  );
}
