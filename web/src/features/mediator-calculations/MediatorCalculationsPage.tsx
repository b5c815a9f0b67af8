import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TCalculationPreviewQuery } from '../../../../contract/mediator-calculations';
import { QueryState } from '../../app/QueryState';
import { AnalyticsPanel } from './AnalyticsPanel';
import { CalculationPeriod, thisMonth } from './CalculationPeriod';
import { PreviewCard } from './PreviewCard';
import { SettingsCard } from './SettingsCard';
import { useCalculationSettings } from './use-mediator-calculations';

/** Mediator commissions of a period against chosen rates (presets of docs/rulings.md §R6), CSV export, a year's analytics. */
export function MediatorCalculationsPage() {
  const { t } = useTranslation();
  const settings = useCalculationSettings();
  const [query, setQuery] = useState<TCalculationPreviewQuery>({ ...thisMonth(), currency: 'XAF' });
  return (
    <Stack gap="lg">
      <div>
        <Title order={2}>{t('mediatorCalculations.title')}</Title>
        <Text c="dimmed">{t('mediatorCalculations.subtitle')}</Text>
        <Anchor component={Link} to="/app/mediator-percentages" size="sm">
          {t('mediatorCalculations.back')}
        </Anchor>
      </div>
      <QueryState query={settings}>
        {settings.data ? (
          <SettingsCard key={`${settings.data.investorRate}/${settings.data.mediatorRate}/${settings.data.specialRate}`} settings={settings.data} />
        ) : null}
      </QueryState>
      <CalculationPeriod initial={query} onChange={setQuery} />
      <PreviewCard query={query} />
      <AnalyticsPanel currency={query.currency} />
    </Stack>
  );
}
