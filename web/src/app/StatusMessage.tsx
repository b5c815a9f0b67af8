import { Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type StatusMessageProps = {
  icon: ReactNode;
  color: string;
  title: string;
  description?: string;
  actions?: ReactNode;
};

/** An honest full-width state: access denied, not available yet, not found. */
export function StatusMessage({ icon, color, title, description, actions }: StatusMessageProps) {
  return (
    <Center py={60} px="md">
      <Stack align="center" gap="sm" maw={480} ta="center">
        <ThemeIcon size={64} radius="xl" variant="light" color={color}>
          {icon}
        </ThemeIcon>
        <Title order={2}>{title}</Title>
        {description ? <Text c="dimmed">{description}</Text> : null}
        {actions}
      </Stack>
    </Center>
  );
}
