import { Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A screen's title, the line under it, and its actions on the other side. */
export function PageHeader({ title, subtitle, actions }: { title: string; subtitle?: string; actions?: ReactNode }) {
  return (
    <Group justify="space-between" align="flex-start">
      <div>
        <Title order={2}>{title}</Title>
        {subtitle ? <Text c="dimmed">{subtitle}</Text> : null}
      </div>
      {actions ? <Group gap="xs">{actions}</Group> : null}
    </Group>
  );
}
