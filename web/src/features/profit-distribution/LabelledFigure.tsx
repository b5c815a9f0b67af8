import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A figure of a preview under its small, dimmed label. */
export function LabelledFigure({ label, testId, children }: { label: string; testId?: string; children: ReactNode }) {
  return (
    <div data-testid={testId}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{children}</Text>
    </div>
  );
}
