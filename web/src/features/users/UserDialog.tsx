import { Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { TUserRow } from '../../../../contract/users';

/** A dialog about one user, who is named (name and e-mail) above its fields. */
export function UserDialog({ row, title, onClose, children }: { row: TUserRow; title: string; onClose: () => void; children: ReactNode }) {
  return (
    <Modal opened onClose={onClose} title={title} centered>
      <Stack>
        <Text size="sm">
          {row.name} ({row.email})
        </Text>
        {children}
      </Stack>
    </Modal>
  );
}
