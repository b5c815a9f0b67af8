import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconPlayerPlay, IconUserOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type RowActionProps = {
  /** The action's name: its tooltip and, for screen readers, its label. */
  label: string;
  onClick: () => void;
  testId?: string;
  color?: string;
  /** A tooltip saying more than the name (why the action may be refused). */
  tooltip?: string;
  icon: ReactNode;
};

/** One action of a row: an icon button named by its tooltip, on the table row and on the phone's card alike. */
export function RowAction({ label, onClick, testId, color, tooltip, icon }: RowActionProps) {
  return (
    <Tooltip label={tooltip ?? label}>
      <ActionIcon variant="subtle" color={color} aria-label={label} onClick={onClick} data-testid={testId}>
        {icon}
      </ActionIcon>
    </Tooltip>
  );
}

/** A row's actions side by side, never wrapped. */
export function RowActions({ children }: { children: ReactNode }) {
  return (
    <Group gap={4} wrap="nowrap">
      {children}
    </Group>
  );
}

/** A person's activation: deactivate an active one, activate an inactive one. */
export function ActiveToggle({ active, onClick, testId }: { active: boolean; onClick: () => void; testId: string }) {
  const { t } = useTranslation();
  return (
    <RowAction
      label={t(active ? 'people.deactivate' : 'people.activate')}
      color={active ? 'red' : 'teal'}
      onClick={onClick}
      testId={testId}
      icon={active ? <IconUserOff size={18} /> : <IconPlayerPlay size={18} />}
    />
  );
}
