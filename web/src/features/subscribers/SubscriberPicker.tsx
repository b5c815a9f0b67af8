import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { TSubscriberOption } from '../../../../contract/subscribers';
import { ServerSelect, useServerSearch } from '../../app/inputs/ServerSelect';
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
  const typed = useServerSearch();
  const lookup = useSubscriberLookup(typed.debounced);
  const found = lookup.data?.items ?? [];
  const options = value && !found.some((item) => item.id === value.id) ? [value, ...found] : found;
  const again = useSubscriberLookup(value?.name ?? '', value !== null);
  const fresh = value ? again.data?.items.find((item) => item.id === value.id) : undefined;
  // A ledger write refetches the lookup: the chosen subscriber's balance follows it.
  useEffect(() => {
    if (value && fresh && (fresh.balance !== value.balance || fresh.status !== value.status)) onChange(fresh);
  }, [value, fresh, onChange]);
  return (
    <ServerSelect
      typed={typed}
      label={label}
      placeholder={t('people.pickSubscriber')}
      data={options.map((item) => ({ value: item.id, label: `${item.name} · ${item.currency}` }))}
      value={value?.id ?? null}
      onChange={(id) => onChange(options.find((item) => item.id === id) ?? null)}
      allowDeselect={false}
      clearable={!required}
      error={error}
      required={required}
      testId={testId}
      path={path}
    />
  );
}
