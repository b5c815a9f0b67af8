import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Under a list cut short: how many of how many rows it shows; nothing when it shows them all. */
export function ShowingFirst({ shown, total, testId }: { shown: number; total: number; testId?: string }) {
  const { t } = useTranslation();
  if (total <= shown) return null;
  return (
    <Text size="xs" c="dimmed" data-testid={testId}>
      {t('distributionPage.showingFirst', { shown, total })}
    </Text>
  );
}
