import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TScheduledReport } from '../../../../contract/scheduled-reports';
import { translateError } from '../../api/translate-error';
import { AddButton } from '../../app/AddButton';
import { openConfirm } from '../../app/modals/confirm';
import { PageHeader } from '../../app/PageHeader';
import { QueryState } from '../../app/QueryState';
import { SectionHeading } from '../../app/SectionHeading';
import { actionsColumn } from '../../app/tables/column-builders';
import { DataTable, type DataColumn } from '../../app/tables/DataTable';
import { RowAction } from '../../app/tables/RowAction';
import { toastError, toastSuccess } from '../../app/toast';
import { AlertsForm } from './AlertsForm';
import { ScheduleForm } from './ScheduleForm';
import { useAlerts, useDeleteSchedule, useScheduledReports } from './use-scheduled-reports';

const hourText = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** docs/mail.md §4, §5: the scheduled reports (list, add, edit, delete) and the alerts, for holders of `all`. */
export function ScheduledReportsPage() {
  const { t, i18n } = useTranslation();
  const schedules = useScheduledReports();
  const alerts = useAlerts();
  const remove = useDeleteSchedule();
  const [editing, setEditing] = useState<TScheduledReport | 'new' | null>(null);
  const timeZone = schedules.data?.timeZone ?? 'UTC';
  const nextRun = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short', timeZone, numberingSystem: 'latn' });
  const reportName = (row: TScheduledReport) => t(`scheduledReports.reports.${row.report}`);
  const rhythmText = (row: TScheduledReport) => {
    const { rhythm } = row;
    const hour = hourText(rhythm.hour);
    if (rhythm.frequency === 'weekly') return t('scheduledReports.rhythm.weekly', { weekday: t(`scheduledReports.weekdays.${rhythm.weekday}`), hour });
    if (rhythm.frequency === 'monthly') return t('scheduledReports.rhythm.monthly', { day: rhythm.monthDay, hour });
    return t('scheduledReports.rhythm.daily', { hour });
  };
  const filtersText = (row: TScheduledReport) => {
    const { range, period, type, currency, account, party } = row.filters;
    const parts = [
      range ? t(`scheduledReports.ranges.${range}`) : null,
      period ? t(`scheduledReports.ranges.${period}`) : null,
      type ? t(`reports.types.${type}`) : null,
      account ?? null,
      party ?? null,
      currency ?? null,
    ].filter((part): part is string => part !== null);
    return parts.length > 0 ? parts.join(' · ') : t('scheduledReports.asOfRunDay');
  };
  const confirmDelete = (row: TScheduledReport) =>
    void openConfirm({
      title: t('scheduledReports.deleteTitle'),
      children: <Text size="sm">{t('scheduledReports.deleteBody', { report: reportName(row) })}</Text>,
      labels: { confirm: t('scheduledReports.delete'), cancel: t('scheduledReports.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'schedule-delete-confirm' } as Record<string, unknown>,
      onConfirm: () =>
        remove.mutate(row.id, { onSuccess: () => toastSuccess(t('scheduledReports.deleted')), onError: (error) => toastError(translateError(t, error)) }),
    });
  const columns: DataColumn<TScheduledReport>[] = [
    { key: 'report', label: t('scheduledReports.columns.report'), cell: reportName },
    { key: 'filters', label: t('scheduledReports.columns.filters'), cell: filtersText },
    { key: 'format', label: t('scheduledReports.columns.format'), cell: (row) => t(`scheduledReports.formats.${row.format}`) },
    {
      key: 'recipients',
      label: t('scheduledReports.columns.recipients'),
      cell: (row) => (
        <Text size="sm" dir="auto">
          {row.recipients.map((recipient) => recipient.name).join(', ')}
        </Text>
      ),
    },
    { key: 'rhythm', label: t('scheduledReports.columns.rhythm'), cell: (row) => <span data-testid="schedule-row-rhythm">{rhythmText(row)}</span> },
    { key: 'nextRun', label: t('scheduledReports.columns.nextRun'), cell: (row) => nextRun.format(new Date(row.nextRunAt)) },
    actionsColumn(t('scheduledReports.columns.actions'), (row) => (
      <>
        <RowAction
          label={t('scheduledReports.editOf', { report: reportName(row) })}
          onClick={() => setEditing(row)}
          testId="schedule-edit"
          icon={<IconEdit size={18} />}
        />
        <RowAction
          label={t('scheduledReports.deleteOf', { report: reportName(row) })}
          color="red"
          onClick={() => confirmDelete(row)}
          testId="schedule-delete"
          icon={<IconTrash size={18} />}
        />
      </>
    )),
  ];
  return (
    <Stack gap="lg" data-testid="scheduled-reports-page">
      <PageHeader title={t('scheduledReports.title')} subtitle={t('scheduledReports.intro', { zone: timeZone })} />
      <Card withBorder padding="md">
        <Stack>
          <Group justify="space-between" wrap="wrap">
            <Title order={2} size="h3">
              {t('scheduledReports.schedules')}
            </Title>
            <AddButton label={t('scheduledReports.add')} onClick={() => setEditing('new')} testId="schedule-add" />
          </Group>
          <DataTable
            columns={columns}
            rows={schedules.data?.items ?? []}
            rowKey={(row) => row.id}
            rowAttributes={(row) => ({ 'data-testid': 'schedule-row', 'data-report': row.report })}
            state={schedules}
            emptyText={t('scheduledReports.none')}
            minWidth={900}
          />
        </Stack>
      </Card>
      <Card withBorder padding="md">
        <Stack>
          <SectionHeading title={t('alerts.title')} hint={t('alerts.intro')} size="h3" />
          <QueryState query={alerts}>{alerts.data ? <AlertsForm key={alerts.data.updatedAt} settings={alerts.data} /> : null}</QueryState>
        </Stack>
      </Card>
      {editing ? <ScheduleForm row={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
    </Stack>
  );
}
