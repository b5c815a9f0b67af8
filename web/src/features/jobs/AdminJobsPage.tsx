import { Card, Center, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { JOB_STATUSES, type JobStatus } from '../../../../contract/jobs';
import { translateError } from '../../api/translate-error';
import { QueryState } from '../../app/QueryState';
import { ResponsiveTable } from '../../app/tables/ResponsiveTable';
import { toastError, toastSuccess } from '../../app/toast';
import { useJobColumns } from './job-columns';
import { useAllJobs, useRetryJob } from './use-jobs';

/**
 * docs/mail.md §3: every job of every user and of the system (statements by e-mail), for holders of
 * `all`, with why a failed one failed and a button to queue it again.
 */
export function AdminJobsPage() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<JobStatus | null>(null);
  const jobs = useAllJobs(status);
  const retry = useRetryJob();
  const rows = jobs.data?.items ?? [];
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
      <div>
        <Title order={2}>{t('adminJobs.title')}</Title>
        <Text c="dimmed">{t('adminJobs.intro')}</Text>
      </div>
      <Card withBorder padding="md">
        <Group wrap="wrap" align="flex-end" mb="md">
          <Select
            label={t('adminJobs.filter')}
            placeholder={t('adminJobs.all')}
            data={JOB_STATUSES.map((value) => ({ value, label: t(`jobs.status.${value}`) }))}
            value={status}
            onChange={(next) => setStatus(next as JobStatus | null)}
            clearable
            w={200}
            data-testid="jobs-status-filter"
          />
        </Group>
        <QueryState query={jobs}>
          {rows.length === 0 ? (
            <Center py="xl"><Text c="dimmed">{t('adminJobs.none')}</Text></Center>
          ) : (
            <ResponsiveTable
              columns={columns}
              rows={rows}
              rowKey={(job) => job.id}
              rowAttributes={(job) => ({ 'data-testid': 'job-row', 'data-kind': job.kind, 'data-status': job.status })}
              minWidth={820}
            />
          )}
        </QueryState>
      </Card>
    </Stack>
  );
}
