import { Badge, Button, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { JobStatus, TJob } from '../../../../contract/jobs';
import type { DataColumn } from '../../app/tables/DataTable';
import { useFormat } from '../../i18n/format';

const STATUS_COLORS: Record<JobStatus, string> = { queued: 'gray', running: 'blue', done: 'teal', failed: 'red' };

function StatusCell({ job }: { job: TJob }) {
  const { t } = useTranslation();
  // A statement job is done once its mail went (rows done 1 of 1): "Sent".
  const label = job.status === 'done' && job.kind === 'statement-mail' ? t('adminJobs.sent') : t(`jobs.status.${job.status}`);
  return (
    <Stack gap={2}>
      <Badge color={STATUS_COLORS[job.status]} variant="light" data-testid="job-status" data-status={job.status}>
        {label}
      </Badge>
      {job.status === 'queued' && job.errorCode ? (
        <Text size="xs" c="dimmed">
          {t('adminJobs.willRetry')}
        </Text>
      ) : null}
    </Stack>
  );
}

/** What the job is about: a statement's member and e-mail, a report's filter. */
function RecipientCell({ job }: { job: TJob }) {
  const { t } = useTranslation();
  if (job.kind === 'statement-mail') {
    return (
      <>
        <Text size="sm">{job.params.member ?? '—'}</Text>
        <Text size="xs" c="dimmed" dir="ltr" data-testid="job-recipient">
          {job.params.to ?? ''}
        </Text>
      </>
    );
  }
  const shown = Object.entries(job.params)
    .map(([key, value]) => `${key}: ${value}`)
    .join(' · ');
  return (
    <>
      <Text size="sm" dir="ltr">
        {shown || '—'}
      </Text>
      <Text size="xs" c="dimmed">
        {job.ownerId ? '' : t('adminJobs.system')}
      </Text>
    </>
  );
}

function ReasonCell({ job }: { job: TJob }) {
  const { t } = useTranslation();
  if (!job.errorCode)
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  return (
    <Text size="sm" c={job.status === 'failed' ? 'red' : 'dimmed'} data-testid="job-reason">
      {t(`errors.${job.errorCode}`, { ...job.errorParams, reason: typeof job.errorParams.reason === 'string' ? job.errorParams.reason : '' })}
    </Text>
  );
}

/** The background jobs screen's columns (docs/mail.md §3): a failed job's last one is its Retry button. */
export function useJobColumns({ onRetry, retrying }: { onRetry: (job: TJob) => void; retrying: (job: TJob) => boolean }): DataColumn<TJob>[] {
  const { t } = useTranslation();
  const format = useFormat();
  const kindName = (job: TJob) => t(`adminJobs.kinds.${job.kind}`, { defaultValue: job.kind, month: job.params.month ?? '' });
  return [
    { key: 'kind', label: t('adminJobs.kind'), cell: kindName },
    { key: 'recipient', label: t('adminJobs.recipient'), cell: (job) => <RecipientCell job={job} /> },
    { key: 'status', label: t('adminJobs.status'), cell: (job) => <StatusCell job={job} /> },
    { key: 'attempts', label: t('adminJobs.attempts'), cell: (job) => t('adminJobs.attemptsOf', { attempts: job.attempts, max: job.maxAttempts }) },
    { key: 'reason', label: t('adminJobs.reason'), cell: (job) => <ReasonCell job={job} /> },
    { key: 'created', label: t('adminJobs.created'), cell: (job) => format.dateTime(job.createdAt) },
    {
      key: 'actions',
      label: t('adminJobs.actions'),
      cell: (job) =>
        job.status === 'failed' ? (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconRefresh size={14} />}
            onClick={() => onRetry(job)}
            loading={retrying(job)}
            aria-label={t('adminJobs.retryOf', { name: job.params.member ?? kindName(job) })}
            data-testid="job-retry"
          >
            {t('adminJobs.retry')}
          </Button>
        ) : null,
    },
  ];
}
