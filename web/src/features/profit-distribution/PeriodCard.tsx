import { Alert, Badge, Card, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CurrencySelect, MonthSelect, YearSelect } from '../../app/inputs/PeriodSelects';
import { closedKey, useClosedMonths } from '../periods/use-periods';
import type { Period } from './use-profit-distribution';

export function monthLabel(language: string, year: number, month: number): string {
  return new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric' }).format(new Date(year, month - 1, 1));
}

/** Year, month and currency of the distribution; red when the chosen source is already distributed. */
export function PeriodCard({ period, onChange, distributed }: { period: Period; onChange: (period: Period) => void; distributed: boolean }) {
  const { t, i18n } = useTranslation();
  // docs/distribution.md §15: a closed month refuses distribute, commissions and reset; the card says so first.
  const closed = useClosedMonths().has(closedKey(`${period.year}-${String(period.month).padStart(2, '0')}`, period.currency));
  const names = { month: monthLabel(i18n.language, period.year, period.month), currency: period.currency };
  // Each select names, shows and changes its own part of the period.
  const part = <Key extends keyof Period>(key: Key) => ({
    label: t(`distributionPage.${key}`),
    value: period[key],
    onChange: (value: Period[Key]) => onChange({ ...period, [key]: value }),
    testId: `period-${key}`,
  });
  return (
    <Card withBorder padding="lg" data-testid="period-card">
      <Group align="flex-end" wrap="wrap">
        <YearSelect {...part('year')} w={120} />
        <MonthSelect {...part('month')} w={160} />
        <CurrencySelect {...part('currency')} w={120} />
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
