import { NumberInput, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { TAlertSettings, TAlertSettingsBody } from '../../../../contract/scheduled-reports';
import { showFormFailure } from '../../app/form-feedback';
import { FormSubmit } from '../../app/FormSubmit';
import { focusOnInvalid } from '../../app/schema-form';
import { toastSuccess } from '../../app/toast';
import { RecipientsSelect } from './RecipientsSelect';
import { useSaveAlerts } from './use-scheduled-reports';

const SWITCHES = ['pendingApprovals', 'failedJobs', 'auditChain'] as const;

/** docs/mail.md §5: which alerts are on, who gets them, how long a proposal may wait, and the company's time zone. */
export function AlertsForm({ settings }: { settings: TAlertSettings }) {
  const { t } = useTranslation();
  const save = useSaveAlerts();
  const form = useForm<TAlertSettingsBody>({
    initialValues: {
      timeZone: settings.timeZone,
      pendingApprovals: settings.pendingApprovals,
      failedJobs: settings.failedJobs,
      auditChain: settings.auditChain,
      waitingHours: settings.waitingHours,
      recipientIds: settings.recipientIds,
    },
    validate: {
      timeZone: (zone) => (zone.trim() ? null : t('validation.required')),
      waitingHours: (hours) => (Number.isInteger(hours) && hours >= 1 && hours <= 8760 ? null : t('validation.out_of_range', { min: 1, max: 8760 })),
      recipientIds: (ids, values) => (ids.length === 0 && SWITCHES.some((key) => values[key]) ? t('validation.required') : null),
    },
  });
  const submit = form.onSubmit(
    (body) =>
      save.mutate(
        { ...body, timeZone: body.timeZone.trim() },
        { onSuccess: () => toastSuccess(t('alerts.saved')), onError: (error) => showFormFailure(t, form, error) },
      ),
    focusOnInvalid,
  );
  return (
    <form onSubmit={submit} noValidate data-testid="alerts-form">
      <Stack>
        {SWITCHES.map((key) => (
          <Switch key={key} label={t(`alerts.${key}`)} {...form.getInputProps(key, { type: 'checkbox' })} data-testid={`alert-${key}`} />
        ))}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberInput
            label={t('alerts.waitingHours')}
            min={1}
            max={8760}
            allowDecimal={false}
            {...form.getInputProps('waitingHours')}
            data-testid="alert-waiting-hours"
          />
          <TextInput
            label={t('alerts.timeZone')}
            description={t('alerts.timeZoneHint')}
            dir="ltr"
            {...form.getInputProps('timeZone')}
            data-testid="alert-time-zone"
          />
        </SimpleGrid>
        <RecipientsSelect label={t('alerts.recipients')} chosen={settings.recipients} {...form.getInputProps('recipientIds')} testId="alert-recipients" />
        <FormSubmit label={t('alerts.save')} loading={save.isPending} testId="alerts-save" />
      </Stack>
    </form>
  );
}
