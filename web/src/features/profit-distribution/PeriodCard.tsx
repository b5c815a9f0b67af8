import { Alert, Badge, Card, Group, Select, Text } from '@mantine/core';
import { IconAlertTriangle, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { YEARS_SHOWN } from '../../../../contract/profit-distribution';
import { CURRENCY_CODES } from '../../../../contract/money';
import type { Currency } from '../../../../domain';
import { closedKey, useClosedMonths } from '../periods/use-periods';
import type { Period } from './use-profit-distribution';

/** docs/distribution.md §13: the current year and the 5 before it. */
export const yearChoices = () => Array.from({ length: YEARS_SHOWN }, (_, index) => String(new Date().getFullYear() - index));
export const monthChoices = (language: string) =>
  Array.from({ length: 12 }, (_, index) => ({
    value: String(index + 1),
    label: new Intl.DateTimeFormat(language, { month: 'long' }).format(new Date(2000, index, 1)),
  }));

export function monthLabel(language: string, year: number, month: number): string {
  return new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric' }).format(new Date(year, month - 1, 1));
}

/** Year, month and currency of the distribution; red when the chosen source is already distributed. */
export function PeriodCard({ period, onChange, distributed }: { period: Period; onChange: (period: Period) => void; distributed: boolean }) {
  const { t, i18n } = useTranslation();
  // docs/distribution.md §15: a closed month refuses distribute, commissions and reset; the card says so first.
  const closed = useClosedMonths().has(closedKey(`${period.year}-${String(period.month).padStart(2, '0')}`, period.currency));
  const names = { month: monthLabel(i18n.language, period.year, period.month), currency: period.currency };
  return (
    <Card withBorder padding="lg" data-testid="period-card">
      <Group align="flex-end" wrap="wrap">
        <Select
          label={t('distributionPage.year')}
          data={yearChoices()}
          value={String(period.year)}
          onChange={(year) => year && onChange({ ...period, year: Number(year) })}
          allowDeselect={false}
          w={120}
          data-testid="period-year"
        />
        <Select
          label={t('distributionPage.month')}
          data={monthChoices(i18n.language)}
          value={String(period.month)}
          onChange={(month) => month && onChange({ ...period, month: Number(month) })}
          allowDeselect={false}
          w={160}
          data-testid="period-month"
        />
        <Select
          label={t('distributionPage.currency')}
          data={[...CURRENCY_CODES]}
          value={period.currency}
          onChange={(currency) => currency && onChange({ ...period, currency: currency as Currency })}
          allowDeselect={false}
          w={120}
          data-testid="period-currency"
        />
        <Text fw={600} data-testid="period-label">
          {t('distributionPage.chosenMonth', { month: monthLabel(i18n.language, period.year, period.month) })}
        </Text>
        {closed ? (
          <Badge color="red" variant="light" leftSection={<IconLock size={12} />} data-testid="period-closed-badge">
            {t('periods.closedBadge')}
          </Badge>
        ) : null}
      </Group>
      {closed ? (
        <Alert color="gray" mt="md" icon={<IconLock size={18} />} data-testid="period-closed-warning">
          {t('periods.closedAlert', names)}
        </Alert>
      ) : null}
      {distributed ? (
        <Alert color="red" mt="md" icon={<IconAlertTriangle size={18} />} data-testid="already-distributed-warning">
          {t('distributionPage.alreadyDistributed')}
        </Alert>
      ) : null}
    </Card>
  );
}
