import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ServerSelect, useServerSearch } from '../../app/inputs/ServerSelect';
import { usePartyOptions } from './use-mediator-links';

/**
 * The two parties a link joins: the field that holds each one's id (in the form, and as the list's
 * filter in the URL), and the field of its name in a link's row.
 */
export const LINK_PARTIES = [
  { kind: 'mediator', idField: 'mediatorId', nameField: 'mediatorName' },
  { kind: 'investor', idField: 'investorId', nameField: 'investorName' },
] as const;

type PartyPickerProps = {
  kind: 'mediator' | 'investor';
  label: string;
  value: string | null;
  /** The chosen party's name before the user picks one (the form's row, or the list's rows when the URL names the party). */
  initialName?: string;
  onChange: (id: string | null, name: string) => void;
  error?: string;
  required?: boolean;
  testId: string;
};

/** A mediator (individual) or investor (subscriber) searched on the server; the chosen one stays listed while searching. */
export function PartyPicker({ kind, label, value, initialName, onChange, error, required = false, testId }: PartyPickerProps) {
  const { t } = useTranslation();
  const typed = useServerSearch();
  const [chosenName, setChosenName] = useState(initialName ?? '');
  const options = [...(usePartyOptions(kind, typed.debounced).data ?? [])];
  const shownName = chosenName || initialName;
  if (value && shownName && !options.some((option) => option.value === value)) options.unshift({ value, label: shownName });
  return (
    <ServerSelect
      typed={typed}
      label={label}
      placeholder={t(kind === 'mediator' ? 'mediatorPercentages.pickMediator' : 'mediatorPercentages.pickInvestor')}
      data={options}
      value={value}
      onChange={(id, option) => {
        setChosenName(option?.label ?? '');
        onChange(id, option?.label ?? '');
      }}
      clearable={!required}
      error={error}
      required={required}
      testId={testId}
    />
  );
}
