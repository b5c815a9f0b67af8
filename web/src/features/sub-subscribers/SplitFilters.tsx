import { Button, Select } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CURRENCY_CODES } from '../../../../contract/money';
import { YEARS_SHOWN } from '../../../../contract/profit-distribution';
import { exportHref } from '../../app/tables/export-href';
import { ListFilters } from '../../app/tables/ListFilters';
import type { ListView } from '../../app/tables/use-list-view';

type SplitFiltersProps = {
  view: Pick<ListView<string, 'year' | 'month' | 'currency'>, 'search' | 'setSearch' | 'setFilter'>;
  /** The month shown: the URL's, or this month in XAF. */
  period: { year: string; month: string; currency: string };
  /** The list's query, which the export repeats (its sort and month) with the interface language. */
  query: Record<string, string | undefined>;
  /** The visible columns in their order: the export writes exactly these. */
  columns: readonly string[];
};

/** The month and currency of the split, kept in the URL, and the CSV of exactly that view: its sort and its visible columns. */
export function SplitFilters({ view, period, query, columns }: SplitFiltersProps) {
  const { t, i18n } = useTranslation();
  const thisYear = new Date().getFullYear();
  const years = Array.from({ length: YEARS_SHOWN }, (_, index) => String(thisYear - index));
  const monthName = (month: number) =>
    new Intl.DateTimeFormat(i18n.language, { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2000, month - 1, 1)));
  const months = Array.from({ length: 12 }, (_, index) => ({ value: String(index + 1), label: monthName(index + 1) }));
  return (
    <ListFilters view={view}>
      <Select
        label={t('subProfitSplit.year')}
        data={years}
        value={period.year}
        onChange={(year) => year && view.setFilter('year', year)}
        allowDeselect={false}
        data-testid="split-year"
      />
      <Select
        label={t('subProfitSplit.month')}
        data={months}
        value={period.month}
        onChange={(month) => month && view.setFilter('month', month)}
        allowDeselect={false}
        data-testid="split-month"
      />
      <Select
        label={t('subProfitSplit.currency')}
        data={[...CURRENCY_CODES]}
        value={period.currency}
        onChange={(code) => code && view.setFilter('currency', code)}
        allowDeselect={false}
        data-testid="split-currency"
      />
      <Button
        component="a"
        href={exportHref('/api/sub-profit-distribution/split/export.csv', query, columns, i18n.language)}
        download
        variant="light"
        leftSection={<IconDownload size={16} />}
        data-testid="split-export"
      >
        {t('subProfitSplit.export')}
      </Button>
    </ListFilters>
  );
}
