import { Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type PageHeaderProps = {
  title: string;
  subtitle?: string;
  /** A list's column picker, first of the actions. */
  picker?: ReactNode;
  actions?: ReactNode;
};

/** A screen's title, the line under it, and its actions on the other side. */
export function PageHeader({ title, subtitle, picker, actions }: PageHeaderProps) {
  return (
    <Group justify="space-between" align="flex-start">
      <div>
        <Title order={2}>{title}</Title>
        {subtitle ? <Text c="dimmed">{subtitle}</Text> : null}
      </div>
      {picker || actions ? (
        <Group gap="xs">
          {picker}
          {actions}
        </Group>
      ) : null}
    </Group>
  );
}
