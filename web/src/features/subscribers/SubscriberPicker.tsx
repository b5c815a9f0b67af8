import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TSubscriberOption } from '../../../../contract/subscribers';
import { useSubscriberLookup } from './use-subscribers';

type SubscriberPickerProps = {
  label: string;
  value: TSubscriberOption | null;
  onChange: (chosen: TSubscriberOption | null) => void;
  error?: string;
  testId: string;
  required?: boolean;
  /** The form field it fills, so that a refusal can focus it (Mantine's `data-path`). */
  path?: string;
};

/** Searches subscribers on the server by name or phone; the whole option (currency, balance) is handed back. */
export function SubscriberPicker({ label, value, onChange, error, testId, required = true, path }: SubscriberPickerProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const lookup = useSubscriberLookup(debounced);
  const found = lookup.data?.items ?? [];
  const options = value && !found.some((item) => item.id === value.id) ? [value, ...found] : found;
  const again = useSubscriberLookup(value?.name ?? '', value !== null);
  const fresh = value ? again.data?.items.find((item) => item.id === value.id) : undefined;
  // A ledger write refetches the lookup: the chosen subscriber's balance follows it.
  useEffect(() => {
    if (value && fresh && (fresh.balance !== value.balance || fresh.status !== value.status)) onChange(fresh);
  }, [value, fresh, onChange]);
  return (
    <Select
      label={label}
      placeholder={t('people.pickSubscriber')}
      data={options.map((item) => ({ value: item.id, label: `${item.name} · ${item.currency}` }))}
      value={value?.id ?? null}
      onChange={(id) => onChange(options.find((item) => item.id === id) ?? null)}
      searchable
      allowDeselect={false}
      clearable={!required}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      nothingFoundMessage={t('people.nothingFound')}
      error={error}
      required={required}
      data-testid={testId}
      data-path={path}
    />
  );
}
