import { Center, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** What a calculations card says when its period holds nothing, in the middle of the card. */
export function EmptyNote({ testId, children }: { testId?: string; children: ReactNode }) {
  return (
    <Center py="lg">
      <Text c="dimmed" data-testid={testId}>
        {children}
      </Text>
    </Center>
  );
}
