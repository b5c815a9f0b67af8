import { MultiSelect } from '@mantine/core';
import type { TRecipient } from '../../../../contract/scheduled-reports';
import { useRecipientOptions } from './use-scheduled-reports';

type RecipientsSelectProps = {
  label: string;
  description?: string;
  value?: string[];
  onChange: (value: string[]) => void;
  error?: unknown;
  /** Recipients already chosen, named even when the list of users does not hold them. */
  chosen?: readonly TRecipient[];
  testId: string;
  /** A schedule needs one; the alerts only while one is on. */
  required?: boolean;
};

/** Users of the app, searched by name or e-mail; each is mailed at their account's e-mail. */
export function RecipientsSelect({ label, description, value, onChange, error, chosen = [], testId, required = false }: RecipientsSelectProps) {
  const options = useRecipientOptions();
  const known = new Map((options.data ?? []).map((option) => [option.value, option]));
  for (const recipient of chosen)
    if (!known.has(recipient.id)) known.set(recipient.id, { value: recipient.id, label: `${recipient.name} <${recipient.email}>` });
  return (
    <MultiSelect
      label={label}
      description={description}
      data={[...known.values()]}
      value={value ?? []}
      onChange={onChange}
      error={typeof error === 'string' ? error : undefined}
      searchable
      clearable
      hidePickedOptions
      required={required}
      data-testid={testId}
    />
  );
}
