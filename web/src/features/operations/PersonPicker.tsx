import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ServerSelect, useServerSearch } from '../../app/inputs/ServerSelect';
import { usePersonLookup } from './use-operations';

type PersonPickerProps = {
  label: string;
  value: string | null;
  initialName?: string;
  error?: string;
  onChange: (id: string | null) => void;
  testId: string;
  /** An optional pick (a sale's customer) can be cleared. */
  optional?: boolean;
  /** The form field it fills, so that a refusal can focus it (Mantine's `data-path`). */
  path?: string;
};

/** A searchable picker of individuals, served by the lookup endpoint (infix on the name). */
export function PersonPicker({ label, value, initialName, error, onChange, testId, optional = false, path }: PersonPickerProps) {
  const { t } = useTranslation();
  const typed = useServerSearch();
  const [chosenName, setChosenName] = useState(initialName ?? '');
  const lookup = usePersonLookup(typed.debounced);
  const options = (lookup.data?.items ?? []).map((item) => ({ value: item.id, label: item.name }));
  // The chosen person stays an option while the search shows others.
  if (value && chosenName && !options.some((option) => option.value === value)) options.unshift({ value, label: chosenName });
  return (
    <ServerSelect
      typed={typed}
      label={label}
      placeholder={t('operations.fields.pickPerson')}
      data={options}
      value={value}
      onChange={(id, option) => {
        setChosenName(option?.label ?? '');
        onChange(id);
      }}
      nothingFoundMessage={t('operations.empty')}
      error={error}
      required={!optional}
      clearable={optional}
      testId={testId}
      path={path}
    />
  );
}
