import { Card, Group, Select, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { JOB_STATUSES, type JobStatus } from '../../../../contract/jobs';
import { translateError } from '../../api/translate-error';
import { PageHeader } from '../../app/PageHeader';
import { DataTable } from '../../app/tables/DataTable';
import { useListView } from '../../app/tables/use-list-view';
import { toastError, toastSuccess } from '../../app/toast';
import { useJobColumns } from './job-columns';
import { useAllJobs, useRetryJob } from './use-jobs';

/**
 * docs/mail.md §3: every job of every user and of the system (statements by e-mail), for holders of
 * `all`, with why a failed one failed and a button to queue it again. The status filter lives in the URL.
 */
export function AdminJobsPage() {
  const { t } = useTranslation();
  const view = useListView({ filters: ['status'] as const, paged: false });
  const status = JOB_STATUSES.find((value) => value === view.filters.status) ?? null;
  const jobs = useAllJobs(status);
  const retry = useRetryJob();
  const columns = useJobColumns({
    retrying: (job) => retry.isPending && retry.variables === job.id,
    onRetry: (job) =>
      retry.mutate(job.id, {
        onSuccess: () => toastSuccess(t('adminJobs.retried')),
        onError: (error) => toastError(translateError(t, error)),
      }),
  });
  return (
    <Stack gap="lg" data-testid="admin-jobs-page">
      <PageHeader title={t('adminJobs.title')} subtitle={t('adminJobs.intro')} />
      <Card withBorder padding="md">
        <Group wrap="wrap" align="flex-end">
          <Select
            label={t('adminJobs.filter')}
            placeholder={t('adminJobs.all')}
            data={JOB_STATUSES.map((value) => ({ value, label: t(`jobs.status.${value}`) }))}
            value={status}
            onChange={(next) => view.setFilter('status', next as JobStatus | null)}
            clearable
            w={200}
            data-testid="jobs-status-filter"
          />
        </Group>
      </Card>
      <DataTable
        columns={columns}
        rows={jobs.data?.items ?? []}
        rowKey={(job) => job.id}
        rowAttributes={(job) => ({ 'data-testid': 'job-row', 'data-kind': job.kind, 'data-status': job.status })}
        state={jobs}
        emptyText={t('adminJobs.none')}
        minWidth={820}
      />
    </Stack>
  );
}
