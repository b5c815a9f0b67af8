import { Button, Group } from '@mantine/core';

/** The foot of a dialog that only shows something (no action to confirm): its close button, at the end of the line. */
export function DialogClose({ onClose, label, testId }: { onClose: () => void; label: string; testId: string }) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onClose} data-testid={testId}>
        {label}
      </Button>
    </Group>
  );
}
