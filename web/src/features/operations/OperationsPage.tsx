import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { OperationsTab } from './OperationsTab';

/** Stands in for /app/transactions until the transactions page with its two tabs mounts OperationsTab itself. */
export function OperationsPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Title order={2}>{t('operations.title')}</Title>
      <OperationsTab />
    </Stack>
  );
}
