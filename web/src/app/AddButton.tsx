import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';

/** A list's "add" action: opens the form of a new row. */
export function AddButton({ label, onClick, disabled, testId }: { label: string; onClick: () => void; disabled?: boolean; testId: string }) {
  return (
    <Button leftSection={<IconPlus size={16} />} onClick={onClick} disabled={disabled} data-testid={testId}>
      {label}
    </Button>
  );
}
