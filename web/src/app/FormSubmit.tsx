import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type FormSubmitProps = {
  /** "Save" unless the form names its action (preview, upload…). */
  label?: string;
  loading?: boolean;
  disabled?: boolean;
  testId?: string;
};

/** The foot of a form that stands on its page rather than in a dialog: its submit button alone, at the end of the line. */
export function FormSubmit({ label, loading, disabled, testId }: FormSubmitProps) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end">
      <Button type="submit" loading={loading} disabled={disabled} data-testid={testId}>
        {label ?? t('common.save')}
      </Button>
    </Group>
  );
}
