import { Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../app/QueryState';
import { LetterheadForm } from './LetterheadForm';
import { usePdfSettings } from './use-letterhead';

/** Company settings: the letterhead printed at the top of invoices, receipts and statements. */
export function LetterheadCard() {
  const { t } = useTranslation();
  const settings = usePdfSettings();
  return (
    <Card withBorder padding="lg" data-testid="letterhead-card">
      <Stack gap="sm">
        <div>
          <Title order={3}>{t('letterhead.title')}</Title>
          <Text size="sm" c="dimmed">
            {t('letterhead.explain')}
          </Text>
        </div>
        <QueryState query={settings}>{settings.data ? <LetterheadForm settings={settings.data} /> : null}</QueryState>
      </Stack>
    </Card>
  );
}
