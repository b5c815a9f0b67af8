import { Text, Title, type TitleOrder } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A titled list of jobs, or "no jobs" when there is none. */
export function JobsSection({ title, order, count, children }: { title: string; order: TitleOrder; count: number; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <Title order={order} size="h5" mb="xs">
        {title}
      </Title>
      {count === 0 ? (
        <Text size="sm" c="dimmed">
          {t('jobs.none')}
        </Text>
      ) : (
        children
      )}
    </>
  );
}
