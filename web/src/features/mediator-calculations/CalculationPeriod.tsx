import { Card, SimpleGrid } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TCalculationPreviewQuery } from '../../../../contract/mediator-calculations';
import { DateField } from '../../app/inputs/DateField';
import { CurrencySelect } from '../../app/inputs/PeriodSelects';

/** The current month, as the default period of the preview. */
export function thisMonth(): { from: string; to: string } {
  const today = new Date();
  const year = today.getFullYear();
  const month = String(today.getMonth() + 1).padStart(2, '0');
  const lastDay = new Date(year, today.getMonth() + 1, 0).getDate();
  return { from: `${year}-${month}-01`, to: `${year}-${month}-${String(lastDay).padStart(2, '0')}` };
}

/** The preview's period and currency; the preview asks the server only for a complete, ordered period. */
export function CalculationPeriod({ initial, onChange }: { initial: TCalculationPreviewQuery; onChange: (query: TCalculationPreviewQuery) => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(initial);
  const change = (next: TCalculationPreviewQuery) => {
    setDraft(next);
    if (/^\d{4}-\d{2}-\d{2}$/.test(next.from) && /^\d{4}-\d{2}-\d{2}$/.test(next.to) && next.from <= next.to) onChange(next);
  };
  return (
    <Card withBorder padding="md">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <DateField
          label={t('mediatorCalculations.filters.from')}
          value={draft.from}
          onChange={(from) => change({ ...draft, from })}
          data-testid="period-from"
        />
        <DateField label={t('mediatorCalculations.filters.to')} value={draft.to} onChange={(to) => change({ ...draft, to })} data-testid="period-to" />
        <CurrencySelect
          label={t('mediatorCalculations.filters.currency')}
          value={draft.currency}
          onChange={(currency) => change({ ...draft, currency })}
          testId="period-currency"
        />
      </SimpleGrid>
    </Card>
  );
}
