import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type SortSelectProps = { columns: readonly { key: string; label: string }[]; value: string; onChange: (value: string) => void };

/** On a phone, where rows are cards without headers to click, the sort is chosen here. */
export function SortSelect({ columns, value, onChange }: SortSelectProps) {
  const { t } = useTranslation();
  const data = columns.flatMap((column) =>
    (['asc', 'desc'] as const).map((direction) => ({
      value: `${column.key}-${direction}`,
      label: t('tables.sortOption', { column: column.label, direction: t(direction === 'asc' ? 'tables.ascending' : 'tables.descending') }),
    })),
  );
  return (
    <Select label={t('tables.sortBy')} data={data} value={value} onChange={(next) => next && onChange(next)} allowDeselect={false} data-testid="sort-select" />
  );
}
