import { Anchor, Card, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CURRENCY_CODES } from '../../../../contract/money';
import type { TCalculationPreviewQuery } from '../../../../contract/mediator-calculations';
import type { Currency } from '../../../../domain';
import { DateField } from '../../app/inputs/DateField';
import { QueryState } from '../../app/QueryState';
import { AnalyticsPanel } from './AnalyticsPanel';
import { PreviewCard } from './PreviewCard';
import { SettingsCard } from './SettingsCard';
import { useCalculationSettings } from './use-mediator-calculations';

/** The current month, as the default period of the preview. */
function thisMonth(): { from: string; to: string } {
  const today = new Date();
  const year = today.getFullYear();
  const month = String(today.getMonth() + 1).padStart(2, '0');
  const lastDay = new Date(year, today.getMonth() + 1, 0).getDate();
  return { from: `${year}-${month}-01`, to: `${year}-${month}-${String(lastDay).padStart(2, '0')}` };
}

/** Mediator commissions of a period against chosen rates (presets of docs/rulings.md §R6), CSV export, a year's analytics. */
export function MediatorCalculationsPage() {
  const { t } = useTranslation();
  const settings = useCalculationSettings();
  const [query, setQuery] = useState<TCalculationPreviewQuery>({ ...thisMonth(), currency: 'XAF' });
  // The preview asks the server only for a complete, ordered period.
  const [draft, setDraft] = useState(query);
  const change = (next: TCalculationPreviewQuery) => {
    setDraft(next);
    if (/^\d{4}-\d{2}-\d{2}$/.test(next.from) && /^\d{4}-\d{2}-\d{2}$/.test(next.to) && next.from <= next.to) setQuery(next);
  };
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
      <Card withBorder padding="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <DateField
            label={t('mediatorCalculations.filters.from')}
            value={draft.from}
            onChange={(from) => change({ ...draft, from })}
            data-testid="period-from"
          />
          <DateField label={t('mediatorCalculations.filters.to')} value={draft.to} onChange={(to) => change({ ...draft, to })} data-testid="period-to" />
          <Select
            label={t('mediatorCalculations.filters.currency')}
            data={[...CURRENCY_CODES]}
            value={draft.currency}
            onChange={(currency) => currency && change({ ...draft, currency: currency as Currency })}
            allowDeselect={false}
            data-testid="period-currency"
          />
        </SimpleGrid>
      </Card>
      <PreviewCard query={query} />
      <AnalyticsPanel currency={query.currency} />
    </Stack>
  );
}
